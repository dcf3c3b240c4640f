import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigation } from 'react-router';
import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { usePaths } from '@/lib/i18n/hooks';
import { useAuth } from '@/lib/auth';

export type RequiredRole = 'admin' | 'seller';

/**
 * The guard (spec §2), on the roles of the person's ID token: a spinner while auth loads;
 * signed out -> /login, remembering where to come back (`state.from`); signed in without the
 * role -> a plain explanation, once a refreshed token confirms it (a role granted since the
 * last visit is not turned away). The API enforces the same rules; this only keeps people
 * off dead ends.
 */
export function RequireAuth({ role, children }: { role?: RequiredRole; children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  const paths = usePaths();
  const { t } = useLingui();

  if (status === 'loading') return <Spinner label={t`Checking your account…`} showLabel minHeight="50vh" />;
  // Signed out while a navigation away is loading (logging out, deleting the account: both go
  // home): that one lands; a redirect to /login now would cancel it.
  if (!user && navigation.state !== 'idle') return <Spinner minHeight="50vh" />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;

  const { roles } = user;
  const allowed = role === 'admin' ? roles.isAdmin : role === 'seller' ? roles.isSeller || roles.isAdmin : true;
  if (!allowed && !user.rolesFresh) return <Spinner label={t`Checking your account…`} showLabel minHeight="50vh" />;
  if (!allowed) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={role === 'admin' ? t`Only admins can open this page` : t`Only sellers can open this page`}
        text={role === 'admin' ? t`Ask an admin if you need access.` : t`Register a seller account to list phones on ReCell.`}
        action={
          <Button component={RouterLink} to={paths.dashboard.myOrders.getHref()} variant="contained">
            {t`Go to my orders`}
          </Button>
        }
      />
    );
  }
  return children;
}
