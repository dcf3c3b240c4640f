import { isVerdictOfPrice, type PriceVerdict } from '@contract/price-verdict';
import text from '@/components/text.module.css';
import { formatAmount, formatCountOf, formatPriceRange } from '@/lib/format';
import styles from '@/features/products/components/price-verdict-text.module.css';

interface VerdictSource {
  price: number;
  price_verdict: PriceVerdict | null;
  price_median: number | null;
  price_comparables: number;
  /** The comparables' lowest and highest prices. */
  price_low: number | null;
  price_high: number | null;
}

const VERDICT_WORDS: Record<PriceVerdict, string> = { great: 'A great price', fair: 'A fair price', high: 'Above the usual price' };

/**
 * "7 similar phones sold or listed for ৳42,000–48,000, median ৳45,000": the price verdict in words,
 * and how this price compares. Nothing without a verdict (fewer than 3 similar phones); right after
 * a price change, until the verdict is judged again at the new price, that it is being checked.
 */
export function PriceVerdictText({ listing }: { listing: VerdictSource }) {
  const { price_verdict: verdict, price_median: median, price_comparables: count, price_low: low, price_high: high } = listing;
  if (!verdict || median === null) return null;
  if (!isVerdictOfPrice(listing)) {
    return (
      <p role="status" className={`${styles.verdict} ${text.body2} ${text.secondary}`}>
        Updating: checking this price against similar phones…
      </p>
    );
  }
  const difference = Math.round(((listing.price - median) / median) * 100);
  const comparison = difference === 0 ? 'the same as the median' : `${Math.abs(difference)} % ${difference < 0 ? 'below' : 'above'} the median`;
  const range = typeof low === 'number' && typeof high === 'number' ? ` for ${formatPriceRange(low, high)}` : '';
  return (
    <div className={styles.verdict}>
      <p className={verdict === 'high' ? styles.verdictWords : `${styles.verdictWords} ${styles.good}`}>
        {VERDICT_WORDS[verdict]}: {comparison}.
      </p>
      <p className={`${text.body2} ${text.secondary}`}>
        {formatCountOf(count, { one: 'similar phone', other: 'similar phones' })} sold or listed{range}, median {formatAmount(median)}.
      </p>
    </div>
  );
}
