import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountType } from '@contract/users';
import { paths, returnPath } from '@/config/paths';
import { useAuth, useSessionOnOpen } from '@/lib/auth';
import { notifySuccess } from '@/lib/toasts';
import { ADMIN_VERIFIES_SELLERS, VerificationRequest } from '@/features/account/components/verification-request';
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
  const [arrivedSignedIn] = useState(status === 'signed-in');
  const [newSeller, setNewSeller] = useState(false);
  if (arrivedSignedIn) return <Navigate to={returnPath(location.state, location.search)} replace />;

  const goOn = () => navigate(returnPath(location.state, location.search), { replace: true });
  const onSuccess = (role: AccountType) => {
    notifySuccess('registered');
    // A new seller is told first that an admin verifies sellers, and may ask for it right here.
    if (role === 'Seller') setNewSeller(true);
    else goOn();
  };

  if (newSeller) {
    return (
      <AuthCard title="Welcome to ReCell" subtitle="Your seller account is ready." footer={<>You can also ask later from your Profile or My products.</>}>
        <Typography>{ADMIN_VERIFIES_SELLERS} Ask now, and add your phones as soon as you are verified.</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <VerificationRequest requestedAt={null} />
          <Button variant="text" onClick={goOn}>
            Continue
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Buy checked second-hand phones, or sell the one you no longer use."
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.getHref()} state={location.state} fontWeight={600}>
            Log in
          </Link>
        </>
      }
    >
      <RegisterForm onSuccess={onSuccess} />
    </AuthCard>
  );
}
