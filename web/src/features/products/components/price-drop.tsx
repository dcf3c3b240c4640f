import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { hasRecentPriceDrop, type PriceDrop } from '@contract/price-drop';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatPrice } from '@/lib/format';

type Priced = PriceDrop & { price: number };

/**
 * The old price of a recent drop, or null. Public reads send a drop only while it is recent; the
 * seller's own list sends what is stored, so the same rule (the contract's) is applied here too.
 */
export function droppedFrom(product: Priced, now = new Date()): number | null {
  return hasRecentPriceDrop(product, now) ? product.previous_price : null;
}

/** "Price dropped", on a card's photo and beside the product page's status. */
export function PriceDropChip({ product, sx }: { product: Priced; sx?: SxProps<Theme> }) {
  if (droppedFrom(product) === null) return null;
  return <Chip size="small" color="error" icon={<TrendingDownIcon />} label="Price dropped" sx={sx} />;
}

const SIZES = {
  small: { price: { fontWeight: 600 }, old: { fontSize: '0.8125rem' } },
  card: { price: { fontSize: { xs: '1.1rem', sm: '1.35rem' }, fontWeight: 800 }, old: { fontSize: { xs: '0.8rem', sm: '0.95rem' } } },
  page: { price: { fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 800 }, old: { fontSize: { xs: '1rem', md: '1.15rem' } } },
} as const;

/** The price, and after a recent drop the old price struck through ("was …" to a screen reader). */
export function PriceWithDrop({ product, size, color, sx }: { product: Priced; size: keyof typeof SIZES; color?: string; sx?: SxProps<Theme> }) {
  const old = droppedFrom(product);
  const look = SIZES[size];
  return (
    <Box sx={[{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="span" sx={{ ...look.price, color }}>
        {formatPrice(product.price)}
      </Box>
      {old !== null ? (
        <Box component="s" sx={{ ...look.old, color: 'text.secondary', fontWeight: 500 }}>
          <Box component="span" sx={visuallyHidden}>
            was{' '}
          </Box>
          {formatPrice(old)}
        </Box>
      ) : null}
    </Box>
  );
}
