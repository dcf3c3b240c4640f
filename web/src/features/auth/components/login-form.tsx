import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import type { SignInProvider } from '@/lib/auth-state';
import { loginSchema, useLogin } from '@/features/auth/api/login';
import { useProviderSignIn } from '@/features/auth/api/provider-sign-in';
import { AuthError } from '@/features/auth/components/auth-error';
import { OrDivider } from '@/features/auth/components/auth-card';
import { ProviderButtons } from '@/features/auth/components/provider-buttons';
import { authErrorMessage, isPopupDismissed } from '@/features/auth/lib/auth-error-message';

/** Email and password (both required), the error line, and Google / GitHub (spec §2). */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { control, handleSubmit } = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const providerSignIn = useProviderSignIn();
  const busy = login.isPending || providerSignIn.isPending;

  const onSubmit = handleSubmit((credentials) => {
    setFailure(null);
    login.mutate(credentials, { onSuccess, onError: (error) => setFailure(authErrorMessage(error)) });
  });

  const onProvider = (provider: SignInProvider) => {
    setFailure(null);
    providerSignIn.mutate(provider, {
      onSuccess,
      onError: (error) => setFailure(isPopupDismissed(error) ? null : authErrorMessage(error)),
    });
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label="Login">
        <Stack spacing={0.5}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
          <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" required />
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {login.isPending ? 'Logging in…' : 'Login'}
        </Button>
        <AuthError message={failure} />
      </form>
      <OrDivider />
      <ProviderButtons
        providers={['google', 'github']}
        onSelect={onProvider}
        pending={providerSignIn.isPending ? (providerSignIn.variables ?? null) : null}
        disabled={login.isPending}
      />
    </>
  );
}
