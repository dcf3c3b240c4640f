import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useLingui } from '@lingui/react/macro';
import type { UserRecord } from '@contract/users';
import { confirm } from '@/components/confirm-dialog';
import type { ConfirmOptions } from '@/components/confirm-dialog-view';
import { ItemCell } from '@/components/item-cell';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess, type SuccessToast } from '@/lib/toasts';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useMakeAdmin, useRemoveAdmin } from '@/features/users/api/make-admin';
import { useUnverifyUser, useVerifyUser } from '@/features/users/api/verify-user';
import type { UserListKind } from '@/features/users/api/get-users';

/** One button of a user's row: what it asks, what it calls, what it toasts. */
interface UserAction {
  key: string;
  label: string;
  /** When the label alone would be ambiguous in a list of people (Delete). */
  accessibleName?: string;
  color?: 'primary' | 'inherit' | 'success' | 'error';
  contained?: boolean;
  question: ConfirmOptions;
  mutation: { mutateAsync: (id: string) => Promise<unknown> };
  done: SuccessToast;
}

/**
 * Sellers who asked to be verified first (the oldest request at the top), then everyone else in
 * the API's order (newest first), so the admin sees whom to verify.
 */
export function pendingRequestsFirst(users: UserRecord[]): UserRecord[] {
  const pending = (user: UserRecord) => !user.verified && user.verificationRequestedAt !== null;
  return [
    ...users.filter(pending).sort((a, b) => (a.verificationRequestedAt! < b.verificationRequestedAt! ? -1 : 1)),
    ...users.filter((user) => !pending(user)),
  ];
}

/** A seller's verification: Verified, Requested (with the day they asked), or Not verified. Buyers have none (null: "—"). */
function VerificationChip({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  if (user.verified) return <Chip size="small" color="success" variant="outlined" icon={<VerifiedIcon />} label={t`Verified`} />;
  if (user.user_role !== 'Seller') return null;
  if (user.verificationRequestedAt) {
    const day = formatDate(user.verificationRequestedAt);
    return <Chip size="small" color="warning" icon={<ScheduleIcon />} label={t`Requested ${day}`} />;
  }
  return <Chip size="small" variant="outlined" label={t`Not verified`} />;
}

/**
 * The admin's user lists (spec §2): everyone, buyers, or sellers (pending verification requests
 * first), each person with their email under their name. Role and verification show as chips;
 * each action is a button that asks first. The admin's own row says "You" and offers neither
 * Remove admin nor Delete, so the last admin can never remove themselves here (any other admin
 * row means two admins; the API refuses the last one anyway).
 */
export function UsersTable({ users, kind, currentEmail }: { users: UserRecord[]; kind: UserListKind; currentEmail: string }) {
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const verifyUser = useVerifyUser();
  const unverifyUser = useUnverifyUser();
  const deleteUser = useDeleteUser();
  const busy = (id: string) => [makeAdmin, removeAdmin, verifyUser, unverifyUser, deleteUser].some((mutation) => mutation.isPending && mutation.variables === id);

  const run = (action: Promise<void>) => void action.catch(() => undefined);
  const { t } = useLingui();

  /** The actions an admin may take on a user, in the order the buttons show. */
  const actionsFor = (user: UserRecord): UserAction[] => {
    const self = user.email === currentEmail;
    const name = user.name;
    const list: UserAction[] = [];
    if (user.role !== 'admin') {
      list.push({
        key: 'make-admin',
        label: t`Make admin`,
        question: { title: t`Make ${name} an admin?`, message: t`Admins can verify sellers, make other admins and delete users.`, confirmLabel: t`Make admin` },
        mutation: makeAdmin,
        done: 'adminMade',
      });
    } else if (!self) {
      list.push({
        key: 'remove-admin',
        label: t`Remove admin`,
        color: 'inherit',
        question: {
          title: t`Remove admin from ${name}?`,
          message:
            user.user_role === 'Seller'
              ? t`They keep their seller account but can no longer verify sellers, make admins or delete users.`
              : t`They keep their buyer account but can no longer verify sellers, make admins or delete users.`,
          confirmLabel: t`Remove admin`,
        },
        mutation: removeAdmin,
        done: 'adminRemoved',
      });
    }
    if (user.user_role === 'Seller' && !user.verified) {
      list.push({
        key: 'verify',
        label: t`Verify`,
        color: 'success',
        // A seller who asked is the one to act on: the button stands out.
        contained: user.verificationRequestedAt !== null,
        question: { title: t`Verify ${name}?`, message: t`Verified sellers can list phones, and their listings show the Verified badge.`, confirmLabel: t`Verify` },
        mutation: verifyUser,
        done: 'verified',
      });
    } else if (user.verified) {
      list.push({
        key: 'unverify',
        label: t`Unverify`,
        color: 'inherit',
        question: {
          title: t`Unverify ${name}?`,
          message: t`They can no longer list phones, and their listings lose the Verified badge until an admin verifies them again.`,
          confirmLabel: t`Unverify`,
        },
        mutation: unverifyUser,
        done: 'unverified',
      });
    }
    if (!self) {
      list.push({
        key: 'delete',
        label: t`Delete`,
        accessibleName: t`Delete ${name}`,
        color: 'error',
        question: {
          title: t`Delete ${name}?`,
          message: t`Their account, listings and wishlist are removed, and open bookings involving them are cancelled. This cannot be undone.`,
          confirmLabel: t`Delete user`,
          destructive: true,
        },
        mutation: deleteUser,
        done: 'deleted',
      });
    }
    return list;
  };

  /** Asks first; once done, the toast says so (a failure is toasted by the query client). */
  const act = async (user: UserRecord, action: UserAction) => {
    if (!(await confirm(action.question))) return;
    await action.mutation.mutateAsync(user._id);
    notifySuccess(action.done);
  };

  const actions = (user: UserRecord) => {
    const list = actionsFor(user);
    if (list.length === 0) return null;
    const disabled = busy(user._id);
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, justifyContent: { xs: 'flex-end', lg: 'flex-start' } }}>
        {list.map((action) => (
          <Button
            key={action.key}
            size="small"
            variant={action.contained ? 'contained' : 'outlined'}
            color={action.color ?? 'primary'}
            aria-label={action.accessibleName}
            disabled={disabled}
            onClick={() => run(act(user, action))}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    );
  };

  const columns: Column<UserRecord>[] = [
    {
      key: 'name',
      header: t`User name`,
      primary: true,
      render: (user) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ItemCell round image={user.image || null} title={user.name} subtitle={user.email} />
          {user.email === currentEmail ? <Chip size="small" color="primary" label={t`You`} /> : null}
        </Box>
      ),
    },
    {
      key: 'role',
      header: t`Role`,
      render: (user) => (
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { xs: 'flex-end', lg: 'flex-start' } }}>
          {user.role === 'admin' ? <Chip size="small" color="primary" icon={<AdminPanelSettingsIcon />} label={t`Admin`} /> : null}
          <Chip size="small" variant="outlined" label={user.user_role === 'Seller' ? t`Seller` : t`Buyer`} />
        </Stack>
      ),
    },
    ...(kind !== 'buyers' ? [{ key: 'verified', header: t`Verified`, render: (user: UserRecord) => <VerificationChip user={user} /> }] : []),
    { key: 'actions', header: t`Actions`, action: true, render: actions },
  ];

  const label = kind === 'all' ? t`All users` : kind === 'buyers' ? t`Buyers` : t`Sellers`;
  const rows = kind === 'sellers' ? pendingRequestsFirst(users) : users;
  return <ResponsiveTable label={label} rows={rows} columns={columns} getRowId={(user) => user._id} />;
}
