import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import { Trans, useLingui } from '@lingui/react/macro';
import { canTakeDisputeAction, DISPUTE_OUTCOMES, type Dispute, type DisputeOutcome } from '@contract/disputes';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useDecideDispute, useDisputeQueue } from '@/features/orders/api/disputes';
import { DisputeSummary } from '@/features/orders/components/dispute-panel';
import { DISPUTE_OUTCOME_WORDS } from '@/features/orders/lib/dispute-words';
import { RequireAuth } from '@/app/layouts/require-auth';

/** An admin's decision: an outcome from the contract's list and a note both sides read (and the audit log keeps). */
export function DecideForm({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useLingui();
  const decide = useDecideDispute();
  const itemName = dispute.item_name;
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcome || !note.trim()) {
      setProblem(t`Choose an outcome and write a note for both sides.`);
      return;
    }
    setProblem(null);
    try {
      await decide.mutateAsync({ id: dispute._id, outcome, note: note.trim() });
    } catch {
      return;
    }
    notifySuccess('disputeDecided');
  };
  return (
    <Box component="form" aria-label={t`Decide the dispute about ${itemName}`} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <TextField select label={t`Outcome`} value={outcome} onChange={(event) => setOutcome(event.target.value as DisputeOutcome)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t`Choose an outcome`}</option>
        {DISPUTE_OUTCOMES.map((value) => (
          <option key={value} value={value}>
            {i18n._(DISPUTE_OUTCOME_WORDS[value])}
          </option>
        ))}
      </TextField>
      <TextField
        label={t`Note`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(problem)}
        helperText={problem ?? t`Both sides read it; the audit log keeps it.`}
      />
      <Button type="submit" variant="contained" disabled={decide.isPending}>
        {decide.isPending ? t`Deciding…` : t`Decide`}
      </Button>
    </Box>
  );
}

/** /dashboard/disputes: disputes after a handover waiting for a decision, oldest first (admins only). */
export default function DisputesRoute() {
  const { t } = useLingui();
  const queue = useDisputeQueue();
  return (
    <RequireAuth role="admin">
      <PageHeader title={t`Disputes`} subtitle={t`Buyers who reported a problem within 72 hours of a handover. The seller has 48 hours to answer; then decide.`} />
      <PagedList
        query={queue}
        pending={<Spinner label={t`Loading disputes…`} />}
        errorTitle={t`Disputes could not be loaded`}
        empty={<EmptyState icon={<GavelIcon />} title={t`No disputes waiting`} text={t`When a buyer reports a problem after a handover, it shows up here.`} />}
        moreLabel={t`Show more disputes`}
      >
        {(items) => (
          <Stack spacing={2}>
            {items.map((dispute) => (
              <DisputeCard key={dispute._id} dispute={dispute} />
            ))}
          </Stack>
        )}
      </PagedList>
    </RequireAuth>
  );
}

/** One dispute in the queue: the phone, its price and sides, what was reported, and the decision form while one is due. */
function DisputeCard({ dispute }: { dispute: Dispute }) {
  const { t } = useLingui();
  const { formatMoment, formatPrice } = useFormat();
  const paths = usePaths();
  const { item_name: itemName, buyer_name: buyerName, seller_name: sellerName } = dispute;
  const answerUntil = formatMoment(dispute.answer_by);
  return (
    <Paper component="article" aria-label={t`Dispute about ${itemName}`} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {itemName} · {formatPrice(dispute.price)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <Trans>
          {buyerName} bought it from {sellerName} ·{' '}
          <Link component={RouterLink} to={paths.dashboard.order.getHref(dispute.order_id)}>
            the order
          </Link>
        </Trans>
        {dispute.status === 'open' ? t` · the seller may answer until ${answerUntil}` : ''}
      </Typography>
      <DisputeSummary dispute={dispute} />
      {canTakeDisputeAction('decide', dispute.status) ? <DecideForm dispute={dispute} /> : null}
    </Paper>
  );
}
