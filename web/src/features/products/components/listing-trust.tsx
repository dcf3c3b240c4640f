import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import type { PriceVerdict } from '@contract/fair-price';
import { maskedImei } from '@contract/imei';
import { ATTESTATION_ITEMS, CONDITION_GRADES } from '@contract/grades';
import type { PublicListing } from '@contract/products';
import { TRUST_WEIGHTS, type TrustReason } from '@contract/trust';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatAmount, formatPriceRange } from '@/lib/format';

/** A tick or a cross, and what it says. */
function Check({ ok, children, detail }: { ok: boolean; children: ReactNode; detail?: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.25, alignItems: 'start', py: 0.75 }}>
      {ok ? (
        <CheckCircleIcon titleAccess="Yes" sx={{ color: 'success.main', fontSize: 22, mt: '1px' }} />
      ) : (
        <CancelIcon titleAccess="No" sx={{ color: 'grey.500', fontSize: 22, mt: '1px' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        {children}
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** "Why 86?": the listing's trust score and each of its reasons with a tick or a cross and the points it earned. */
export function TrustBreakdown({ score, reasons }: { score: number; reasons: readonly TrustReason[] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 52,
            height: 52,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: score >= 80 ? '#f0fdf4' : '#f3f4f6',
            color: score >= 80 ? 'success.main' : 'text.primary',
            border: 2,
            borderColor: score >= 80 ? 'success.main' : 'divider',
            fontWeight: 800,
            fontSize: '1.2rem',
          }}
        >
          {score}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
            Why {score}?
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Trust score {score} of 100, from what ReCell could check about this listing and its seller.
          </Typography>
        </Box>
      </Box>
      <Box component="ul" sx={listSx} aria-label="Trust score reasons">
        {reasons.map((reason) => (
          <Check key={reason.factor} ok={reason.met} detail={TRUST_WEIGHTS[reason.factor]?.measure}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600, minWidth: 0 }}>
                <Box component="span" sx={visuallyHidden}>
                  {reason.met ? 'Met: ' : 'Not met: '}
                </Box>
                {reason.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: reason.points > 0 ? 'success.main' : 'text.secondary' }}>
                +{reason.points}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                  {' '}
                  of {reason.max}
                </Box>
              </Typography>
            </Box>
          </Check>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * "IMEI •••• 4821, checked format", and honestly what was checked (the format, and that no other
 * live listing on ReCell has it) and what was not (carrier blacklists, which need a paid GSMA service).
 */
export function ImeiCheck({ last4 }: { last4: string | null | undefined }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <ShieldIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
        {last4 ? `${maskedImei(last4)}, checked format` : 'No IMEI given'}
      </Typography>
      {last4 ? (
        <Box component="ul" sx={listSx} aria-label="What was checked">
          <Check ok detail="15 digits, and the last one is the right check digit (a typo would not pass).">
            <Typography sx={{ fontWeight: 600 }}>Format checked</Typography>
          </Check>
          <Check ok detail="No other phone for sale on ReCell has this IMEI.">
            <Typography sx={{ fontWeight: 600 }}>Unique on ReCell</Typography>
          </Check>
          <Check ok={false} detail="Checking that needs a paid GSMA service. When you meet, dial *#06# on the phone and check the last 4 digits match.">
            <Typography sx={{ fontWeight: 600 }}>Not checked against carrier blacklists</Typography>
          </Check>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          This phone was listed before ReCell asked for IMEIs. When you meet, dial *#06# on the phone to see it.
        </Typography>
      )}
    </Paper>
  );
}

/** "What does Good mean?": the grade's published definition and what every grade means, opened in place. */
export function GradeExplainer({ condition_type: condition, attested }: Pick<PublicListing, 'condition_type' | 'attested'>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const grade = CONDITION_GRADES[condition];
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms ease' }} />}
        sx={{ px: 1, ml: -1 }}
      >
        What does {grade.label} mean?
      </Button>
      <Collapse in={open} id={panelId}>
        <Box sx={{ mt: 1, p: 2, borderRadius: 2, bgcolor: '#f5f6ff', border: 1, borderColor: '#e0e7ff' }}>
          <Typography sx={{ fontWeight: 700 }}>{grade.label}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {grade.details.map((line) => (
              <Typography component="li" key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </Box>
          <Typography sx={{ fontWeight: 700, mt: 1.5 }}>Every grade also means</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {ATTESTATION_ITEMS.map((item) => (
              <Typography component="li" key={item.id} variant="body2">
                {item.label}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {attested ? 'The seller confirmed each of these when listing this phone.' : 'This phone was listed before sellers were asked to confirm these.'}
          </Typography>
        </Box>
      </Collapse>
    </Box>
  );
}

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
 * and how this price compares. Nothing without a verdict (fewer than 3 similar phones).
 */
export function PriceVerdictText({ listing }: { listing: VerdictSource }) {
  const { price_verdict: verdict, price_median: median, price_comparables: count, price_low: low, price_high: high } = listing;
  if (!verdict || median === null) return null;
  const difference = Math.round(((listing.price - median) / median) * 100);
  const comparison = difference === 0 ? 'the same as the median' : `${Math.abs(difference)} % ${difference < 0 ? 'below' : 'above'} the median`;
  const range = typeof low === 'number' && typeof high === 'number' ? ` for ${formatPriceRange(low, high)}` : '';
  return (
    <Box sx={{ mt: 1 }}>
      <Typography sx={{ fontWeight: 700, color: verdict === 'high' ? 'text.primary' : 'success.main' }}>
        {VERDICT_WORDS[verdict]}: {comparison}.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {count} similar {count === 1 ? 'phone' : 'phones'} sold or listed{range}, median {formatAmount(median)}.
      </Typography>
    </Box>
  );
}
