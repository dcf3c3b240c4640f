import GroupIcon from '@mui/icons-material/GroupOutlined';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useUsers, type UserListKind } from '@/features/users/api/get-users';
import { UsersTable } from '@/features/users/components/users-table';
import { RequireAuth } from '@/app/layouts/require-auth';
import { LoadMore } from '@/components/load-more';

const TITLES: Record<UserListKind, { title: string; subtitle: string }> = {
  all: { title: 'User list', subtitle: 'Everyone with a ReCell account.' },
  buyers: { title: 'Buyers', subtitle: 'People who registered to buy phones.' },
  sellers: { title: 'Sellers', subtitle: 'Verify sellers so they can list phones.' },
};

function UserList({ kind }: { kind: UserListKind }) {
  const { user } = useAuth();
  const users = useUsers(kind);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  const { title, subtitle } = TITLES[kind];
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError ? (
        <ErrorState error={users.error} title="Users could not be loaded" onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<GroupIcon />} title={`No ${kind === 'all' ? 'users' : kind} yet`} />
      ) : (
        <>
          <UsersTable users={rows} kind={kind} currentEmail={user?.email ?? ''} />
          <LoadMore query={users} />
        </>
      )}
    </>
  );
}

/** /dashboard/users, /dashboard/buyers, /dashboard/sellers: admins only. */
export function AllUsersRoute() {
  return (
    <RequireAuth role="admin">
      <UserList kind="all" />
    </RequireAuth>
  );
}

export function BuyersRoute() {
  return (
    <RequireAuth role="admin">
      <UserList kind="buyers" />
    </RequireAuth>
  );
}

export function SellersRoute() {
  return (
    <RequireAuth role="admin">
      <UserList kind="sellers" />
    </RequireAuth>
  );
}
