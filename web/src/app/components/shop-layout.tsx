import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CategorySidebar } from '@/features/categories/components/category-sidebar';

/** Categories beside the grid on wide screens, above it on phones. */
export function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: { xs: 2.5, md: 4 }, alignItems: 'start' }}>
      <CategorySidebar />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
