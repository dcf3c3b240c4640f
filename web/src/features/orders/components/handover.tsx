import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat, useWords } from '@/lib/i18n/hooks';
import { validationMessage } from '@/lib/i18n/validation-messages';
import { notifySuccess } from '@/lib/toasts';
import { useSubmitHandover } from '@/features/orders/api/submit-handover';
import { HANDOVER_CODE_DIGITS, HANDOVER_LOCK_MINUTES } from '@contract/constants';

/** The buyer's handover code, large, with when to give it. */
export function HandoverCode({ code }: { code: string }) {
  return (
    <Box component="section" aria-labelledby="handover-code-title" sx={{ textAlign: 'center' }}>
      <Typography id="handover-code-title" variant="h6" component="h2">
        <Trans>Your handover code</Trans>
      </Typography>
      <Typography
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: { xs: '2.4rem', sm: '2.8rem' }, fontWeight: 800, letterSpacing: '0.3em', my: 1, pl: '0.3em' }}
      >
        {code}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>Give it to the seller only once you have checked the phone and paid. Entering it completes the deal.</Trans>
      </Typography>
    </Box>
  );
}

/** The seller enters the buyer's code: the order completes and the phone is sold. Wrong codes and the lock are said next to the field. */
export function HandoverEntry({ orderId, lockedUntil }: { orderId: string; lockedUntil: string | null }) {
  const { t } = useLingui();
  const words = useWords();
  const { formatCount } = useFormat();
  const digits = formatCount(HANDOVER_CODE_DIGITS);
  const lockMinutes = formatCount(HANDOVER_LOCK_MINUTES);
  const submitHandover = useSubmitHandover();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ message: string; locked: boolean } | null>(null);
  const lockedNow = lockedUntil !== null && Date.parse(lockedUntil) > Date.now();

  const onSubmit = async () => {
    if (!new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`).test(code)) {
      setProblem({ message: t`Enter the ${digits} digits the buyer shows you.`, locked: false });
      return;
    }
    setProblem(null);
    try {
      await submitHandover.mutateAsync({ id: orderId, code });
    } catch (error) {
      const locked = isApiError(error) && error.status === 423;
      // A wrong code is the code field's error, whose words say how many tries are left: kept in the page's language.
      const wrongCode = isApiError(error) && error.details.some((detail) => detail.path === 'code' && detail.message === error.message);
      const said = wrongCode ? validationMessage(error.message, words) : await errorText(error, words.i18n);
      // A lock's words, the API's or its code's, say for how long.
      setProblem({ message: said, locked });
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
        <Trans>Complete the handover</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        <Trans>
          Once the buyer has checked the phone and paid, they show you a {digits}-digit code. Entering it completes the deal and marks the phone sold.
        </Trans>
      </Typography>
      {problem?.locked || (lockedNow && !problem) ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem?.message ?? t`Too many wrong codes: the handover is locked for ${lockMinutes} minutes. Check the code with the buyer, then try again.`}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          label={t`Buyer's code`}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, HANDOVER_CODE_DIGITS))}
          error={Boolean(problem) && !problem?.locked}
          helperText={problem && !problem.locked ? problem.message : ' '}
          autoComplete="one-time-code"
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: HANDOVER_CODE_DIGITS, style: { letterSpacing: '0.3em', fontWeight: 700 } } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitHandover.isPending} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, mt: { sm: 0.5 } }}>
          {submitHandover.isPending ? t`Checking…` : t`Complete handover`}
        </Button>
      </Box>
    </Box>
  );
}
