import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Glyph } from '@/components/glyph';
import styles from '@/components/seller-rating.module.css';
import typography from '@/components/text.module.css';
import { useFormat } from '@/lib/i18n/hooks';

interface SellerRatingProps {
  average: number | null | undefined;
  count: number | null | undefined;
  /** `compact`: "★ 4.7 (12)" for cards; otherwise "★ 4.7 · 12 reviews". */
  compact?: boolean;
}

/**
 * A seller's rating: the star, the average and how many reviews it stands on; "No reviews yet"
 * before the first. Plain markup and CSS: every card shows one.
 */
export function SellerRating({ average, count, compact }: SellerRatingProps) {
  const reviews = count ?? 0;
  const { t } = useLingui();
  const { formatCount, formatRating } = useFormat();
  if (!reviews || average === null || average === undefined) {
    return compact ? null : <p className={`${typography.body2} ${styles.none}`}>{t`No reviews yet`}</p>;
  }
  const shown = formatCount(reviews);
  const reviewCount = t`${plural(reviews, { one: `${shown} review`, other: `${shown} reviews` })}`;
  const rating = formatRating(average);
  const five = formatCount(5);
  const label = t`Rated ${rating} out of ${five} from ${reviewCount}`;
  return (
    <span role="img" aria-label={label} title={label} className={`${typography.body2} ${styles.rating}`}>
      <Glyph name="star" className={styles.star} />
      <span className={styles.average}>{rating}</span>
      <span className={styles.count}>{compact ? `(${shown})` : ` · ${reviewCount}`}</span>
    </span>
  );
}
