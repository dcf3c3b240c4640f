import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeleteMyAccount, type DeleteProof } from '@/features/account/api/delete-me';
import { AccountSection } from '@/features/account/components/account-section';
import { accountErrorMessage } from '@/features/account/lib/account-error-message';
import { popupProviderOf } from '@/features/account/lib/providers';

const WHAT_GOES =
  'Your account, your listings, your wishlist and your open bookings are removed. Deals you completed stay in the other person’s orders, with your name replaced by “Deleted user”.';

/** Deleting the account: explained, then confirmed with the password (or the provider's popup). */
export function DeleteAccountCard({ providers }: { providers: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title="Delete account" tone="danger" description={WHAT_GOES}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete my account
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
  const [failure, setFailure] = useState<string | null>(null);
  const withPassword = providers.includes('password') || !popupProviderOf(providers);
  const popup = popupProviderOf(providers);

  const submit = (proof: DeleteProof) => {
    setFailure(null);
    remove.mutate(proof, { onError: (error) => setFailure(accountErrorMessage(error)) });
  };

  return (
    <form
      noValidate
      aria-label="Delete my account"
      onSubmit={(event) => {
        event.preventDefault();
        if (!withPassword) return;
        if (!password) setFailure('Enter your password to confirm.');
        else submit({ password });
      }}
    >
      <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>This cannot be undone. {WHAT_GOES}</DialogContentText>
        {withPassword ? (
          <TextField
            label="Your password"
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
          <Typography variant="body2">To confirm it is you, sign in with {popup?.label} once more.</Typography>
        )}
        {failure ? (
          <Typography role="alert" color="error" sx={{ mt: 1.5, fontWeight: 500 }}>
            {failure}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={remove.isPending}>
          Cancel
        </Button>
        {withPassword ? (
          <Button type="submit" variant="contained" color="error" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        ) : (
          <Button variant="contained" color="error" disabled={remove.isPending} onClick={() => popup && submit({ provider: popup.provider })}>
            {remove.isPending ? 'Deleting…' : `Confirm with ${popup?.label} and delete`}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
