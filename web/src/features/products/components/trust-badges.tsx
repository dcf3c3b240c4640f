import { isVerdictOfPrice, type PriceVerdict } from '@contract/price-verdict';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pill } from '@/components/pill';
import { useFormat } from '@/lib/i18n/hooks';

/** Scores at or above this read as high trust (green); the rest are neutral. */
const HIGH_TRUST = 80;

/** "Trust 86/100": the listing's trust score on its scale, compact, for cards and beside the product page's title. */
export function TrustBadge({ score }: { score: number | null | undefined }) {
  const { t } = useLingui();
  const { formatCount } = useFormat();
  if (typeof score !== 'number') return null;
  const value = formatCount(score);
  const scale = formatCount(100);
  return <Pill look={score >= HIGH_TRUST ? 'successSoft' : 'neutralOutlined'} glyph="shield" label={t`Trust ${value}/${scale}`} title={t`Trust score ${value} of ${scale}`} />;
}

const VERDICT_LABELS: Partial<Record<PriceVerdict, MessageDescriptor>> = { great: msg`Great price`, fair: msg`Fair price` };

/** What a verdict badge reads of a listing. */
interface VerdictOf {
  price: number;
  price_verdict: PriceVerdict | null;
  price_median: number | null;
}

/** The verdict a listing's badge shows: none for one judged at an earlier price (its seller just changed it) until it is judged again. */
export const shownVerdict = (listing: VerdictOf): PriceVerdict | null => (isVerdictOfPrice(listing) ? listing.price_verdict : null);

/** "Great price" or "Fair price" against similar phones; nothing for a high price, no verdict, or one being judged again. */
export function PriceVerdictBadge({ listing }: { listing: VerdictOf }) {
  const { t, i18n } = useLingui();
  const verdict = shownVerdict(listing);
  const label = verdict ? VERDICT_LABELS[verdict] : undefined;
  if (!label) return null;
  const great = verdict === 'great';
  return (
    <Pill
      look={great ? 'successSolid' : 'primarySoft'}
      glyph="offer"
      label={i18n._(label)}
      title={great ? t`At least 10 % under the median of similar phones` : t`Within 10 % of the median of similar phones`}
    />
  );
}
