import { Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { buttonLook, buttonStartIcon } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { useLatch } from '@/components/use-latch';
import { useAuth } from '@/lib/auth';
import { lazyWithMui } from '@/lib/lazy-with-mui';
import styles from '@/features/moderation/components/report-listing-button.module.css';

/** Loaded on first use, with MUI: the dialog, its reasons and the report's schema stay off the product page's load. */
const ReportListingDialog = lazyWithMui(async () => (await import('@/features/moderation/components/report-listing-dialog')).ReportListingDialog);

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
      <button type="button" className={`${buttonLook('small', 'inherit')} ${styles.report}`} onClick={() => setOpen(true)}>
        <span className={buttonStartIcon}>
          <Glyph name="flag" />
        </span>
        <Trans>Report this listing</Trans>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listingId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
