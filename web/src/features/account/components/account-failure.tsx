import Typography from '@mui/material/Typography';
import { useAccountErrorMessage } from '@/features/account/lib/account-error-message';

/** Why a Profile card's last action failed, in plain words and the page's language; nothing when it did not. */
export function AccountFailure({ failure }: { failure: unknown }) {
  const message = useAccountErrorMessage(failure);
  if (!failure) return null;
  return (
    <Typography role="alert" color="error" sx={{ mt: 1.5, fontWeight: 500 }}>
      {message}
    </Typography>
  );
}
