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
import { canTakeDisputeAction, DISPUTE_OUTCOME_LABELS, DISPUTE_OUTCOMES, type Dispute, type DisputeOutcome } from '@contract/disputes';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { formatMoment, formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { useDecideDispute, useDisputeQueue } from '@/features/orders/api/disputes';
import { DisputeSummary } from '@/features/orders/components/dispute-panel';
import { RequireAuth } from '@/app/layouts/require-auth';

/** An admin's decision: an outcome from the contract's list and a note both sides read (and the audit log keeps). */
export function DecideForm({ dispute }: { dispute: Dispute }) {
  const decide = useDecideDispute();
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcome || !note.trim()) {
      setProblem('Choose an outcome and write a note for both sides.');
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
    <Box component="form" aria-label={`Decide the dispute about ${dispute.item_name}`} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <TextField select label="Outcome" value={outcome} onChange={(event) => setOutcome(event.target.value as DisputeOutcome)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">Choose an outcome</option>
        {DISPUTE_OUTCOMES.map((value) => (
          <option key={value} value={value}>
            {DISPUTE_OUTCOME_LABELS[value]}
          </option>
        ))}
      </TextField>
      <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} multiline minRows={2} error={Boolean(problem)} helperText={problem ?? 'Both sides read it; the audit log keeps it.'} />
      <Button type="submit" variant="contained" disabled={decide.isPending}>
        {decide.isPending ? 'Deciding…' : 'Decide'}
      </Button>
    </Box>
  );
}

/** /dashboard/disputes: disputes after a handover waiting for a decision, oldest first (admins only). */
export default function DisputesRoute() {
  const queue = useDisputeQueue();
  return (
    <RequireAuth role="admin">
      <PageHeader title="Disputes" subtitle="Buyers who reported a problem within 72 hours of a handover. The seller has 48 hours to answer; then decide." />
      <PagedList
        query={queue}
        pending={<Spinner label="Loading disputes…" />}
        errorTitle="Disputes could not be loaded"
        empty={<EmptyState icon={<GavelIcon />} title="No disputes waiting" text="When a buyer reports a problem after a handover, it shows up here." />}
        moreLabel="Show more disputes"
      >
        {(items) => (
          <Stack spacing={2}>
            {items.map((dispute) => (
              <Paper key={dispute._id} component="article" aria-label={`Dispute about ${dispute.item_name}`} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography variant="h6" component="h2">
                  {dispute.item_name} · {formatPrice(dispute.price)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {dispute.buyer_name} bought it from {dispute.seller_name} ·{' '}
                  <Link component={RouterLink} to={paths.dashboard.order.getHref(dispute.order_id)}>
                    the order
                  </Link>
                  {dispute.status === 'open' ? ` · the seller may answer until ${formatMoment(dispute.answer_by)}` : ''}
                </Typography>
                <DisputeSummary dispute={dispute} />
                {canTakeDisputeAction('decide', dispute.status) ? <DecideForm dispute={dispute} /> : null}
              </Paper>
            ))}
          </Stack>
        )}
      </PagedList>
    </RequireAuth>
  );
}
