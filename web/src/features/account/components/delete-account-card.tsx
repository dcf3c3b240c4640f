import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeleteMyAccount, type DeleteProof } from '@/features/account/api/delete-me';
import { AccountSection } from '@/features/account/components/account-section';
import { useAccountErrorMessage } from '@/features/account/lib/account-error-message';
import { popupProviderOf } from '@/features/account/lib/providers';

const WHAT_GOES = msg`Your account, your listings, your wishlist and your open bookings are removed. Deals you completed stay in the other person’s orders, with your name replaced by “Deleted user”.`;

/** Deleting the account: explained, then confirmed with the password (or the provider's popup). */
export function DeleteAccountCard({ providers }: { providers: string[] }) {
  const [open, setOpen] = useState(false);
  const { t, i18n } = useLingui();
  return (
    <AccountSection title={t`Delete account`} tone="danger" description={i18n._(WHAT_GOES)}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-account-title" maxWidth="xs" fullWidth>
        {open ? <DeleteAccountContent providers={providers} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </AccountSection>
  );
}

function DeleteAccountContent({ providers, onClose }: { providers: string[]; onClose: () => void }) {
  const remove = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  // The failure itself, put in words as it shows: in the page's language.
  const [failure, setFailure] = useState<{ error: unknown } | { message: string } | null>(null);
  const { t, i18n } = useLingui();
  const failed = useAccountErrorMessage(failure && 'error' in failure ? failure.error : null);
  const withPassword = providers.includes('password') || !popupProviderOf(providers);
  const popup = popupProviderOf(providers);
  const provider = popup?.label;

  const submit = (proof: DeleteProof) => {
    setFailure(null);
    remove.mutate(proof, { onError: (error) => setFailure({ error }) });
  };

  return (
    <form
      noValidate
      aria-label={t`Delete my account`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!withPassword) return;
        if (!password) setFailure({ message: t`Enter your password to confirm.` });
        else submit({ password });
      }}
    >
      <DialogTitle id="delete-account-title">
        <Trans>Delete your account?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans>This cannot be undone.</Trans> {i18n._(WHAT_GOES)}
        </DialogContentText>
        {withPassword ? (
          <TextField
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            autoFocus
            required
            disabled={remove.isPending}
          />
        ) : (
          <Typography variant="body2">
            <Trans>To confirm it is you, sign in with {provider} once more.</Trans>
          </Typography>
        )}
        {failure ? (
          <Typography role="alert" color="error" sx={{ mt: 1.5, fontWeight: 500 }}>
            {'message' in failure ? failure.message : failed}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={remove.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        {withPassword ? (
          <Button type="submit" variant="contained" color="error" disabled={remove.isPending}>
            {remove.isPending ? t`Deleting…` : t`Delete my account`}
          </Button>
        ) : (
          <Button variant="contained" color="error" disabled={remove.isPending} onClick={() => popup && submit({ provider: popup.provider })}>
            {remove.isPending ? t`Deleting…` : t`Confirm with ${provider} and delete`}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
