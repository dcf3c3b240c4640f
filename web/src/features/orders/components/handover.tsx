import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/toasts';
import { useSubmitHandover } from '@/features/orders/api/submit-handover';
import { HANDOVER_CODE_DIGITS, HANDOVER_LOCK_MINUTES } from '@contract/constants';

/** The buyer's handover code, large, with when to give it. */
export function HandoverCode({ code }: { code: string }) {
  return (
    <Box component="section" aria-labelledby="handover-code-title" sx={{ textAlign: 'center' }}>
      <Typography id="handover-code-title" variant="h6" component="h2">
        Your handover code
      </Typography>
      <Typography
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: { xs: '2.4rem', sm: '2.8rem' }, fontWeight: 800, letterSpacing: '0.3em', my: 1, pl: '0.3em' }}
      >
        {code}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Give it to the seller only once you have checked the phone and paid. Entering it completes the deal.
      </Typography>
    </Box>
  );
}

/** The seller enters the buyer's code: the order completes and the phone is sold. Wrong codes and the lock are said next to the field. */
export function HandoverEntry({ orderId, lockedUntil }: { orderId: string; lockedUntil: string | null }) {
  const submitHandover = useSubmitHandover();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ message: string; locked: boolean } | null>(null);
  const lockedNow = lockedUntil !== null && Date.parse(lockedUntil) > Date.now();

  const onSubmit = async () => {
    if (!new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`).test(code)) {
      setProblem({ message: `Enter the ${HANDOVER_CODE_DIGITS} digits the buyer shows you.`, locked: false });
      return;
    }
    setProblem(null);
    try {
      await submitHandover.mutateAsync({ id: orderId, code });
    } catch (error) {
      const locked = isApiError(error) && error.status === 423;
      setProblem({
        message: locked ? `Too many wrong codes. ${errorMessage(error)}` : errorMessage(error),
        locked,
      });
      return;
    }
    notifySuccess('handoverDone');
  };

  return (
    <Box
      component="form"
      aria-labelledby="handover-entry-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Typography id="handover-entry-title" variant="h6" component="h2">
        Complete the handover
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Once the buyer has checked the phone and paid, they show you a {HANDOVER_CODE_DIGITS}-digit code. Entering it completes the deal and marks the phone sold.
      </Typography>
      {problem?.locked || (lockedNow && !problem) ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem?.message ?? `Too many wrong codes: the handover is locked for ${HANDOVER_LOCK_MINUTES} minutes. Check the code with the buyer, then try again.`}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          label="Buyer's code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, HANDOVER_CODE_DIGITS))}
          error={Boolean(problem) && !problem?.locked}
          helperText={problem && !problem.locked ? problem.message : ' '}
          autoComplete="one-time-code"
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: HANDOVER_CODE_DIGITS, style: { letterSpacing: '0.3em', fontWeight: 700 } } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitHandover.isPending} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, mt: { sm: 0.5 } }}>
          {submitHandover.isPending ? 'Checking…' : 'Complete handover'}
        </Button>
      </Box>
    </Box>
  );
}
