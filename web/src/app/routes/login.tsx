import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { useLingui } from '@lingui/react/macro';
import { returnPath } from '@/config/paths';
import { useLanguage, usePaths } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { useAuth, useSessionOnOpen } from '@/lib/auth';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** Login (spec §2): back to the remembered page, or home, in the page's language. */
export default function LoginRoute() {
  const { status } = useAuth();
  useSessionOnOpen();
  const location = useLocation();
  const navigate = useNavigate();
  const paths = usePaths();
  const language = useLanguage();
  const { t } = useLingui();
  const onward = pathInLanguage(returnPath(location.state, location.search), language);
  // Someone who arrives already signed in goes straight on; a sign-in on this screen navigates itself.
  const [arrivedSignedIn] = useState(status === 'signed-in');
  if (arrivedSignedIn) return <Navigate to={onward} replace />;

  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Log in to book phones, keep a wishlist and manage your listings.`}
      footer={
        // Two sentences, each whole: no <Trans> renderer for this route to load.
        <>
          {t`New to ReCell?`}{' '}
          <Link component={RouterLink} to={`${paths.register.getHref()}${location.search}`} state={location.state} fontWeight={600}>
            {t`Create an account`}
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={() => navigate(onward, { replace: true })} />
    </AuthCard>
  );
}
