import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/toasts';
import { useResetCodeEmail } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { authErrorMessage } from '@/features/auth/lib/auth-error-message';

/**
 * Where a password-reset email leads: `/reset-password?mode=resetPassword&oobCode=…` (Firebase's
 * action link parameters). The code is checked first, so an expired or used link says so at once.
 */
export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const mode = search.get('mode');
  const oobCode = mode === null || mode === 'resetPassword' ? search.get('oobCode') : null;
  const account = useResetCodeEmail(oobCode);

  const footer = (
    <Link component={RouterLink} to={paths.login.getHref()} fontWeight={600}>
      Back to login
    </Link>
  );

  if (!oobCode || account.isError) {
    return (
      <AuthCard title="Reset your password" subtitle="This link cannot be used." footer={footer}>
        <Alert severity="error" variant="outlined">
          {account.isError ? authErrorMessage(account.error) : 'This link is not valid or has already been used.'} On the login page, choose
          “Forgot password?” to get a new link.
        </Alert>
      </AuthCard>
    );
  }

  if (account.isPending) {
    return (
      <AuthCard title="Reset your password" subtitle="Checking your link…" footer={footer}>
        <Spinner label="Checking your link…" minHeight={120} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={`For ${account.data}.`} footer={footer}>
      <ResetPasswordForm
        oobCode={oobCode}
        email={account.data}
        onSuccess={() => {
          notifySuccess('passwordReset');
          navigate(paths.login.getHref(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
