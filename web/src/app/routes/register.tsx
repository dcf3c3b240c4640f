import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { paths, returnPath } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { notifySuccess } from '@/lib/toasts';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/**
 * Register. The spec sends a new user to /login; we land them signed in where they were
 * going (home by default) with "Registered successfully", the same as a provider sign-up.
 */
export function RegisterRoute() {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [arrivedSignedIn] = useState(status === 'signed-in');
  if (arrivedSignedIn) return <Navigate to={returnPath(location.state)} replace />;

  const onSuccess = () => {
    notifySuccess('registered');
    navigate(returnPath(location.state), { replace: true });
  };

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
