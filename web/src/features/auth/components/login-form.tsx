import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SignInProvider } from '@/lib/auth';
import { validate, type FieldErrors } from '@/lib/form';
import { loginSchema, useLogin } from '@/features/auth/api/login';
import { useProviderSignIn } from '@/features/auth/api/provider-sign-in';
import { AuthError } from '@/features/auth/components/auth-error';
import { OrDivider } from '@/features/auth/components/auth-card';
import { ProviderButtons } from '@/features/auth/components/provider-buttons';
import { authErrorMessage, isPopupDismissed } from '@/features/auth/lib/auth-error-message';

/** Email and password (both required), the error line, and Google / GitHub (spec §2). */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [fields, setFields] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const providerSignIn = useProviderSignIn();
  const busy = login.isPending || providerSignIn.isPending;

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(loginSchema, fields);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    login.mutate(checked.value, { onSuccess, onError: (error) => setFailure(authErrorMessage(error)) });
  };

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
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={set('email')}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={fields.password}
            onChange={set('password')}
            error={Boolean(errors.password)}
            helperText={errors.password ?? ' '}
          />
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
