import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Column counts by width: 1 on phones, 2 on tablets, 3 on desktops (spec §2). */
const gridColumns = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } as const;

/**
 * The grid of cards. `scrollOnPhone` turns it into a sideways-scrolling row below the sm
 * breakpoint (used for the advertised phones, so the home page stays short on a phone).
 */
export function ProductGrid({ children, label, scrollOnPhone = false }: { children: ReactNode; label: string; scrollOnPhone?: boolean }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[
        { listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: gridColumns, gap: { xs: 2, md: 3 } },
        scrollOnPhone && {
          display: { xs: 'flex', sm: 'grid' },
          overflowX: { xs: 'auto', sm: 'visible' },
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          pb: { xs: 1, sm: 0 },
          scrollPaddingInline: 16,
          '& > li': { flex: { xs: '0 0 84%', sm: 'initial' }, scrollSnapAlign: 'start' },
        },
      ]}
    >
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

/** Placeholder cards in the shape of the real ones while a list loads. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box role="status" aria-label="Loading phones" sx={{ display: 'grid', gridTemplateColumns: gridColumns, gap: { xs: 2, md: 3 } }}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <CardContent>
            <Skeleton width="30%" />
            <Skeleton width="70%" height={32} />
            <Skeleton width="50%" />
            <Skeleton width="60%" />
            <Skeleton width="35%" height={36} />
            <Skeleton variant="rounded" height={40} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
