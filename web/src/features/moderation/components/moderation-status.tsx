import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RejectionReason } from '@contract/moderation';
import type { MyListing } from '@contract/products';
import { useFormat } from '@/lib/i18n/hooks';
import { REJECTION_REASON_MESSAGES } from '@/features/moderation/lib/reason-labels';
import { notifySuccess } from '@/lib/toasts';
import { useResubmitListing } from '@/features/moderation/api/review-queue';


/**
 * Where an admin's decision leaves the seller's listing, in My Products: under review with its place
 * in the queue; rejected with the reason and a way back (edit, then Resubmit); hidden with the reason.
 */
export function ModerationStatus({ listing }: { listing: MyListing }) {
  const { t, i18n } = useLingui();
  const { formatOrdinal } = useFormat();
  const resubmit = useResubmitListing();
  const note = listing.moderation_note;
  if (listing.status === 'pending_review') {
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Chip size="small" color="warning" variant="outlined" label={t`Under review`} />
        <Typography variant="body2" color="text.secondary">
          {listing.queue_position ? t`${formatOrdinal(listing.queue_position)} in the queue` : t`In the queue`}
        </Typography>
      </Box>
    );
  }
  const reason = note?.action === 'rejected' ? (REJECTION_REASON_MESSAGES[note.reason as RejectionReason] ? i18n._(REJECTION_REASON_MESSAGES[note.reason as RejectionReason]) : note.reason) : note?.reason;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', maxWidth: 240 }}>
      <Chip size="small" color={listing.status === 'hidden' ? 'error' : 'default'} variant="outlined" label={listing.status === 'hidden' ? t`Hidden` : t`Rejected`} />
      {reason ? (
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 600 }}>
            <Trans>Reason:</Trans>
          </Box>{' '}
          {reason}
        </Typography>
      ) : null}
      {note?.details ? (
        <Typography variant="body2" color="text.secondary">
          “{note.details}”
        </Typography>
      ) : null}
      {listing.status === 'rejected' ? (
        <Button
          size="small"
          variant="contained"
          disabled={resubmit.isPending}
          onClick={() => void resubmit.mutateAsync(listing._id).then(() => notifySuccess('listingResubmitted'), () => undefined)}
          aria-label={t`Resubmit ${listing.phone_details.phone_name} for review`}
        >
          <Trans>Resubmit</Trans>
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          <Trans>Taken down by ReCell: it cannot be edited; you may delete it.</Trans>
        </Typography>
      )}
    </Box>
  );
}
