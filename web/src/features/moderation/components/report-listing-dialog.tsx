import { useLingui } from '@lingui/react/macro';
import { REPORT_DETAILS_MAX_LENGTH } from '@contract/constants';
import { notifySuccess } from '@/lib/toasts';
import { useReportListing } from '@/features/moderation/api/reports';
import { ReasonDialog } from '@/components/reason-dialog';
import { labelsIn, REPORT_REASON_MESSAGES } from '@/features/moderation/lib/reason-labels';

/** The report's reason and optional details; sent to the admins' reports queue. */
export function ReportListingDialog({ listingId, open, onClose }: { listingId: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const report = useReportListing(listingId);
  return (
    <ReasonDialog
      open={open}
      title={t`Report this listing`}
      message={t`An admin looks at every report. The seller is not told who reported it.`}
      confirmLabel={t`Send report`}
      reasons={labelsIn(REPORT_REASON_MESSAGES, (descriptor) => i18n._(descriptor))}
      textLabel={t`Details (optional)`}
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
