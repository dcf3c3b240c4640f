import { useLingui } from '@lingui/react/macro';
import { Glyph } from '@/components/glyph';
import styles from '@/components/seller-rating.module.css';
import { useFormat } from '@/lib/i18n/hooks';

/*
 * A module of its own, apart from SellerRating: every card shows a seller's rating on the first
 * load, while a review's stars come with the screens that list reviews.
 */

/** Stars for one review's rating (1–5), read out as "4 out of 5 stars". */
export function StarsShown({ rating, size = '1.1rem' }: { rating: number; size?: string }) {
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const stars = formatCount(rating);
  const five = formatCount(5);
  return (
    <span role="img" aria-label={t`${stars} out of ${five} stars`} className={styles.stars} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Glyph key={star} name="star" style={{ opacity: star <= rating ? 1 : 0.25 }} />
      ))}
    </span>
  );
}
