import { REPORT_REASON_LABELS } from '@contract/moderation';
import { REPORT_DETAILS_MAX_LENGTH } from '@contract/constants';
import { notifySuccess } from '@/lib/toasts';
import { useReportListing } from '@/features/moderation/api/reports';
import { ReasonDialog } from '@/components/reason-dialog';

/** The report's reason and optional details; sent to the admins' reports queue. */
export function ReportListingDialog({ listingId, open, onClose }: { listingId: string; open: boolean; onClose: () => void }) {
  const report = useReportListing(listingId);
  return (
    <ReasonDialog
      open={open}
      title="Report this listing"
      message="An admin looks at every report. The seller is not told who reported it."
      confirmLabel="Send report"
      reasons={REPORT_REASON_LABELS}
      textLabel="Details (optional)"
      maxLength={REPORT_DETAILS_MAX_LENGTH}
      pending={report.isPending}
      onClose={onClose}
      onConfirm={({ reason, text }) =>
        report.mutate(
          { reason: reason!, details: text },
          {
            onSuccess: () => {
              onClose();
              notifySuccess('reportSent');
            },
          },
        )
      }
    />
  );
}
