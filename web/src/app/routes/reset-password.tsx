import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useResetCodeEmail } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { firebaseAuthMessage } from '@/features/auth/lib/auth-error-message';

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
  const paths = usePaths();
  const { i18n, t } = useLingui();

  const footer = (
    <Link component={RouterLink} to={paths.login.getHref()} fontWeight={600}>
      {t`Back to login`}
    </Link>
  );

  if (!oobCode || account.isError) {
    return (
      <AuthCard title={t`Reset your password`} subtitle={t`This link cannot be used.`} footer={footer}>
        <Alert severity="error" variant="outlined">
          {account.isError ? firebaseAuthMessage(account.error, i18n) : t`This link is not valid or has already been used.`}{' '}
          {t`On the login page, choose “Forgot password?” to get a new link.`}
        </Alert>
      </AuthCard>
    );
  }

  if (account.isPending) {
    return (
      <AuthCard title={t`Reset your password`} subtitle={t`Checking your link…`} footer={footer}>
        <Spinner label={t`Checking your link…`} minHeight={120} />
      </AuthCard>
    );
  }

  const email = account.data;
  return (
    <AuthCard title={t`Choose a new password`} subtitle={t`For ${email}.`} footer={footer}>
      <ResetPasswordForm
        oobCode={oobCode}
        email={email}
        onSuccess={() => {
          notifySuccess('passwordReset');
          navigate(paths.login.getHref(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
