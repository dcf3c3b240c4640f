import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatPhoneNumber } from '@/lib/format';

/**
 * The number the other side of a booking gets: the one verified on the account, shown, not typed
 * (the API takes it from Auth whatever a form sends). Without one, the way to verify it.
 */
export function VerifiedPhoneField({ purpose }: { purpose: string }) {
  const { user } = useAuth();
  const phoneNumber = user?.phoneNumber ?? null;
  return (
    <TextField
      label="Phone number"
      value={phoneNumber ? formatPhoneNumber(phoneNumber) : 'Not verified yet'}
      disabled
      error={Boolean(user) && !phoneNumber}
      helperText={
        phoneNumber ? (
          `Verified. ${purpose}`
        ) : user ? (
          <>
            <Link component={RouterLink} to={paths.dashboard.profile.getHref()} color="inherit">
              Verify your mobile number on your Profile
            </Link>{' '}
            first. {purpose}
          </>
        ) : (
          ' '
        )
      }
    />
  );
}
