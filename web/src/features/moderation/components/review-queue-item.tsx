import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REJECTION_REASON_LABELS, type AdminListingItem } from '@contract/moderation';
import { MODERATION_DETAILS_MAX_LENGTH } from '@contract/constants';
import { maskedImei } from '@contract/imei';
import { formatCount, formatCountOf, formatDate, formatRating } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { useApproveListing, useRejectListing } from '@/features/moderation/api/review-queue';
import { CheckList, type Check } from '@/features/moderation/components/check-list';
import { nextPlaceAfter, reveal } from '@/features/moderation/lib/reveal-next';
import { ReasonDialog } from '@/components/reason-dialog';

// The toast comes after the mutation, not from its per-call callbacks: a decided listing leaves the
// queue (and this component) before those would run. Failures are toasted by the query client.
const ignore = () => undefined;

/** The server's checks of a listing under review, in words. */
function checksOf({ checks }: AdminListingItem): Check[] {
  const { seller } = checks;
  return [
    { ok: checks.imei_valid, label: checks.imei_valid ? `${maskedImei(checks.imei_last4 ?? '')} has a valid format` : 'No valid IMEI' },
    { ok: checks.imei_unique, label: checks.imei_unique ? 'No other listing has this IMEI' : 'Another listing has this IMEI' },
    { ok: !checks.imei_blocked, label: checks.imei_blocked ? 'This IMEI is blocked' : 'IMEI not blocked' },
    { ok: checks.photo_count >= 3 ? true : null, label: formatCountOf(checks.photo_count, { one: 'photo', other: 'photos' }) },
    {
      ok: checks.battery_health === null ? null : checks.battery_health >= 80,
      label: checks.battery_health === null ? 'Battery health not given' : `Battery health ${checks.battery_health} %`,
    },
    {
      ok: seller.verified ? null : false,
      label: `${seller.name}${seller.verified ? ', verified seller' : ', not verified'}`,
      detail: `${formatCountOf(seller.completed_sales, { one: 'completed sale', other: 'completed sales' })} · ${
        seller.rating_count > 0 ? `rated ${formatRating(seller.rating_avg)} by ${formatCount(seller.rating_count)}` : 'no reviews yet'
      }${seller.member_since ? ` · member since ${formatDate(seller.member_since)}` : ''}`,
    },
  ];
}

/**
 * One listing in the review queue: as buyers would see it (`preview`, the shop's card, given by the
 * screen), what the server checked, and the decision.
 */
export function ReviewQueueItem({ item, preview }: { item: AdminListingItem; preview: ReactNode }) {
  const [rejecting, setRejecting] = useState(false);
  const card = useRef<HTMLElement>(null);
  const approve = useApproveListing();
  const reject = useRejectListing();
  const { listing } = item;
  const name = listing.phone_details.phone_name;
  return (
    <Paper
      component="section"
      ref={card}
      aria-label={`${name}, ${item.queue_position ? `number ${item.queue_position} in the queue` : 'under review'}`}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '240px minmax(0, 1fr)' } }}
    >
      <Box sx={{ maxWidth: 280 }}>{preview}</Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {item.queue_position ? `#${item.queue_position} in the queue` : 'Under review'} · listed {formatDate(listing.createdAt)}
          </Typography>
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {listing.description}
          </Typography>
        </Box>
        <CheckList label={`Checks of ${name}`} checks={checksOf(item)} />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            disabled={approve.isPending}
            aria-label={`Approve ${name}`}
            onClick={() => {
              const next = nextPlaceAfter(card.current);
              void approve.mutateAsync(listing._id).then(() => {
                notifySuccess('listingApproved');
                reveal(next);
              }, ignore);
            }}
          >
            Approve
          </Button>
          <Button variant="outlined" color="error" aria-label={`Reject ${name}`} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </Box>
      </Box>
      <ReasonDialog
        open={rejecting}
        title={`Reject ${name}`}
        message="The seller reads the reason and your words, and may edit the listing and send it back."
        confirmLabel="Reject listing"
        destructive
        reasons={REJECTION_REASON_LABELS}
        textLabel="What should the seller change? (optional)"
        maxLength={MODERATION_DETAILS_MAX_LENGTH}
        pending={reject.isPending}
        onClose={() => setRejecting(false)}
        onConfirm={({ reason, text }) => {
          const next = nextPlaceAfter(card.current);
          void reject.mutateAsync({ id: listing._id, reason: reason!, details: text }).then(() => {
            setRejecting(false);
            notifySuccess('listingRejected');
            reveal(next);
          }, ignore);
        }}
      />
    </Paper>
  );
}
