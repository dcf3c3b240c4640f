import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/LockOutlined';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useRoles } from '@/features/users/api/get-roles';

export type RequiredRole = 'admin' | 'seller';

/**
 * The guard (spec §2): a spinner while auth and the role lookups load; signed out -> /login,
 * remembering where to come back (`state.from`); signed in without the role -> a plain
 * explanation. The API enforces the same rules; this only keeps people off dead ends.
 */
export function RequireAuth({ role, children }: { role?: RequiredRole; children: ReactNode }) {
  const { status, user } = useAuth();
  const roles = useRoles(user?.email);
  const location = useLocation();

  if (status === 'loading' || (user && roles.isLoading)) return <Spinner label="Checking your account…" showLabel minHeight="50vh" />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  if (roles.error) return <ErrorState error={roles.error} title="We could not check your account" onRetry={roles.retry} />;

  const allowed = role === 'admin' ? roles.isAdmin : role === 'seller' ? roles.isSeller || roles.isAdmin : true;
  if (!allowed) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={role === 'admin' ? 'Only admins can open this page' : 'Only sellers can open this page'}
        text={role === 'admin' ? 'Ask an admin if you need access.' : 'Register a seller account to list phones on ReCell.'}
        action={
          <Button component={RouterLink} to={paths.dashboard.myOrders.getHref()} variant="contained">
            Go to my orders
          </Button>
        }
      />
    );
  }
  return children;
}
