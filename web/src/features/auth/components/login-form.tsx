import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import type { SignInProvider } from '@/lib/auth-state';
import { loginSchema, useLogin } from '@/features/auth/api/login';
import { useProviderSignIn } from '@/features/auth/api/provider-sign-in';
import { AuthError } from '@/features/auth/components/auth-error';
import { OrDivider } from '@/features/auth/components/auth-card';
import { ForgotPasswordDialog } from '@/features/auth/components/forgot-password-dialog';
import { ProviderButtons, SIGN_IN_PROVIDERS } from '@/features/auth/components/provider-buttons';
import { authErrorMessage, firebaseAuthMessage, isPopupDismissed } from '@/features/auth/lib/auth-error-message';

/**
 * Email and password (both required) with a show-password box and "Forgot password?", the error
 * line, and the same popup providers as Register (spec §2).
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { control, handleSubmit } = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const typedEmail = useWatch({ control, name: 'email' });
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const providerSignIn = useProviderSignIn();
  const busy = login.isPending || providerSignIn.isPending;
  const { i18n, t } = useLingui();

  const onSubmit = handleSubmit((credentials) => {
    setFailure(null);
    login.mutate(credentials, { onSuccess, onError: (error) => setFailure(firebaseAuthMessage(error, i18n)) });
  });

  const onProvider = (provider: SignInProvider) => {
    setFailure(null);
    providerSignIn.mutate(provider, {
      onSuccess,
      // A provider sign-up also writes the API record: its failure is an API error.
      onError: (error) => (isPopupDismissed(error) ? setFailure(null) : void authErrorMessage(error, i18n).then(setFailure)),
    });
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label={t`Login`}>
        <Stack spacing={0.5}>
          <FormTextField control={control} name="email" label={t`Email`} type="email" autoComplete="email" required />
          <FormTextField
            control={control}
            name="password"
            label={t`Password`}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
          />
        </Stack>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1, mt: -1, mb: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} size="small" />}
            label={t`Show password`}
            sx={{ mr: 0 }}
          />
          <Link component="button" type="button" variant="body2" fontWeight={600} onClick={() => setForgotOpen(true)}>
            {t`Forgot password?`}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {login.isPending ? t`Logging in…` : t`Login`}
        </Button>
        <AuthError message={failure} />
      </form>
      <OrDivider />
      <ProviderButtons
        providers={SIGN_IN_PROVIDERS}
        onSelect={onProvider}
        pending={providerSignIn.isPending ? (providerSignIn.variables ?? null) : null}
        disabled={login.isPending}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={typedEmail ?? ''} />
    </>
  );
}
