import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { useWatch } from 'react-hook-form';
import { ACCOUNT_TYPES, type AccountType } from '@contract/users';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormImagePicker } from '@/components/form/form-image-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/config/paths';
import { PASSWORD_HINT } from '@/lib/password';
import type { SignInProvider } from '@/lib/auth-state';
import { useProviderSignIn } from '@/features/auth/api/provider-sign-in';
import { registerSchema, useRegister } from '@/features/auth/api/register';
import { AuthError } from '@/features/auth/components/auth-error';
import { OrDivider } from '@/features/auth/components/auth-card';
import { ProviderButtons, SIGN_IN_PROVIDERS } from '@/features/auth/components/provider-buttons';
import { authErrorMessage, isPopupDismissed } from '@/features/auth/lib/auth-error-message';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', role: 'Buyer', acceptTerms: false } as const;

/** Register (spec §2, §5): names, photo, email, password rules, role, terms; or a popup provider. */
/** `onSuccess` learns which side the new account is on (a provider sign-up is always a buyer). */
export function RegisterForm({ onSuccess }: { onSuccess: (role: AccountType) => void }) {
  const { control, handleSubmit } = useZodForm(registerSchema, { defaultValues: EMPTY });
  const acceptTerms = useWatch({ control, name: 'acceptTerms' });
  const role = useWatch({ control, name: 'role' });
  const [showPassword, setShowPassword] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegister();
  const providerSignIn = useProviderSignIn();
  const busy = register.isPending || providerSignIn.isPending;

  const onSubmit = handleSubmit((account) => {
    setFailure(null);
    setProgress(0);
    register.mutate(
      { ...account, onUploadProgress: setProgress },
      {
        onSuccess: () => onSuccess(account.role),
        onError: (error) => setFailure(authErrorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  });

  const onProvider = (provider: SignInProvider) => {
    setFailure(null);
    providerSignIn.mutate(provider, {
      onSuccess: () => onSuccess('Buyer'),
      onError: (error) => setFailure(isPopupDismissed(error) ? null : authErrorMessage(error)),
    });
  };

  const field = { control, disabled: busy, required: true };

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label="Register">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          <FormTextField name="firstName" label="First name" autoComplete="given-name" {...field} />
          <FormTextField name="lastName" label="Last name" autoComplete="family-name" {...field} />
        </Box>
        <FormImagePicker control={control} name="photo" label="Profile photo" required round progress={progress} disabled={busy} />
        <FormTextField name="email" label="Email" type="email" autoComplete="email" {...field} />
        <FormTextField
          name="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          helperText={PASSWORD_HINT}
          sx={{ mt: 0.5 }}
          {...field}
        />
        <FormControlLabel
          control={<Checkbox checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} size="small" />}
          label="Show password"
          sx={{ mt: -0.5, mb: 1 }}
        />
        <FormTextField
          select
          name="role"
          label="I want to"
          // Once Seller is chosen, the note below says it in full.
          helperText={role === 'Seller' ? undefined : 'Sellers are verified by an admin before they can list phones.'}
          {...field}
        >
          {ACCOUNT_TYPES.map((role) => (
            <MenuItem key={role} value={role}>
              {role === 'Buyer' ? 'Buy phones (Buyer)' : 'Sell phones (Seller)'}
            </MenuItem>
          ))}
        </FormTextField>
        {role === 'Seller' ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            An admin verifies every seller before they can list phones. Right after registering you can ask for verification with one
            button.
          </Alert>
        ) : null}
        <Box sx={{ mt: 1.5 }}>
          <FormCheckbox
            control={control}
            name="acceptTerms"
            label={
              <>
                I accept the{' '}
                <Link component={RouterLink} to={paths.terms.getHref()} target="_blank" rel="noopener">
                  terms and conditions
                </Link>
              </>
            }
          />
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!acceptTerms || busy} sx={{ mt: 2 }}>
          {progress !== null && progress < 100 ? `Uploading photo… ${progress}%` : register.isPending ? 'Creating your account…' : 'Register'}
        </Button>
        <AuthError message={failure} />
      </form>
      <OrDivider />
      <ProviderButtons
        providers={SIGN_IN_PROVIDERS}
        onSelect={onProvider}
        pending={providerSignIn.isPending ? (providerSignIn.variables ?? null) : null}
        disabled={register.isPending}
      />
    </>
  );
}
