import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { usePasswordHint } from '@/lib/password';
import { notifySuccess } from '@/lib/toasts';
import { changePasswordSchema, useChangePassword } from '@/features/account/api/change-password';
import { AccountSection } from '@/features/account/components/account-section';
import { AccountFailure } from '@/features/account/components/account-failure';
import { providerLabel } from '@/features/account/lib/providers';

const EMPTY = { currentPassword: '', newPassword: '' };

/** A new password, after the current one (Firebase re-authenticates with it). Accounts without a password are told why there is none. */
export function ChangePasswordCard({ email, providers }: { email: string; providers: string[] }) {
  const { control, handleSubmit, reset } = useZodForm(changePasswordSchema, { defaultValues: EMPTY });
  const [showPasswords, setShowPasswords] = useState(false);
  // The failure itself, put in words as it shows: in the page's language.
  const [failure, setFailure] = useState<unknown>(null);
  const change = useChangePassword();
  const { t, i18n } = useLingui();
  const passwordHint = usePasswordHint();

  if (!providers.includes('password')) {
    const labels = providers.map((provider) => providerLabel(provider, i18n));
    const via = labels.length ? labels.reduce((all, label) => t`${all} or ${label}`) : t`a sign-in provider`;
    return (
      <AccountSection title={t`Password`}>
        <Typography color="text.secondary">
          <Trans>
            You log in with {via}, so your ReCell account has no password of its own. Change your password with {via}.
          </Trans>
        </Typography>
      </AccountSection>
    );
  }

  const onSubmit = handleSubmit((passwords) => {
    setFailure(null);
    change.mutate(passwords, {
      onSuccess: () => {
        notifySuccess('passwordChanged');
        reset(EMPTY);
      },
      onError: (error) => setFailure(error),
    });
  });

  const type = showPasswords ? 'text' : 'password';
  return (
    <AccountSection title={t`Password`} description={t`Enter your current password, then the new one.`}>
      <form noValidate onSubmit={onSubmit} aria-label={t`Change password`}>
        {/* The account's email, for password managers to file the new password under. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          <FormTextField
            control={control}
            name="currentPassword"
            label={t`Current password`}
            type={type}
            autoComplete="current-password"
            required
            disabled={change.isPending}
          />
          <FormTextField
            control={control}
            name="newPassword"
            label={t`New password`}
            type={type}
            autoComplete="new-password"
            helperText={passwordHint}
            required
            disabled={change.isPending}
          />
        </Box>
        <FormControlLabel
          control={<Checkbox checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)} size="small" />}
          label={t`Show passwords`}
          sx={{ display: 'flex', width: 'fit-content', mt: -0.5, mb: 1 }}
        />
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? t`Changing…` : t`Change password`}
        </Button>
        <AccountFailure failure={failure} />
      </form>
    </AccountSection>
  );
}
