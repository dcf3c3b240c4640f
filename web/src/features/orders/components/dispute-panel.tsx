import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISPUTE_OUTCOME_LABELS, DISPUTE_PHOTOS_MAX, DISPUTE_REASON_LABELS, DISPUTE_REASONS, type Dispute, type DisputeReason } from '@contract/disputes';
import type { OrderView } from '@contract/orders';
import type { OrderSide } from '@contract/order-status';
import { formatMoment } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { imageFileProblem, uploadImage } from '@/lib/upload-image';
import { useAnswerDispute, useOpenDispute, useOrderDispute } from '@/features/orders/api/disputes';

const STATUS_WORDS: Record<Dispute['status'], string> = {
  open: 'Waiting for the seller’s answer',
  answered: 'Answered: an admin will decide',
  unanswered: 'The seller did not answer in time: an admin will decide',
  decided: 'Decided',
};

/** What was reported and said so far, for both sides (and admins). */
export function DisputeSummary({ dispute }: { dispute: Dispute }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography fontWeight={700}>{DISPUTE_REASON_LABELS[dispute.reason]}</Typography>
      <Typography variant="body2" color="text.secondary">
        {STATUS_WORDS[dispute.status]} · opened {formatMoment(dispute.opened_at)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>“{dispute.text}”</Typography>
      {dispute.photos.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {dispute.photos.map((photo) => (
            <Box key={photo} component="img" src={photo} alt="Photo from the buyer" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }} />
          ))}
        </Box>
      ) : null}
      {dispute.answer ? (
        <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            The seller answered
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{dispute.answer}</Typography>
        </Box>
      ) : null}
      {dispute.outcome ? (
        <Alert severity={dispute.outcome === 'resolved' ? 'success' : 'warning'}>
          <AlertTitle>{DISPUTE_OUTCOME_LABELS[dispute.outcome]}</AlertTitle>
          {dispute.decision_note}
        </Alert>
      ) : null}
    </Box>
  );
}

/** The buyer's "Report a problem": a reason from the list, what happened, and up to 4 photos (uploaded first, as listing photos are). */
function ReportForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const openDispute = useOpenDispute(orderId);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || !text.trim()) {
      setProblem('Choose what is wrong and say what happened.');
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const photos = await Promise.all(files.map(async (file) => (await uploadImage(file)).display_url));
      await openDispute.mutateAsync({ reason, text: text.trim(), photos });
    } catch {
      return; // Toasted by the query client.
    } finally {
      setSending(false);
    }
    notifySuccess('disputeOpened');
    onDone();
  };

  return (
    <Box component="form" aria-label="Report a problem" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <TextField select label="What is wrong?" value={reason} onChange={(event) => setReason(event.target.value as DisputeReason)} required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">Choose a reason</option>
        {DISPUTE_REASONS.map((value) => (
          <option key={value} value={value}>
            {DISPUTE_REASON_LABELS[value]}
          </option>
        ))}
      </TextField>
      <TextField label="What happened" value={text} onChange={(event) => setText(event.target.value)} multiline minRows={3} required slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <Box>
        <Typography component="label" variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 0.5 }} htmlFor="dispute-photos">
          Photos (up to {DISPUTE_PHOTOS_MAX})
        </Typography>
        <input
          id="dispute-photos"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])].slice(0, DISPUTE_PHOTOS_MAX);
            const bad = picked.map(imageFileProblem).find(Boolean);
            setProblem(bad ?? null);
            setFiles(bad ? [] : picked);
          }}
        />
      </Box>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button type="submit" variant="contained" color="error" disabled={sending}>
        {sending ? 'Sending…' : 'Send to ReCell'}
      </Button>
    </Box>
  );
}

function AnswerForm({ orderId, answerBy }: { orderId: string; answerBy: string }) {
  const answerDispute = useAnswerDispute(orderId);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setProblem('Write your answer.');
      return;
    }
    try {
      await answerDispute.mutateAsync({ answer: answer.trim() });
    } catch {
      return;
    }
    notifySuccess('disputeAnswered');
  };
  return (
    <Box component="form" aria-label="Answer the dispute" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <TextField
        label="Your answer"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        multiline
        minRows={3}
        required
        error={Boolean(problem)}
        helperText={problem ?? `Answer before ${formatMoment(answerBy)}; an admin reads both sides and decides.`}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained" disabled={answerDispute.isPending}>
        {answerDispute.isPending ? 'Sending…' : 'Send answer'}
      </Button>
    </Box>
  );
}

/**
 * After a handover: the buyer may report a problem until the window ends, the seller answers it,
 * both follow the decision; once the window has passed (or the dispute is decided) the order is final.
 */
export function DisputePanel({ order, side }: { order: Pick<OrderView, '_id' | 'status'>; side: OrderSide | null }) {
  const state = useOrderDispute(order._id, order.status === 'completed');
  const [reporting, setReporting] = useState(false);
  if (order.status !== 'completed' || !state.data) return null;
  const { dispute, window_ends_at: windowEnds, can_open: canOpen, final } = state.data;
  return (
    <Paper component="section" aria-label="Problems after the handover" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {dispute ? 'Reported problem' : 'After the handover'}
      </Typography>
      {dispute ? <DisputeSummary dispute={dispute} /> : null}
      {dispute && side === 'seller' && dispute.status === 'open' ? <AnswerForm orderId={order._id} answerBy={dispute.answer_by} /> : null}
      {!dispute && canOpen && windowEnds ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Something wrong with the phone? You can report it until {formatMoment(windowEnds)}. The seller answers, and ReCell decides.
          </Typography>
          {reporting ? (
            <ReportForm orderId={order._id} onDone={() => setReporting(false)} />
          ) : (
            <Button variant="outlined" color="error" onClick={() => setReporting(true)} sx={{ mt: 1.5 }}>
              Report a problem
            </Button>
          )}
        </>
      ) : null}
      {!dispute && !canOpen && !final && windowEnds ? (
        <Typography variant="body2" color="text.secondary">
          The buyer can report a problem until {formatMoment(windowEnds)}; after that this order is final.
        </Typography>
      ) : null}
      {final ? (
        <Alert severity="info" sx={{ mt: dispute ? 2 : 0 }}>
          This order is final{dispute ? '' : `: the time to report a problem ended ${windowEnds ? formatMoment(windowEnds) : ''}`}.
        </Alert>
      ) : null}
    </Paper>
  );
}
