import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useUsers, type UserListKind } from '@/features/users/api/get-users';
import { UsersTable } from '@/features/users/components/users-table';
import { RequireAuth } from '@/app/layouts/require-auth';

const TITLES: Record<UserListKind, { title: MessageDescriptor; subtitle: MessageDescriptor; empty: MessageDescriptor }> = {
  all: { title: msg`User list`, subtitle: msg`Everyone with a ReCell account.`, empty: msg`No users yet` },
  buyers: { title: msg`Buyers`, subtitle: msg`People who registered to buy phones.`, empty: msg`No buyers yet` },
  sellers: { title: msg`Sellers`, subtitle: msg`Verify sellers so they can list phones. Those who asked to be verified come first.`, empty: msg`No sellers yet` },
};

function UserList({ kind }: { kind: UserListKind }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const users = useUsers(kind);
  const { title, subtitle, empty } = TITLES[kind];
  return (
    <>
      <PageHeader title={i18n._(title)} subtitle={i18n._(subtitle)} />
      <PagedList
        query={users}
        pending={<Spinner label={t`Loading users…`} />}
        errorTitle={t`Users could not be loaded`}
        empty={<EmptyState icon={<GroupIcon />} title={i18n._(empty)} />}
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
