import { useState } from 'react';
import Button from '@mui/material/Button';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import { REPORT_REASON_LABELS } from '@contract/moderation';
import { REPORT_DETAILS_MAX_LENGTH } from '@contract/constants';
import { useAuth } from '@/lib/auth';
import { notifySuccess } from '@/lib/toasts';
import { useReportListing } from '@/features/moderation/api/reports';
import { ReasonDialog } from '@/components/reason-dialog';

/**
 * "Report this listing" on a product page, for signed-in people other than its seller: a reason and
 * optional details go to the admins' reports queue (one open report per person and listing).
 */
export function ReportListingButton({ listingId, own }: { listingId: string; own: boolean }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const report = useReportListing(listingId);
  if (!user || own) return null;
  return (
    <>
      <Button size="small" color="inherit" startIcon={<FlagIcon />} onClick={() => setOpen(true)} sx={{ color: 'text.secondary', alignSelf: 'flex-start' }}>
        Report this listing
      </Button>
      <ReasonDialog
        open={open}
        title="Report this listing"
        message="An admin looks at every report. The seller is not told who reported it."
        confirmLabel="Send report"
        reasons={REPORT_REASON_LABELS}
        textLabel="Details (optional)"
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        pending={report.isPending}
        onClose={() => setOpen(false)}
        onConfirm={({ reason, text }) =>
          report.mutate(
            { reason: reason!, details: text },
            {
              onSuccess: () => {
                setOpen(false);
                notifySuccess('reportSent');
              },
            },
          )
        }
      />
    </>
  );
}
