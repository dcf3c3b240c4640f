import { useRef, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminListingItem } from '@contract/moderation';
import { MODERATION_DETAILS_MAX_LENGTH } from '@contract/constants';
import { maskedImei } from '@contract/imei';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useApproveListing, useRejectListing } from '@/features/moderation/api/review-queue';
import { CheckList, type Check } from '@/features/moderation/components/check-list';
import { nextPlaceAfter, reveal } from '@/features/moderation/lib/reveal-next';
import { ReasonDialog } from '@/components/reason-dialog';
import { labelsIn, REJECTION_REASON_MESSAGES } from '@/features/moderation/lib/reason-labels';

// The toast comes after the mutation, not from its per-call callbacks: a decided listing leaves the
// queue (and this component) before those would run. Failures are toasted by the query client.
const ignore = () => undefined;

/** The server's checks of a listing under review, in words of the page's language. */
function useChecks({ checks }: AdminListingItem): Check[] {
  const { t } = useLingui();
  const { formatCount, formatDate, formatRating } = useFormat();
  const { seller } = checks;
  const imei = maskedImei(checks.imei_last4 ?? '');
  const battery = checks.battery_health === null ? '' : formatCount(checks.battery_health);
  const name = seller.name;
  const rating = formatRating(seller.rating_avg);
  const raters = formatCount(seller.rating_count);
  const since = seller.member_since ? formatDate(seller.member_since) : '';
  return [
    { ok: checks.imei_valid, label: checks.imei_valid ? t`${imei} has a valid format` : t`No valid IMEI` },
    { ok: checks.imei_unique, label: checks.imei_unique ? t`No other listing has this IMEI` : t`Another listing has this IMEI` },
    { ok: !checks.imei_blocked, label: checks.imei_blocked ? t`This IMEI is blocked` : t`IMEI not blocked` },
    { ok: checks.photo_count >= 3 ? true : null, label: t`${plural(checks.photo_count, { one: '# photo', other: '# photos' })}` },
    {
      ok: checks.battery_health === null ? null : checks.battery_health >= 80,
      label: checks.battery_health === null ? t`Battery health not given` : t`Battery health ${battery} %`,
    },
    {
      ok: seller.verified ? null : false,
      label: seller.verified ? t`${name}, verified seller` : t`${name}, not verified`,
      detail: [
        t`${plural(seller.completed_sales, { one: '# completed sale', other: '# completed sales' })}`,
        seller.rating_count > 0 ? t`rated ${rating} by ${raters}` : t`no reviews yet`,
        ...(since ? [t`member since ${since}`] : []),
      ].join(' · '),
    },
  ];
}

/**
 * One listing in the review queue: as buyers would see it (`preview`, the shop's card, given by the
 * screen), what the server checked, and the decision.
 */
export function ReviewQueueItem({ item, preview }: { item: AdminListingItem; preview: ReactNode }) {
  const { t, i18n } = useLingui();
  const { formatCount, formatDate } = useFormat();
  const checks = useChecks(item);
  const [rejecting, setRejecting] = useState(false);
  const card = useRef<HTMLElement>(null);
  const approve = useApproveListing();
  const reject = useRejectListing();
  const { listing } = item;
  const name = listing.phone_details.phone_name;
  const position = item.queue_position ? formatCount(item.queue_position) : '';
  const listed = formatDate(listing.createdAt);
  return (
    <Paper
      component="section"
      ref={card}
      aria-label={`${name}, ${position ? t`number ${position} in the queue` : t`under review`}`}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '240px minmax(0, 1fr)' } }}
    >
      <Box sx={{ maxWidth: 280 }}>{preview}</Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {position ? t`#${position} in the queue` : t`Under review`} · <Trans>listed {listed}</Trans>
          </Typography>
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {listing.description}
          </Typography>
        </Box>
        <CheckList label={t`Checks of ${name}`} checks={checks} />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            disabled={approve.isPending}
            aria-label={t`Approve ${name}`}
            onClick={() => {
              const next = nextPlaceAfter(card.current);
              void approve.mutateAsync(listing._id).then(() => {
                notifySuccess('listingApproved');
                reveal(next);
              }, ignore);
            }}
          >
            <Trans>Approve</Trans>
          </Button>
          <Button variant="outlined" color="error" aria-label={t`Reject ${name}`} onClick={() => setRejecting(true)}>
            <Trans>Reject</Trans>
          </Button>
        </Box>
      </Box>
      <ReasonDialog
        open={rejecting}
        title={t`Reject ${name}`}
        message={t`The seller reads the reason and your words, and may edit the listing and send it back.`}
        confirmLabel={t`Reject listing`}
        destructive
        reasons={labelsIn(REJECTION_REASON_MESSAGES, (descriptor) => i18n._(descriptor))}
        textLabel={t`What should the seller change? (optional)`}
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
