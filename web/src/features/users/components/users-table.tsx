import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { UserRecord } from '@contract/users';
import { confirm } from '@/components/confirm-dialog';
import { ItemCell } from '@/components/item-cell';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { notifySuccess } from '@/lib/toasts';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useMakeAdmin } from '@/features/users/api/make-admin';
import { useVerifyUser } from '@/features/users/api/verify-user';
import type { UserListKind } from '@/features/users/api/get-users';

/**
 * The admin's user lists (spec §2): everyone (name, email, admin status, role, verified),
 * buyers, or sellers (with Verify). Every privileged or destructive action asks first.
 */
export function UsersTable({ users, kind, currentEmail }: { users: UserRecord[]; kind: UserListKind; currentEmail: string }) {
  const makeAdmin = useMakeAdmin();
  const verifyUser = useVerifyUser();
  const deleteUser = useDeleteUser();
  const busy = (mutation: { isPending: boolean; variables?: string }, id: string) => mutation.isPending && mutation.variables === id;
  const run = (action: Promise<void>) => void action.catch(() => undefined);

  const onMakeAdmin = async (user: UserRecord) => {
    const confirmed = await confirm({
      title: `Make ${user.name} an admin?`,
      message: 'Admins can verify sellers, make other admins and delete users.',
      confirmLabel: 'Make admin',
    });
    if (!confirmed) return;
    await makeAdmin.mutateAsync(user._id);
    notifySuccess('adminMade');
  };

  const onVerify = async (user: UserRecord) => {
    const confirmed = await confirm({
      title: `Verify ${user.name}?`,
      message: 'Verified sellers can list phones, and their listings show the Verified badge.',
      confirmLabel: 'Verify',
    });
    if (!confirmed) return;
    await verifyUser.mutateAsync(user._id);
    notifySuccess('verified');
  };

  const onDelete = async (user: UserRecord) => {
    const confirmed = await confirm({
      title: `Delete ${user.name}?`,
      message: 'Their account, listings and wishlist are removed, and open bookings involving them are cancelled. This cannot be undone.',
      confirmLabel: 'Delete user',
      destructive: true,
    });
    if (!confirmed) return;
    await deleteUser.mutateAsync(user._id);
    notifySuccess('deleted');
  };

  const adminColumn: Column<UserRecord> = {
    key: 'admin',
    header: 'User status',
    render: (user) =>
      user.role === 'admin' ? (
        <Button size="small" variant="contained" disabled startIcon={<AdminPanelSettingsIcon />}>
          Admin
        </Button>
      ) : (
        <Button size="small" variant="outlined" disabled={busy(makeAdmin, user._id)} onClick={() => run(onMakeAdmin(user))}>
          Make Admin
        </Button>
      ),
  };

  const verifyColumn: Column<UserRecord> = {
    key: 'verified',
    header: 'Verified',
    render: (user) =>
      user.verified ? (
        <Chip size="small" color="success" variant="outlined" icon={<VerifiedIcon />} label="Verified" />
      ) : user.user_role === 'Seller' ? (
        <Button size="small" variant="outlined" color="success" disabled={busy(verifyUser, user._id)} onClick={() => run(onVerify(user))}>
          Verify
        </Button>
      ) : (
        <Chip size="small" label="Not verified" variant="outlined" />
      ),
  };

  const columns: Column<UserRecord>[] = [
    { key: 'name', header: 'User name', primary: true, render: (user) => <ItemCell round image={user.image || null} title={user.name} subtitle={kind === 'all' ? undefined : user.email} /> },
    ...(kind === 'all' ? [{ key: 'email', header: 'Email', render: (user: UserRecord) => user.email }] : []),
    adminColumn,
    ...(kind === 'all' ? [{ key: 'role', header: 'User role', render: (user: UserRecord) => <Chip size="small" label={user.user_role} variant="outlined" /> }] : []),
    ...(kind !== 'buyers' ? [verifyColumn] : []),
    {
      key: 'delete',
      header: 'Delete',
      corner: true,
      align: 'center',
      render: (user) => {
        const self = user.email === currentEmail;
        return (
          <Tooltip describeChild title={self ? 'You cannot delete your own account here' : 'Delete user'}>
            <span>
              <IconButton color="error" aria-label={`Delete ${user.name}`} disabled={self || busy(deleteUser, user._id)} onClick={() => run(onDelete(user))}>
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        );
      },
    },
  ];

  const label = kind === 'all' ? 'All users' : kind === 'buyers' ? 'Buyers' : 'Sellers';
  return <ResponsiveTable label={label} rows={users} columns={columns} getRowId={(user) => user._id} />;
}
