import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { usePasswordHint } from '@/lib/password';
import { newPasswordSchema, useConfirmPasswordReset } from '@/features/auth/api/reset-password';
import { AuthError } from '@/features/auth/components/auth-error';
import { firebaseAuthMessage } from '@/features/auth/lib/auth-error-message';

/** The new password for a reset link's code, under the same rules as Register. */
export function ResetPasswordForm({ oobCode, email, onSuccess }: { oobCode: string; email: string; onSuccess: () => void }) {
  const { control, handleSubmit } = useZodForm(newPasswordSchema, { defaultValues: { password: '' } });
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useConfirmPasswordReset();
  const { i18n, t } = useLingui();
  const passwordHint = usePasswordHint();

  const onSubmit = handleSubmit(({ password }) => {
    setFailure(null);
    reset.mutate({ oobCode, newPassword: password }, { onSuccess, onError: (error) => setFailure(firebaseAuthMessage(error, i18n)) });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Choose a new password`}>
      {/* The account's email, for password managers to file the new password under. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormTextField
        control={control}
        name="password"
        label={t`New password`}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        helperText={passwordHint}
        required
        fullWidth
        disabled={reset.isPending}
      />
      <FormControlLabel
        control={<Checkbox checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} size="small" />}
        label={t`Show password`}
        sx={{ mt: -0.5, mb: 1 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={reset.isPending}>
        {reset.isPending ? t`Saving…` : t`Save new password`}
      </Button>
      <AuthError message={failure} />
    </form>
  );
}
