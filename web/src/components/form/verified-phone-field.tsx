import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePaths } from '@/lib/i18n/hooks';
import { useAuth } from '@/lib/auth';
import { formatPhoneNumber } from '@/lib/format';

/**
 * The number the other side of a booking gets: the one verified on the account, shown, not typed
 * (the API takes it from Auth whatever a form sends). Without one, the way to verify it.
 * `purpose` is in the page's language.
 */
export function VerifiedPhoneField({ purpose }: { purpose: string }) {
  const { user } = useAuth();
  const phoneNumber = user?.phoneNumber ?? null;
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <TextField
      label={t`Phone number`}
      value={phoneNumber ? formatPhoneNumber(phoneNumber) : t`Not verified yet`}
      disabled
      error={Boolean(user) && !phoneNumber}
      helperText={
        phoneNumber ? (
          t`Verified. ${purpose}`
        ) : user ? (
          <>
            <Trans>
              <Link component={RouterLink} to={paths.dashboard.profile.getHref()} color="inherit">
                Verify your mobile number on your Profile
              </Link>{' '}
              first.
            </Trans>{' '}
            {purpose}
          </>
        ) : (
          ' '
        )
      }
    />
  );
}
