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
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPES, type AccountType } from '@contract/users';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormImagePicker } from '@/components/form/form-image-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { usePasswordHint } from '@/lib/password';
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
  const { i18n, t } = useLingui();
  const paths = usePaths();
  const passwordHint = usePasswordHint();
  const { formatCount } = useFormat();

  const onSubmit = handleSubmit((account) => {
    setFailure(null);
    setProgress(0);
    register.mutate(
      { ...account, onUploadProgress: setProgress },
      {
        onSuccess: () => onSuccess(account.role),
        onError: (error) => void authErrorMessage(error, i18n).then(setFailure),
        onSettled: () => setProgress(null),
      },
    );
  });

  const onProvider = (provider: SignInProvider) => {
    setFailure(null);
    providerSignIn.mutate(provider, {
      onSuccess: () => onSuccess('Buyer'),
      // A provider sign-up also writes the API record: its failure is an API error.
      onError: (error) => (isPopupDismissed(error) ? setFailure(null) : void authErrorMessage(error, i18n).then(setFailure)),
    });
  };

  const field = { control, disabled: busy, required: true };
  const percent = `${formatCount(progress ?? 0)}%`;

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label={t`Register`}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          <FormTextField name="firstName" label={t`First name`} autoComplete="given-name" {...field} />
          <FormTextField name="lastName" label={t`Last name`} autoComplete="family-name" {...field} />
        </Box>
        <FormImagePicker control={control} name="photo" label={t`Profile photo`} required round progress={progress} disabled={busy} />
        <FormTextField name="email" label={t`Email`} type="email" autoComplete="email" {...field} />
        <FormTextField
          name="password"
          label={t`Password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          helperText={passwordHint}
          sx={{ mt: 0.5 }}
          {...field}
        />
        <FormControlLabel
          control={<Checkbox checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} size="small" />}
          label={t`Show password`}
          sx={{ mt: -0.5, mb: 1 }}
        />
        <FormTextField
          select
          name="role"
          label={t`I want to`}
          // Once Seller is chosen, the note below says it in full.
          helperText={role === 'Seller' ? undefined : t`Sellers are verified by an admin before they can list phones.`}
          {...field}
        >
          {ACCOUNT_TYPES.map((role) => (
            <MenuItem key={role} value={role}>
              {role === 'Buyer' ? t`Buy phones (Buyer)` : t`Sell phones (Seller)`}
            </MenuItem>
          ))}
        </FormTextField>
        {role === 'Seller' ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t`An admin verifies every seller before they can list phones. Right after registering you can ask for verification with one button.`}
          </Alert>
        ) : null}
        <Box sx={{ mt: 1.5 }}>
          <FormCheckbox
            control={control}
            name="acceptTerms"
            label={
              <Trans>
                I accept the{' '}
                <Link component={RouterLink} to={paths.terms.getHref()} target="_blank" rel="noopener">
                  terms and conditions
                </Link>
              </Trans>
            }
          />
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!acceptTerms || busy} sx={{ mt: 2 }}>
          {progress !== null && progress < 100 ? t`Uploading photo… ${percent}` : register.isPending ? t`Creating your account…` : t`Register`}
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
