import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import { useLatch } from '@/components/use-latch';
import { useAuth } from '@/lib/auth';

/** Loaded on first use: the dialog, its reasons and the report's schema stay off the product page's load. */
const ReportListingDialog = lazy(async () => ({ default: (await import('@/features/moderation/components/report-listing-dialog')).ReportListingDialog }));

/**
 * "Report this listing" on a product page, for signed-in people other than its seller: a reason and
 * optional details go to the admins' reports queue (one open report per person and listing).
 */
export function ReportListingButton({ listingId, own }: { listingId: string; own: boolean }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const used = useLatch(open);
  if (!user || own) return null;
  return (
    <>
      <Button size="small" color="inherit" startIcon={<FlagIcon />} onClick={() => setOpen(true)} sx={{ color: 'text.secondary', alignSelf: 'flex-start' }}>
        Report this listing
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listingId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
