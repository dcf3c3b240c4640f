import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CATEGORY_NAMES } from '@contract/constants';
import { COPYRIGHT_YEAR } from '@/config/constants';
import { paths } from '@/config/paths';
import { brandLabel } from '@/lib/format';
import { Logo } from '@/app/layouts/logo';

const COLUMNS = [
  {
    title: 'Shop',
    links: [{ label: 'All phones', href: paths.products.getHref() }, ...CATEGORY_NAMES.map((name) => ({ label: brandLabel(name), href: paths.category.getHref(name) }))],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: paths.about.getHref() },
      { label: 'Blog', href: paths.blog.getHref() },
      { label: 'Terms and conditions', href: paths.terms.getHref() },
      { label: 'API reference', href: paths.apiDocs.getHref() },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Privacy Policy', href: paths.privacy.getHref() },
      { label: 'Licensing', href: paths.licensing.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
    ],
  },
];

/** The footer: About, Privacy Policy, Licensing and Contact (spec §2) lead to real sections. */
export function SiteFooter() {
  const thisYear = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ mt: { xs: 6, md: 10 }, bgcolor: '#111827', color: '#d1d5db' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }, gap: { xs: 4, md: 6 } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo light />
            <Typography sx={{ mt: 2, maxWidth: 320, color: '#9ca3af' }}>
              The marketplace for second-hand smartphones: verified sellers, no fees, meet before you pay.
            </Typography>
          </Box>
          {COLUMNS.map((column) => (
            <Box component="nav" key={column.title} aria-label={column.title}>
              <Typography component="h2" sx={{ fontWeight: 700, color: '#fff', mb: 1.5, fontSize: '1rem' }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link component={RouterLink} to={link.href} underline="hover" sx={{ color: '#d1d5db' }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: { xs: 4, md: 6 }, pt: 3, borderTop: '1px solid #1f2937', color: '#9ca3af' }}>
          © {COPYRIGHT_YEAR}–{thisYear} ReCell. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
