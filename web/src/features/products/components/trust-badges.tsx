import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import type { PriceVerdict } from '@contract/fair-price';

/** Scores at or above this read as high trust (green); the rest are neutral. */
const HIGH_TRUST = 80;

/** "Trust 86": the listing's trust score, compact, for cards and beside the product page's title. */
export function TrustBadge({ score, sx }: { score: number | null | undefined; sx?: SxProps<Theme> }) {
  if (typeof score !== 'number') return null;
  const high = score >= HIGH_TRUST;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={high ? 'success' : 'default'}
      icon={<ShieldIcon />}
      label={`Trust ${score}`}
      title={`Trust score ${score} of 100`}
      sx={[{ bgcolor: high ? '#f0fdf4' : 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

const VERDICT_LABELS: Partial<Record<PriceVerdict, string>> = { great: 'Great price', fair: 'Fair price' };

/** "Great price" or "Fair price" against similar phones; nothing for a high price or no verdict. */
export function PriceVerdictBadge({ verdict, sx }: { verdict: PriceVerdict | null | undefined; sx?: SxProps<Theme> }) {
  const label = verdict ? VERDICT_LABELS[verdict] : undefined;
  if (!label) return null;
  const great = verdict === 'great';
  return (
    <Chip
      size="small"
      variant={great ? 'filled' : 'outlined'}
      color={great ? 'success' : 'primary'}
      icon={<LocalOfferIcon />}
      label={label}
      title={great ? 'At least 10 % under the median of similar phones' : 'Within 10 % of the median of similar phones'}
      sx={[great ? { bgcolor: 'success.dark' } : { bgcolor: '#eef2ff' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
