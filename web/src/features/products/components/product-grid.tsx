import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ProductCardSkeleton } from '@/features/products/components/product-card-skeleton';

/**
 * Column counts by width: 2 on medium screens and 3 on large ones (spec §2). Phones get 2 as
 * well, of the compact card (ProductCard), where the spec's one full card per row made a page
 * of 24 phones 14,000 px long.
 */
const gridColumns = { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } as const;

function gridSx(scrollOnPhone: boolean): SxProps<Theme> {
  return [
    { listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: gridColumns, gap: { xs: 1.5, sm: 2, md: 3 } },
    scrollOnPhone && {
      display: { xs: 'flex', sm: 'grid' },
      overflowX: { xs: 'auto', sm: 'visible' },
      scrollSnapType: { xs: 'x mandatory', sm: 'none' },
      mx: { xs: -2, sm: 0 },
      px: { xs: 2, sm: 0 },
      pb: { xs: 1, sm: 0 },
      scrollPaddingInline: 16,
      // Two compact cards and the edge of a third, which says the row scrolls.
      '& > *': { flex: { xs: '0 0 46%', sm: 'initial' }, scrollSnapAlign: 'start' },
    },
  ];
}

/**
 * The grid of cards. `scrollOnPhone` turns it into a sideways-scrolling row below the sm
 * breakpoint (used for the advertised phones, so the home page stays short on a phone).
 */
export function ProductGrid({ children, label, scrollOnPhone = false }: { children: ReactNode; label: string; scrollOnPhone?: boolean }) {
  return (
    <Box component="ul" aria-label={label} sx={gridSx(scrollOnPhone)}>
      {children}
    </Box>
  );
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** Placeholder cards in the shape of the real ones, laid out like the grid they stand for, while a list loads. */
export function ProductGridSkeleton({ count = 6, scrollOnPhone = false }: { count?: number; scrollOnPhone?: boolean }) {
  return (
    <Box role="status" aria-label="Loading phones" sx={gridSx(scrollOnPhone)}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Box>
  );
}
