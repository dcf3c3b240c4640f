import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { paths, returnPath } from '@/config/paths';
import { useAuth, useSessionOnOpen } from '@/lib/auth';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** Login (spec §2): back to the remembered page, or home. */
export default function LoginRoute() {
  const { status } = useAuth();
  useSessionOnOpen();
  const location = useLocation();
  const navigate = useNavigate();
  // Someone who arrives already signed in goes straight on; a sign-in on this screen navigates itself.
  const [arrivedSignedIn] = useState(status === 'signed-in');
  if (arrivedSignedIn) return <Navigate to={returnPath(location.state, location.search)} replace />;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to book phones, keep a wishlist and manage your listings."
      footer={
        <>
          New to ReCell?{' '}
          <Link component={RouterLink} to={`${paths.register.getHref()}${location.search}`} state={location.state} fontWeight={600}>
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={() => navigate(returnPath(location.state, location.search), { replace: true })} />
    </AuthCard>
  );
}
