import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * The card's boxes, shared by the card (product-card.tsx) and its placeholder. The placeholder
 * lives apart from the card so the lists' loading state ships with every page's first load
 * while the card itself (and the MUI parts only it uses) loads with the first list to show.
 */

// Positioned, so text kept only for screen readers stays inside the card (and inside a sideways-scrolling row).
export const cardSx = { position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' } as const;
export const contentSx = {
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: { xs: 0.75, sm: 1.25 },
  p: { xs: 1.5, sm: 2 },
  pb: { xs: 1.5, sm: 1 },
  '&:last-child': { pb: { xs: 1.5, sm: 2 } },
} as const;
export const nameSx = {
  fontSize: { xs: '0.95rem', sm: '1.1rem' },
  lineHeight: 1.3,
  mt: { xs: 0, sm: -1 },
  // Two lines at most on a phone's narrow card, so the rows stay even.
  display: '-webkit-box',
  WebkitLineClamp: { xs: 2, sm: 'unset' },
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;
export const priceSx = { mt: 'auto', pt: { xs: 0.25, sm: 1 }, fontSize: { xs: '1.1rem', sm: '1.35rem' }, fontWeight: 800 } as const;
/** The badges and the price sit at the card's foot, so the prices of a row line up. */
export const bottomSx = { mt: 'auto', display: 'flex', flexDirection: 'column', gap: { xs: 0.75, sm: 1 } } as const;
export const actionsSx = { px: 2, pb: 2, pt: 0, display: { xs: 'none', sm: 'flex' } } as const;

/** Shown from the sm breakpoint up: a phone's compact card leaves these to the product page. */
export const wideOnly = { display: { xs: 'none', sm: 'block' } } as const;

/**
 * A card's placeholder while its list loads: the same boxes and line heights as a card with
 * a shopper's actions, so the page does not move when the phones arrive.
 */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={cardSx}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <CardContent sx={contentSx}>
        <Typography variant="overline" sx={{ ...wideOnly, lineHeight: 1.4 }}>
          <Skeleton width="30%" />
        </Typography>
        <Typography variant="h6" component="div" sx={nameSx}>
          <Skeleton width="70%" />
        </Typography>
        <Skeleton variant="rounded" width="60%" height={24} />
        {/* The seller's name and rating (SellerLine). */}
        <Typography variant="body2">
          <Skeleton width="40%" />
        </Typography>
        <Typography variant="body2" component="div" sx={{ display: 'grid', rowGap: 0.25 }}>
          <Skeleton width="50%" />
          <Skeleton width="45%" sx={wideOnly} />
        </Typography>
        <Box sx={bottomSx}>
          <Skeleton variant="rounded" width="55%" height={24} />
          <Typography sx={priceSx}>
            <Skeleton width="35%" />
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={actionsSx}>
        <Skeleton variant="rounded" width="100%" height={36.5} />
      </CardActions>
    </Card>
  );
}
