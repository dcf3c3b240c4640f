import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACCOUNT_TYPES, type AccountType } from '@contract/users';
import { ImagePicker } from '@/components/image-picker';
import { paths } from '@/config/paths';
import type { SignInProvider } from '@/lib/auth';
import { validate, type FieldErrors } from '@/lib/form';
import { useProviderSignIn } from '@/features/auth/api/provider-sign-in';
import { registerSchema, useRegister } from '@/features/auth/api/register';
import { AuthError } from '@/features/auth/components/auth-error';
import { OrDivider } from '@/features/auth/components/auth-card';
import { ProviderButtons } from '@/features/auth/components/provider-buttons';
import { authErrorMessage, isPopupDismissed } from '@/features/auth/lib/auth-error-message';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', role: 'Buyer' as AccountType };

/** Register (spec §2, §5): names, photo, email, password rules, role, terms; or a popup provider. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegister();
  const providerSignIn = useProviderSignIn();
  const busy = register.isPending || providerSignIn.isPending;

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(registerSchema, { ...fields, acceptTerms });
    const problems = checked.ok ? {} : { ...checked.errors };
    if (!photo) problems.photo = errors.photo ?? 'Choose a profile photo.';
    if (!checked.ok || !photo) {
      setErrors(problems);
      return;
    }
    setProgress(0);
    register.mutate(
      { ...checked.value, photo, onUploadProgress: setProgress },
      {
        onSuccess,
        onError: (error) => setFailure(authErrorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onProvider = (provider: SignInProvider) => {
    setFailure(null);
    providerSignIn.mutate(provider, {
      onSuccess,
      onError: (error) => setFailure(isPopupDismissed(error) ? null : authErrorMessage(error)),
    });
  };

  const field = (name: keyof typeof fields) => ({
    name,
    value: fields[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    disabled: busy,
    required: true,
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label="Register">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          <TextField label="First name" autoComplete="given-name" helperText={errors.firstName ?? ' '} {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" helperText={errors.lastName ?? ' '} {...field('lastName')} />
        </Box>
        <ImagePicker
          label="Profile photo"
          required
          round
          file={photo}
          progress={progress}
          error={errors.photo}
          disabled={busy}
          onChange={(file, problem) => {
            setPhoto(problem ? null : file);
            setErrors(({ photo: _cleared, ...rest }) => (problem ? { ...rest, photo: problem } : rest));
          }}
        />
        <TextField label="Email" type="email" autoComplete="email" helperText={errors.email ?? ' '} {...field('email')} />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          helperText={errors.password ?? 'At least 6 characters, with an uppercase letter followed later by a number.'}
          sx={{ mt: 0.5 }}
          {...field('password')}
        />
        <FormControlLabel
          control={<Checkbox checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} size="small" />}
          label="Show password"
          sx={{ mt: -0.5, mb: 1 }}
        />
        <TextField select label="I want to" helperText="Sellers are verified by an admin before they can list phones." {...field('role')}>
          {ACCOUNT_TYPES.map((role) => (
            <MenuItem key={role} value={role}>
              {role === 'Buyer' ? 'Buy phones (Buyer)' : 'Sell phones (Seller)'}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ mt: 1.5 }}>
          <FormControlLabel
            control={<Checkbox checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} />}
            label={
              <>
                I accept the{' '}
                <Link component={RouterLink} to={paths.terms.getHref()} target="_blank" rel="noopener">
                  terms and conditions
                </Link>
              </>
            }
          />
          {errors.acceptTerms ? <FormHelperText error>{errors.acceptTerms}</FormHelperText> : null}
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!acceptTerms || busy} sx={{ mt: 2 }}>
          {progress !== null && progress < 100 ? `Uploading photo… ${progress}%` : register.isPending ? 'Creating your account…' : 'Register'}
        </Button>
        <AuthError message={failure} />
      </form>
      <OrDivider />
      <ProviderButtons
        providers={['google', 'github', 'facebook']}
        onSelect={onProvider}
        pending={providerSignIn.isPending ? (providerSignIn.variables ?? null) : null}
        disabled={register.isPending}
      />
    </>
  );
}
