import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import HistoryIcon from '@mui/icons-material/History';
import BlockIcon from '@mui/icons-material/Block';
import { maskedImei } from '@contract/imei';
import type { AuditAction, AuditEntry, ImeiBlockView } from '@contract/moderation';
import { confirm } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { Spinner } from '@/components/spinner';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useReviewQueue } from '@/features/moderation/api/review-queue';
import { useReportGroups } from '@/features/moderation/api/reports';
import { useImeiBlocks, useUnblockImei } from '@/features/moderation/api/imei-blocks';
import { useAuditLog } from '@/features/moderation/api/audit-and-counts';
import { ReviewQueueItem } from '@/features/moderation/components/review-queue-item';
import { ProductCard } from '@/features/products/components/product-card';
import { ReportGroupCard } from '@/features/moderation/components/report-group-card';
import { ImeiBlockForm } from '@/features/moderation/components/imei-block-form';
import { RequireAuth } from '@/app/layouts/require-auth';

/** /dashboard/review: listings of new sellers, oldest first, to approve or reject (admins only). */
export function ReviewQueueRoute() {
  const { t } = useLingui();
  const queue = useReviewQueue();
  return (
    <RequireAuth role="admin">
      <PageHeader title={t`Review queue`} subtitle={t`New sellers' listings wait here until an admin approves them. Oldest first.`} />
      <PagedList
        query={queue}
        pending={<Spinner label={t`Loading the review queue…`} />}
        errorTitle={t`The review queue could not be loaded`}
        empty={<EmptyState icon={<FactCheckIcon />} title={t`Nothing to review`} text={t`Every listing has been decided. New sellers' listings appear here.`} />}
        moreLabel={t`Show more listings`}
      >
        {(items) => (
          <Stack spacing={2}>
            {items.map((item) => (
              <ReviewQueueItem key={item.listing._id} item={item} preview={<ProductCard product={item.listing} />} />
            ))}
          </Stack>
        )}
      </PagedList>
    </RequireAuth>
  );
}

/** /dashboard/reports: reported listings, most reported first, to dismiss or hide (admins only). */
export function ReportsRoute() {
  const { t } = useLingui();
  const groups = useReportGroups();
  return (
    <RequireAuth role="admin">
      <PageHeader title={t`Reports`} subtitle={t`Listings people reported, most reported first.`} />
      <PagedList
        query={groups}
        pending={<Spinner label={t`Loading reports…`} />}
        errorTitle={t`Reports could not be loaded`}
        empty={<EmptyState icon={<FlagIcon />} title={t`No open reports`} text={t`When someone reports a listing, it shows up here.`} />}
        moreLabel={t`Show more reported listings`}
      >
        {(items) => (
          <Stack spacing={2}>
            {items.map((group) => (
              <ReportGroupCard key={group.listing_id} group={group} />
            ))}
          </Stack>
        )}
      </PagedList>
    </RequireAuth>
  );
}

/** /dashboard/imei-blocks: phones that cannot be listed (admins only). */
export function ImeiBlocksRoute() {
  const { t } = useLingui();
  const { formatMoment } = useFormat();
  const blocks = useImeiBlocks();
  const unblock = useUnblockImei();
  const onUnblock = async (block: ImeiBlockView) => {
    const imei = maskedImei(block.imei_last4);
    const confirmed = await confirm({ title: t`Unblock ${imei}?`, message: t`This phone can be listed again. Hidden listings stay hidden.`, confirmLabel: t`Unblock` });
    if (!confirmed) return;
    await unblock.mutateAsync(block._id);
    notifySuccess('imeiUnblocked');
  };
  const columns: Column<ImeiBlockView>[] = [
    { key: 'imei', header: t`IMEI`, primary: true, render: (block) => <Box sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{maskedImei(block.imei_last4)}</Box> },
    { key: 'reason', header: t`Reason`, minWidth: 200, render: (block) => block.reason },
    { key: 'by', header: t`Blocked by`, render: (block) => block.blocked_by.name },
    { key: 'when', header: t`When`, render: (block) => formatMoment(block.createdAt) },
    {
      key: 'remove',
      header: t`Unblock`,
      corner: true,
      align: 'center',
      render: (block) => (
        <Tooltip describeChild title={t`Unblock`}>
          <IconButton color="error" aria-label={t`Unblock ${maskedImei(block.imei_last4)}`} onClick={() => void onUnblock(block).catch(() => undefined)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <RequireAuth role="admin">
      <PageHeader title={t`Blocked IMEIs`} subtitle={t`Phones that cannot be listed on ReCell. Sellers are told only to contact support.`} />
      <ImeiBlockForm />
      <PagedList query={blocks} pending={<Spinner label={t`Loading blocked IMEIs…`} />} errorTitle={t`Blocked IMEIs could not be loaded`} empty={<EmptyState icon={<BlockIcon />} title={t`No blocked IMEIs`} />}>
        {(rows) => <ResponsiveTable label={t`Blocked IMEIs`} rows={rows} columns={columns} getRowId={(block) => block._id} />}
      </PagedList>
    </RequireAuth>
  );
}

const AUDIT_WORDS: Record<AuditAction, MessageDescriptor> = {
  listing_approved: msg`Approved a listing`,
  listing_rejected: msg`Rejected a listing`,
  reports_dismissed: msg`Dismissed reports`,
  listing_hidden: msg`Hid a listing`,
  imei_blocked: msg`Blocked an IMEI`,
  imei_unblocked: msg`Unblocked an IMEI`,
  seller_verified: msg`Verified a seller`,
  seller_unverified: msg`Removed a verification`,
  admin_granted: msg`Made an admin`,
  admin_revoked: msg`Removed an admin`,
  user_deleted: msg`Deleted a user`,
  spot_added: msg`Added a meeting spot`,
  spot_edited: msg`Edited a meeting spot`,
  spot_retired: msg`Retired a meeting spot`,
  spot_deleted: msg`Deleted a meeting spot`,
  dispute_decided: msg`Decided a dispute`,
};

/** The audit log's columns, in the page's language. */
function useAuditColumns(): Column<AuditEntry>[] {
  const { t, i18n } = useLingui();
  const { formatMoment } = useFormat();
  return [
    { key: 'what', header: t`What`, primary: true, render: (entry) => <Box sx={{ fontWeight: 600 }}>{`${i18n._(AUDIT_WORDS[entry.what])}: ${entry.target.label}`}</Box> },
    { key: 'who', header: t`Who`, render: (entry) => entry.who.name },
    { key: 'when', header: t`When`, render: (entry) => formatMoment(entry.when) },
    { key: 'why', header: t`Why`, minWidth: 200, render: (entry) => entry.why || null },
  ];
}

/** /dashboard/audit: every admin action, newest first (admins only). */
export function AuditLogRoute() {
  const { t } = useLingui();
  const log = useAuditLog();
  const columns = useAuditColumns();
  return (
    <RequireAuth role="admin">
      <PageHeader title={t`Audit log`} subtitle={t`Every admin action: who, what, when and why. Newest first.`} />
      <PagedList query={log} pending={<Spinner label={t`Loading the audit log…`} />} errorTitle={t`The audit log could not be loaded`} empty={<EmptyState icon={<HistoryIcon />} title={t`No admin actions yet`} />} moreLabel={t`Show older actions`}>
        {(rows) => <ResponsiveTable label={t`Audit log`} rows={rows} columns={columns} getRowId={(entry) => entry._id} />}
      </PagedList>
    </RequireAuth>
  );
}
