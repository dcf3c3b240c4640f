import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { PublicReview } from '@contract/reviews';
import { StarsShown } from '@/components/stars-shown';
import { useFormat } from '@/lib/i18n/hooks';

/** Published reviews: stars, words, who wrote them (buyer or seller) and about which phone. */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  return (
    <Box component="ul" aria-label={t`Reviews`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {reviews.map((review) => (
        <Box
          component="li"
          key={review._id}
          sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}
        >
          <Avatar src={review.author_img || undefined} alt="" sx={{ width: 40, height: 40 }}>
            {review.author_name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <Typography fontWeight={700}>{review.author_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {review.author_side === 'buyer' ? t`Buyer` : t`Seller`} · {formatDate(review.publishedAt)}
              </Typography>
            </Box>
            <StarsShown rating={review.rating} />
            {review.text ? <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography> : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {review.item_name}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
