import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { REJECTION_REASON_LABELS, type RejectionReason } from '@contract/moderation';
import type { MyListing } from '@contract/products';
import { formatOrdinal } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { useResubmitListing } from '@/features/moderation/api/review-queue';


/**
 * Where an admin's decision leaves the seller's listing, in My Products: under review with its place
 * in the queue; rejected with the reason and a way back (edit, then Resubmit); hidden with the reason.
 */
export function ModerationStatus({ listing }: { listing: MyListing }) {
  const resubmit = useResubmitListing();
  const note = listing.moderation_note;
  if (listing.status === 'pending_review') {
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Chip size="small" color="warning" variant="outlined" label="Under review" />
        <Typography variant="body2" color="text.secondary">
          {listing.queue_position ? `${formatOrdinal(listing.queue_position)} in the queue` : 'In the queue'}
        </Typography>
      </Box>
    );
  }
  const reason = note?.action === 'rejected' ? (REJECTION_REASON_LABELS[note.reason as RejectionReason] ?? note.reason) : note?.reason;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', maxWidth: 240 }}>
      <Chip size="small" color={listing.status === 'hidden' ? 'error' : 'default'} variant="outlined" label={listing.status === 'hidden' ? 'Hidden' : 'Rejected'} />
      {reason ? (
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 600 }}>
            Reason:
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
          aria-label={`Resubmit ${listing.phone_details.phone_name} for review`}
        >
          Resubmit
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          Taken down by ReCell: it cannot be edited; you may delete it.
        </Typography>
      )}
    </Box>
  );
}
