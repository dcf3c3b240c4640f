import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AppsIcon from '@mui/icons-material/Apps';
import { CATEGORIES } from '@contract/constants';
import { paths } from '@/config/paths';
import { brandLabel } from '@/lib/format';
import { useCategories } from '@/features/categories/api/get-categories';
import { BrandLogo } from '@/features/categories/components/brand-logo';

/**
 * The category buttons beside the product grid (names from GET /api/categories). A column on
 * wide screens; wrapping rows above the grid on phones.
 */
export function CategorySidebar() {
  const categories = useCategories();
  // The four brands are fixed (spec §3): if the list cannot be fetched, the links still work.
  const list = categories.data ?? (categories.isError ? CATEGORIES : null);

  return (
    <Paper component="nav" aria-label="Categories" variant="outlined" sx={{ p: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ px: 1, mb: 1, display: { xs: 'none', md: 'block' } }}>
        Categories
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 0.75 }}>
        <SidebarLink to={paths.products.getHref()} label="All phones" icon={<AppsIcon fontSize="small" />} end />
        {list
          ? list.map((category) => (
              <SidebarLink
                key={category.category_name}
                to={paths.category.getHref(category.category_name)}
                label={brandLabel(category.category_name)}
                icon={<BrandLogo name={category.category_name} size={20} />}
              />
            ))
          : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={40} width={140} />)}
      </Box>
    </Paper>
  );
}

function SidebarLink({ to, label, icon, end }: { to: string; label: string; icon: ReactNode; end?: boolean }) {
  return (
    <Button
      component={NavLink}
      to={to}
      end={end}
      startIcon={icon}
      color="inherit"
      sx={{
        justifyContent: 'flex-start',
        flexShrink: 0,
        px: { xs: 1.25, md: 1.5 },
        py: { xs: 0.5, md: 1 },
        color: 'text.primary',
        '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '&.active:hover': { bgcolor: 'primary.dark' },
      }}
    >
      {label}
    </Button>
  );
}
