import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISPUTE_PHOTOS_MAX, DISPUTE_REASONS, type Dispute, type DisputeReason } from '@contract/disputes';
import type { OrderView } from '@contract/orders';
import type { OrderSide } from '@contract/order-status';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { imageFileProblem, uploadImage } from '@/lib/upload-image';
import { useAnswerDispute, useOpenDispute, useOrderDispute } from '@/features/orders/api/disputes';
import { DISPUTE_OUTCOME_WORDS, DISPUTE_REASON_WORDS } from '@/features/orders/lib/dispute-words';

const STATUS_WORDS: Record<Dispute['status'], MessageDescriptor> = {
  open: msg`Waiting for the seller’s answer`,
  answered: msg`Answered: an admin will decide`,
  unanswered: msg`The seller did not answer in time: an admin will decide`,
  decided: msg`Decided`,
};

/** What was reported and said so far, for both sides (and admins). */
export function DisputeSummary({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useLingui();
  const { formatMoment } = useFormat();
  const status = i18n._(STATUS_WORDS[dispute.status]);
  const opened = formatMoment(dispute.opened_at);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography fontWeight={700}>{i18n._(DISPUTE_REASON_WORDS[dispute.reason])}</Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>
          {status} · opened {opened}
        </Trans>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>“{dispute.text}”</Typography>
      {dispute.photos.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {dispute.photos.map((photo) => (
            <Box key={photo} component="img" src={photo} alt={t`Photo from the buyer`} sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }} />
          ))}
        </Box>
      ) : null}
      {dispute.answer ? (
        <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            <Trans>The seller answered</Trans>
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{dispute.answer}</Typography>
        </Box>
      ) : null}
      {dispute.outcome ? (
        <Alert severity={dispute.outcome === 'resolved' ? 'success' : 'warning'}>
          <AlertTitle>{i18n._(DISPUTE_OUTCOME_WORDS[dispute.outcome])}</AlertTitle>
          {dispute.decision_note}
        </Alert>
      ) : null}
    </Box>
  );
}

/** The buyer's "Report a problem": a reason from the list, what happened, and up to 4 photos (uploaded first, as listing photos are). */
function ReportForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const photosMax = useFormat().formatCount(DISPUTE_PHOTOS_MAX);
  const openDispute = useOpenDispute(orderId);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || !text.trim()) {
      setProblem(t`Choose what is wrong and say what happened.`);
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
    <Box component="form" aria-label={t`Report a problem`} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <TextField select label={t`What is wrong?`} value={reason} onChange={(event) => setReason(event.target.value as DisputeReason)} required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t`Choose a reason`}</option>
        {DISPUTE_REASONS.map((value) => (
          <option key={value} value={value}>
            {i18n._(DISPUTE_REASON_WORDS[value])}
          </option>
        ))}
      </TextField>
      <TextField label={t`What happened`} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={3} required slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <Box>
        <Typography component="label" variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 0.5 }} htmlFor="dispute-photos">
          <Trans>Photos (up to {photosMax})</Trans>
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
        {sending ? t`Sending…` : t`Send to ReCell`}
      </Button>
    </Box>
  );
}

function AnswerForm({ orderId, answerBy }: { orderId: string; answerBy: string }) {
  const { t } = useLingui();
  const answerUntil = useFormat().formatMoment(answerBy);
  const answerDispute = useAnswerDispute(orderId);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setProblem(t`Write your answer.`);
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
    <Box component="form" aria-label={t`Answer the dispute`} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <TextField
        label={t`Your answer`}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        multiline
        minRows={3}
        required
        error={Boolean(problem)}
        helperText={problem ?? t`Answer before ${answerUntil}; an admin reads both sides and decides.`}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained" disabled={answerDispute.isPending}>
        {answerDispute.isPending ? t`Sending…` : t`Send answer`}
      </Button>
    </Box>
  );
}

/**
 * After a handover: the buyer may report a problem until the window ends, the seller answers it,
 * both follow the decision; once the window has passed (or the dispute is decided) the order is final.
 */
export function DisputePanel({ order, side }: { order: Pick<OrderView, '_id' | 'status'>; side: OrderSide | null }) {
  const { t } = useLingui();
  const { formatMoment } = useFormat();
  const state = useOrderDispute(order._id, order.status === 'completed');
  const [reporting, setReporting] = useState(false);
  if (order.status !== 'completed' || !state.data) return null;
  const { dispute, window_ends_at: windowEnds, can_open: canOpen, final } = state.data;
  const windowEndsAt = windowEnds ? formatMoment(windowEnds) : '';
  return (
    <Paper component="section" aria-label={t`Problems after the handover`} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {dispute ? t`Reported problem` : t`After the handover`}
      </Typography>
      {dispute ? <DisputeSummary dispute={dispute} /> : null}
      {dispute && side === 'seller' && dispute.status === 'open' ? <AnswerForm orderId={order._id} answerBy={dispute.answer_by} /> : null}
      {!dispute && canOpen && windowEnds ? (
        <>
          <Typography variant="body2" color="text.secondary">
            <Trans>Something wrong with the phone? You can report it until {windowEndsAt}. The seller answers, and ReCell decides.</Trans>
          </Typography>
          {reporting ? (
            <ReportForm orderId={order._id} onDone={() => setReporting(false)} />
          ) : (
            <Button variant="outlined" color="error" onClick={() => setReporting(true)} sx={{ mt: 1.5 }}>
              <Trans>Report a problem</Trans>
            </Button>
          )}
        </>
      ) : null}
      {!dispute && !canOpen && !final && windowEnds ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>The buyer can report a problem until {windowEndsAt}; after that this order is final.</Trans>
        </Typography>
      ) : null}
      {final ? (
        <Alert severity="info" sx={{ mt: dispute ? 2 : 0 }}>
          {dispute ? t`This order is final.` : t`This order is final: the time to report a problem ended ${windowEndsAt}.`}
        </Alert>
      ) : null}
    </Paper>
  );
}
