import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { forgotPasswordSchema, RESET_SENT, useRequestPasswordReset } from '@/features/auth/api/reset-password';
import { AuthError } from '@/features/auth/components/auth-error';
import { firebaseAuthMessage } from '@/features/auth/lib/auth-error-message';

/**
 * "Forgot password?": asks for the email and sends Firebase's reset link. The answer is the same
 * whether or not an account has that email (RESET_SENT), so it tells nobody who is registered.
 */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail: string }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-password-title" maxWidth="xs" fullWidth>
      {/* Mounted while open only, so each opening starts from the email typed on the login form. */}
      {open ? <ForgotPasswordContent onClose={onClose} initialEmail={initialEmail} /> : null}
    </Dialog>
  );
}

function ForgotPasswordContent({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const { control, handleSubmit } = useZodForm(forgotPasswordSchema, { defaultValues: { email: initialEmail } });
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const { i18n, t } = useLingui();

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    request.mutate(email, { onError: (error) => setFailure(firebaseAuthMessage(error, i18n)) });
  });

  if (request.isSuccess) {
    return (
      <>
        <DialogTitle id="forgot-password-title">{t`Check your email`}</DialogTitle>
        <DialogContent>
          <Alert severity="success" role="status">
            {i18n._(RESET_SENT)}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} variant="contained" autoFocus>
            {t`Done`}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Reset password`}>
      <DialogTitle id="forgot-password-title">{t`Reset your password`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t`Enter the email of your account. We will send you a link to choose a new password.`}</DialogContentText>
        <FormTextField control={control} name="email" label={t`Email`} type="email" autoComplete="email" required fullWidth autoFocus disabled={request.isPending} />
        <AuthError message={failure} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="contained" disabled={request.isPending}>
          {request.isPending ? t`Sending…` : t`Send reset link`}
        </Button>
      </DialogActions>
    </form>
  );
}
