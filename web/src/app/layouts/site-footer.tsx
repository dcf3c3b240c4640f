import { Link as RouterLink } from 'react-router';
import { CATEGORY_NAMES } from '@contract/constants';
import { COPYRIGHT_YEAR } from '@/config/constants';
import { paths } from '@/config/paths';
import { brandLabel } from '@/lib/format';
import { wallTimeAt } from '@/lib/zoned-time';
import text from '@/components/text.module.css';
import styles from '@/app/layouts/site-footer.module.css';
import layout from '@/app/layouts/layout.module.css';
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

/** The footer: About, Privacy Policy, Licensing and Contact (spec §2) lead to real sections. Plain CSS, as the header. */
export function SiteFooter() {
  const thisYear = wallTimeAt(new Date()).year; // Dhaka's year: the server and the browser agree on New Year's Eve.
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.inner}`}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <Logo light />
            <p className={styles.tagline}>The marketplace for second-hand smartphones: verified sellers, no fees, meet before you pay.</p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <RouterLink to={link.href} className={styles.link}>
                      {link.label}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={`${text.body2} ${styles.copyright}`}>
          © {COPYRIGHT_YEAR}–{thisYear} ReCell. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
