import type { PriceVerdict } from '@contract/fair-price';
import { Pill } from '@/components/pill';

/** Scores at or above this read as high trust (green); the rest are neutral. */
const HIGH_TRUST = 80;

/** "Trust 86/100": the listing's trust score on its scale, compact, for cards and beside the product page's title. */
export function TrustBadge({ score }: { score: number | null | undefined }) {
  if (typeof score !== 'number') return null;
  return <Pill look={score >= HIGH_TRUST ? 'successSoft' : 'neutralOutlined'} glyph="shield" label={`Trust ${score}/100`} title={`Trust score ${score} of 100`} />;
}

const VERDICT_LABELS: Partial<Record<PriceVerdict, string>> = { great: 'Great price', fair: 'Fair price' };

/** "Great price" or "Fair price" against similar phones; nothing for a high price or no verdict. */
export function PriceVerdictBadge({ verdict }: { verdict: PriceVerdict | null | undefined }) {
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
