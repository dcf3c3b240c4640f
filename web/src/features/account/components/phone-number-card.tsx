import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { bdMobileNumber } from '@contract/schema-helpers';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { confirmPhoneCode, sendPhoneCode } from '@/lib/auth';
import { formatPhoneNumber } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { AccountSection } from '@/features/account/components/account-section';
import { AccountFailure } from '@/features/account/components/account-failure';

const numberSchema = z.object({ phone: bdMobileNumber });

type Step = { kind: 'shown' } | { kind: 'number' } | { kind: 'code'; phone: string };

/**
 * Profile → Phone number: a Bangladeshi mobile number, verified by a code Firebase texts to it
 * (linkWithPhoneNumber; a verified number is changed the same way). There is no "remove": listing
 * and booking need a number, and a seller's listings say theirs is verified.
 */
export function PhoneNumberCard({ phoneNumber: sessionNumber }: { phoneNumber: string | null }) {
  const { t } = useLingui();
  // The number just confirmed shows at once, before the session reports it.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const phoneNumber = confirmed ?? sessionNumber;
  const [step, setStep] = useState<Step>({ kind: phoneNumber ? 'shown' : 'number' });
  // The failure itself, put in words as it shows: in the page's language.
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // reCAPTCHA's invisible check renders in here (with the Auth emulator, a stand-in that checks nothing).
  const recaptcha = useRef<HTMLDivElement>(null);
  // Made here, so its message is in the page's language.
  const codeSchema = useMemo(
    () => z.object({ code: z.string().trim().regex(/^\d{6}$/, { error: t`Enter the 6-digit code from the text message.` }) }),
    [t],
  );
  const numberForm = useZodForm(numberSchema, { defaultValues: { phone: '' } });
  const codeForm = useZodForm(codeSchema, { defaultValues: { code: '' } });

  const attempt = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const onSend = numberForm.handleSubmit(({ phone }) =>
    attempt(async () => {
      await sendPhoneCode(phone, recaptcha.current!);
      codeForm.reset({ code: '' });
      setStep({ kind: 'code', phone });
    }),
  );

  const onConfirm = codeForm.handleSubmit(({ code }) =>
    attempt(async () => {
      setConfirmed(await confirmPhoneCode(code));
      notifySuccess('phoneVerified');
      setStep({ kind: 'shown' });
    }),
  );

  const startAgain = () => {
    setFailure(null);
    numberForm.reset({ phone: '' });
    setStep({ kind: 'number' });
  };

  const kept = phoneNumber ? formatPhoneNumber(phoneNumber) : '';
  return (
    <AccountSection
      title={t`Phone number`}
      description={t`Sellers need a verified number to list a phone and buyers to book one. It is the number the other side gets once a booking is made; nobody else sees it.`}
    >
      {step.kind === 'shown' && phoneNumber ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Chip icon={<VerifiedIcon />} color="success" variant="outlined" label={t`Phone verified`} />
          <Typography sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>{formatPhoneNumber(phoneNumber)}</Typography>
          <Button onClick={startAgain} sx={{ ml: { sm: 'auto' } }}>
            <Trans>Change number</Trans>
          </Button>
        </Stack>
      ) : step.kind === 'code' ? (
        <form noValidate onSubmit={onConfirm} aria-label={t`Confirm your number`}>
          <Typography sx={{ mb: 2 }}>
            <Trans>
              We texted a 6-digit code to <strong style={{ whiteSpace: 'nowrap' }}>{formatPhoneNumber(step.phone)}</strong>. Enter it here.
            </Trans>
          </Typography>
          <Box sx={{ maxWidth: 320 }}>
            <FormTextField
              control={codeForm.control}
              name="code"
              label={t`Code`}
              autoComplete="one-time-code"
              required
              disabled={busy}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t`Checking…` : t`Verify`}
            </Button>
            <Button onClick={startAgain} disabled={busy}>
              <Trans>Use another number</Trans>
            </Button>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={onSend} aria-label={t`Verify a phone number`}>
          {phoneNumber ? null : <Chip label={t`Not verified`} variant="outlined" sx={{ mb: 2 }} />}
          <Box sx={{ maxWidth: 320 }}>
            <FormTextField
              control={numberForm.control}
              name="phone"
              label={t`Mobile number`}
              type="tel"
              autoComplete="tel-national"
              placeholder="01712 345678"
              helperText={t`A Bangladeshi mobile number. We text it a code.`}
              required
              disabled={busy}
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t`Sending…` : t`Send code`}
            </Button>
            {phoneNumber ? (
              <Button onClick={() => setStep({ kind: 'shown' })} disabled={busy}>
                <Trans>Keep {kept}</Trans>
              </Button>
            ) : null}
          </Stack>
        </form>
      )}
      <AccountFailure failure={failure} />
      <div ref={recaptcha} />
    </AccountSection>
  );
}
