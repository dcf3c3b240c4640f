import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isVerdictOfPrice, type PriceVerdict } from '@contract/price-verdict';
import text from '@/components/text.module.css';
import { useFormat } from '@/lib/i18n/hooks';
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

const VERDICT_WORDS: Record<PriceVerdict, MessageDescriptor> = { great: msg`A great price`, fair: msg`A fair price`, high: msg`Above the usual price` };

/**
 * "7 similar phones sold or listed for ৳42,000–48,000, median ৳45,000": the price verdict in words,
 * and how this price compares. Nothing without a verdict (fewer than 3 similar phones); right after
 * a price change, until the verdict is judged again at the new price, that it is being checked.
 */
export function PriceVerdictText({ listing }: { listing: VerdictSource }) {
  const { t, i18n } = useLingui();
  const { formatAmount, formatCount, formatPriceRange } = useFormat();
  const { price_verdict: verdict, price_median: median, price_comparables: count, price_low: low, price_high: high } = listing;
  if (!verdict || median === null) return null;
  if (!isVerdictOfPrice(listing)) {
    return (
      <p role="status" className={`${styles.verdict} ${text.body2} ${text.secondary}`}>
        {t`Updating: checking this price against similar phones…`}
      </p>
    );
  }
  const difference = Math.round(((listing.price - median) / median) * 100);
  const percent = formatCount(Math.abs(difference));
  const comparison = difference === 0 ? t`the same as the median` : difference < 0 ? t`${percent} % below the median` : t`${percent} % above the median`;
  const words = i18n._(VERDICT_WORDS[verdict]);
  const shown = formatCount(count);
  const phones = t`${plural(count, { one: `${shown} similar phone`, other: `${shown} similar phones` })}`;
  const middle = formatAmount(median);
  const range = typeof low === 'number' && typeof high === 'number' ? formatPriceRange(low, high) : null;
  return (
    <div className={styles.verdict}>
      <p className={verdict === 'high' ? styles.verdictWords : `${styles.verdictWords} ${styles.good}`}>{t`${words}: ${comparison}.`}</p>
      <p className={`${text.body2} ${text.secondary}`}>
        {range ? t`${phones} sold or listed for ${range}, median ${middle}.` : t`${phones} sold or listed, median ${middle}.`}
      </p>
    </div>
  );
}
