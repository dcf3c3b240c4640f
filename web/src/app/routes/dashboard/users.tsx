import GroupIcon from '@mui/icons-material/GroupOutlined';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useUsers, type UserListKind } from '@/features/users/api/get-users';
import { UsersTable } from '@/features/users/components/users-table';
import { RequireAuth } from '@/app/layouts/require-auth';

const TITLES: Record<UserListKind, { title: string; subtitle: string }> = {
  all: { title: 'User list', subtitle: 'Everyone with a ReCell account.' },
  buyers: { title: 'Buyers', subtitle: 'People who registered to buy phones.' },
  sellers: { title: 'Sellers', subtitle: 'Verify sellers so they can list phones. Those who asked to be verified come first.' },
};

function UserList({ kind }: { kind: UserListKind }) {
  const { user } = useAuth();
  const users = useUsers(kind);
  const { title, subtitle } = TITLES[kind];
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <PagedList
        query={users}
        pending={<Spinner label="Loading users…" />}
        errorTitle="Users could not be loaded"
        empty={<EmptyState icon={<GroupIcon />} title={`No ${kind === 'all' ? 'users' : kind} yet`} />}
      >
        {(rows) => <UsersTable users={rows} kind={kind} currentEmail={user?.email ?? ''} />}
      </PagedList>
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
