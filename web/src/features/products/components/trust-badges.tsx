import { isVerdictOfPrice, type PriceVerdict } from '@contract/price-verdict';
import { Pill } from '@/components/pill';

/** Scores at or above this read as high trust (green); the rest are neutral. */
const HIGH_TRUST = 80;

/** "Trust 86/100": the listing's trust score on its scale, compact, for cards and beside the product page's title. */
export function TrustBadge({ score }: { score: number | null | undefined }) {
  if (typeof score !== 'number') return null;
  return <Pill look={score >= HIGH_TRUST ? 'successSoft' : 'neutralOutlined'} glyph="shield" label={`Trust ${score}/100`} title={`Trust score ${score} of 100`} />;
}

const VERDICT_LABELS: Partial<Record<PriceVerdict, string>> = { great: 'Great price', fair: 'Fair price' };

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
  const verdict = shownVerdict(listing);
  const label = verdict ? VERDICT_LABELS[verdict] : undefined;
  if (!label) return null;
  const great = verdict === 'great';
  return (
    <Pill
      look={great ? 'successSolid' : 'primarySoft'}
      glyph="offer"
      label={label}
      title={great ? 'At least 10 % under the median of similar phones' : 'Within 10 % of the median of similar phones'}
    />
  );
}
