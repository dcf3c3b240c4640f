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
import { formatMoment } from '@/lib/format';
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
  const queue = useReviewQueue();
  return (
    <RequireAuth role="admin">
      <PageHeader title="Review queue" subtitle="New sellers' listings wait here until an admin approves them. Oldest first." />
      <PagedList
        query={queue}
        pending={<Spinner label="Loading the review queue…" />}
        errorTitle="The review queue could not be loaded"
        empty={<EmptyState icon={<FactCheckIcon />} title="Nothing to review" text="Every listing has been decided. New sellers' listings appear here." />}
        moreLabel="Show more listings"
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
  const groups = useReportGroups();
  return (
    <RequireAuth role="admin">
      <PageHeader title="Reports" subtitle="Listings people reported, most reported first." />
      <PagedList
        query={groups}
        pending={<Spinner label="Loading reports…" />}
        errorTitle="Reports could not be loaded"
        empty={<EmptyState icon={<FlagIcon />} title="No open reports" text="When someone reports a listing, it shows up here." />}
        moreLabel="Show more reported listings"
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
  const blocks = useImeiBlocks();
  const unblock = useUnblockImei();
  const onUnblock = async (block: ImeiBlockView) => {
    const confirmed = await confirm({ title: `Unblock ${maskedImei(block.imei_last4)}?`, message: 'This phone can be listed again. Hidden listings stay hidden.', confirmLabel: 'Unblock' });
    if (!confirmed) return;
    await unblock.mutateAsync(block._id);
    notifySuccess('imeiUnblocked');
  };
  const columns: Column<ImeiBlockView>[] = [
    { key: 'imei', header: 'IMEI', primary: true, render: (block) => <Box sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{maskedImei(block.imei_last4)}</Box> },
    { key: 'reason', header: 'Reason', minWidth: 200, render: (block) => block.reason },
    { key: 'by', header: 'Blocked by', render: (block) => block.blocked_by.name },
    { key: 'when', header: 'When', render: (block) => formatMoment(block.createdAt) },
    {
      key: 'remove',
      header: 'Unblock',
      corner: true,
      align: 'center',
      render: (block) => (
        <Tooltip describeChild title="Unblock">
          <IconButton color="error" aria-label={`Unblock ${maskedImei(block.imei_last4)}`} onClick={() => void onUnblock(block).catch(() => undefined)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <RequireAuth role="admin">
      <PageHeader title="Blocked IMEIs" subtitle="Phones that cannot be listed on ReCell. Sellers are told only to contact support." />
      <ImeiBlockForm />
      <PagedList query={blocks} pending={<Spinner label="Loading blocked IMEIs…" />} errorTitle="Blocked IMEIs could not be loaded" empty={<EmptyState icon={<BlockIcon />} title="No blocked IMEIs" />}>
        {(rows) => <ResponsiveTable label="Blocked IMEIs" rows={rows} columns={columns} getRowId={(block) => block._id} />}
      </PagedList>
    </RequireAuth>
  );
}

const AUDIT_WORDS: Record<AuditAction, string> = {
  listing_approved: 'Approved a listing',
  listing_rejected: 'Rejected a listing',
  reports_dismissed: 'Dismissed reports',
  listing_hidden: 'Hid a listing',
  imei_blocked: 'Blocked an IMEI',
  imei_unblocked: 'Unblocked an IMEI',
  seller_verified: 'Verified a seller',
  seller_unverified: 'Removed a verification',
  admin_granted: 'Made an admin',
  admin_revoked: 'Removed an admin',
  user_deleted: 'Deleted a user',
  spot_added: 'Added a meeting spot',
  spot_edited: 'Edited a meeting spot',
  spot_retired: 'Retired a meeting spot',
  spot_deleted: 'Deleted a meeting spot',
  dispute_decided: 'Decided a dispute',
};

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { key: 'what', header: 'What', primary: true, render: (entry) => <Box sx={{ fontWeight: 600 }}>{`${AUDIT_WORDS[entry.what]}: ${entry.target.label}`}</Box> },
  { key: 'who', header: 'Who', render: (entry) => entry.who.name },
  { key: 'when', header: 'When', render: (entry) => formatMoment(entry.when) },
  { key: 'why', header: 'Why', minWidth: 200, render: (entry) => entry.why || null },
];

/** /dashboard/audit: every admin action, newest first (admins only). */
export function AuditLogRoute() {
  const log = useAuditLog();
  return (
    <RequireAuth role="admin">
      <PageHeader title="Audit log" subtitle="Every admin action: who, what, when and why. Newest first." />
      <PagedList query={log} pending={<Spinner label="Loading the audit log…" />} errorTitle="The audit log could not be loaded" empty={<EmptyState icon={<HistoryIcon />} title="No admin actions yet" />} moreLabel="Show older actions">
        {(rows) => <ResponsiveTable label="Audit log" rows={rows} columns={AUDIT_COLUMNS} getRowId={(entry) => entry._id} />}
      </PagedList>
    </RequireAuth>
  );
}
