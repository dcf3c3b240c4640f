import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { isValidImei } from '@contract/imei';
import { MODERATION_DETAILS_MAX_LENGTH } from '@contract/constants';
import { notifySuccess } from '@/lib/toasts';
import { useBlockImei } from '@/features/moderation/api/imei-blocks';

/** Blocks a phone by its IMEI, with the reason (kept with the block and in the audit log). */
export function ImeiBlockForm() {
  const { t } = useLingui();
  const [imei, setImei] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const block = useBlockImei();
  const digits = imei.replace(/\s/g, '');
  const imeiError = tried && !isValidImei(digits) ? t`Enter the 15 digits of a valid IMEI.` : undefined;
  const reasonError = tried && !reason.trim() ? t`Say why this phone is blocked.` : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isValidImei(digits) || !reason.trim() || reason.trim().length > MODERATION_DETAILS_MAX_LENGTH) return;
    block.mutate(
      { imei: digits, reason: reason.trim() },
      {
        onSuccess: () => {
          setImei('');
          setReason('');
          setTried(false);
          notifySuccess('imeiBlocked');
        },
      },
    );
  };

  return (
    <Paper component="form" aria-label={t`Block an IMEI`} variant="outlined" onSubmit={submit} noValidate sx={{ p: 2, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr auto' }, alignItems: 'start' }}>
      <TextField label="IMEI" value={imei} onChange={(event) => setImei(event.target.value)} inputProps={{ inputMode: 'numeric', autoComplete: 'off' }} error={Boolean(imeiError)} helperText={imeiError ?? t`15 digits`} />
      <TextField label={t`Reason`} value={reason} onChange={(event) => setReason(event.target.value)} error={Boolean(reasonError)} helperText={reasonError ?? t`For example: reported stolen by its owner`} />
      <Box sx={{ pt: { md: 1 } }}>
        <Button type="submit" variant="contained" color="error" disabled={block.isPending}>
          <Trans>Block IMEI</Trans>
        </Button>
      </Box>
    </Paper>
  );
}
