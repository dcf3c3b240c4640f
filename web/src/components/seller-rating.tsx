import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import StarIcon from '@mui/icons-material/Star';
import { formatRating } from '@/lib/format';

interface SellerRatingProps {
  average: number | null | undefined;
  count: number | null | undefined;
  /** `compact`: "★ 4.7 (12)" for cards; otherwise "★ 4.7 · 12 reviews". */
  compact?: boolean;
  sx?: SxProps<Theme>;
}

/** A seller's rating: the star, the average and how many reviews it stands on; "No reviews yet" before the first. */
export function SellerRating({ average, count, compact, sx }: SellerRatingProps) {
  const reviews = count ?? 0;
  if (!reviews || average === null || average === undefined) {
    return compact ? null : (
      <Typography variant="body2" color="text.secondary" sx={sx}>
        No reviews yet
      </Typography>
    );
  }
  const label = `Rated ${formatRating(average)} out of 5 from ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.25, typography: 'body2', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <StarIcon sx={{ fontSize: '1.1em', color: '#f59e0b' }} aria-hidden="true" />
      <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {formatRating(average)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {compact ? `(${reviews})` : ` · ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`}
      </Box>
    </Box>
  );
}

/** Stars for one review's rating (1–5), read out as "4 out of 5 stars". */
export function StarsShown({ rating, size = '1.1rem' }: { rating: number; size?: string }) {
  return (
    <Box component="span" role="img" aria-label={`${rating} out of 5 stars`} sx={{ display: 'inline-flex', color: '#f59e0b' }}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} aria-hidden="true" sx={{ fontSize: size, opacity: star <= rating ? 1 : 0.25 }} />
      ))}
    </Box>
  );
}
