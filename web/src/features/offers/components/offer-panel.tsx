import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { OFFER_MAX_ROUNDS } from '@contract/constants';
import { answeringSideOf } from '@contract/offer-status';
import type { OfferView } from '@contract/offers';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Format } from '@/lib/format';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { pagedItems } from '@/lib/paged-query';
import { notifySuccess } from '@/lib/toasts';
import { useOffers } from '@/features/offers/api/get-offers';
import { useWithdrawOffer } from '@/features/offers/api/withdraw-offer';
import { MakeOfferForm, type OfferTarget } from '@/features/offers/components/make-offer-form';
import { canBookAtOffer, offerDeadline, offerPhoneNote } from '@/features/offers/lib/offer-look';

interface OfferPanelProps {
  listing: OfferTarget;
  /** The listing takes offers now (live, neither booked nor sold): otherwise only an offer already made shows. */
  open: boolean;
  /** Books the phone at the accepted offer's price (the route opens the booking flow). */
  onBook: (offer: OfferView) => void;
  /** The order an accepted offer was booked as, if any (the route reads the person's orders). */
  orderOf: (offer: OfferView) => string | undefined;
}

/**
 * A signed-in buyer's offers on the product page: the round they have going (its price and
 * deadline, to withdraw, or the seller's counter to answer on the dashboard), an accepted one to
 * book at its price, or Make an offer while the listing takes one and rounds are left.
 */
export function OfferPanel({ listing, open, onBook, orderOf }: OfferPanelProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { formatPrice } = format;
  const paths = usePaths();
  const offers = useOffers('buyer', { listingId: listing.id });
  const withdraw = useWithdrawOffer();
  const [writing, setWriting] = useState(false);
  const latest = pagedItems(offers.data)[0];
  const now = new Date();

  if (!offers.data) return null;
  if (writing) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <MakeOfferForm listing={listing} onSent={() => setWriting(false)} onCancel={() => setWriting(false)} />
      </Paper>
    );
  }

  const allOffers = (
    <Button component={RouterLink} to={paths.dashboard.offers.getHref()} size="small">
      <Trans>My offers</Trans>
    </Button>
  );
  const withdrawButton = latest ? (
    <Button
      color="inherit"
      size="small"
      disabled={withdraw.isPending}
      onClick={() => void withdraw.mutateAsync(latest._id).then(() => notifySuccess('offerWithdrawn'), () => undefined)}
    >
      <Trans>Withdraw</Trans>
    </Button>
  ) : null;
  // A round still pending on a phone booked (or gone) since: nothing to answer or wait for, only to take back.
  const phoneNote = latest ? offerPhoneNote(latest, i18n) : null;
  const price = latest ? formatPrice(latest.price) : '';
  const deadline = latest ? offerDeadline(latest, 'buyer', now, i18n, format) : null;
  if (latest && phoneNote) {
    return (
      <Alert severity="info" action={withdrawButton}>
        {answeringSideOf(latest) === 'buyer' ? t`The seller's counter of ${price}: ${phoneNote}` : t`Your offer of ${price}: ${phoneNote}`}
      </Alert>
    );
  }
  if (latest?.status === 'pending') {
    const countered = answeringSideOf(latest) === 'buyer';
    return (
      <Alert
        severity={countered ? 'warning' : 'info'}
        action={
          countered ? (
            <Button component={RouterLink} to={paths.dashboard.offers.getHref()} variant="contained" size="small">
              <Trans>Answer</Trans>
            </Button>
          ) : (
            withdrawButton
          )
        }
      >
        {countered ? t`The seller countered with ${price}. ${deadline}.` : t`Your offer of ${price} is with the seller. ${deadline}.`}
      </Alert>
    );
  }
  const orderId = latest?.status === 'accepted' ? orderOf(latest) : undefined;
  if (latest && orderId) {
    return (
      <Alert
        severity="success"
        action={
          <Button component={RouterLink} to={paths.dashboard.order.getHref(orderId)} size="small" color="inherit">
            <Trans>View order</Trans>
          </Button>
        }
      >
        <Trans>You booked it at your agreed price of {price}.</Trans>
      </Alert>
    );
  }
  if (latest && canBookAtOffer(latest, now)) {
    return (
      // The button goes under the words: beside them, on a phone, it squeezed them into a narrow column.
      <Alert severity="success">
        <Trans>
          Your price of {price} was accepted. {deadline}.
        </Trans>
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" color="success" onClick={() => onBook(latest)}>
            <Trans>Book now at {price}</Trans>
          </Button>
        </Box>
      </Alert>
    );
  }

  const roundsLeft = (latest?.round ?? 0) < OFFER_MAX_ROUNDS;
  const last = latest ? lastWords(latest, i18n, format) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {last ? (
        <Alert severity="info" action={allOffers}>
          {last}
        </Alert>
      ) : null}
      {open && roundsLeft ? (
        <Button variant="outlined" size="large" onClick={() => setWriting(true)} sx={{ justifySelf: 'start' }}>
          <Trans>Make an offer</Trans>
        </Button>
      ) : null}
    </Box>
  );
}

/** What became of the buyer's last round, when it is closed. */
function lastWords(offer: OfferView, i18n: I18n, format: Format): string | null {
  const price = format.formatPrice(offer.price);
  const reason = offer.decline_reason;
  switch (offer.status) {
    case 'declined':
      return i18n._(reason ? msg`Your offer of ${price} was declined: ${reason}` : msg`Your offer of ${price} was declined.`);
    case 'expired':
      return i18n._(msg`Your offer of ${price} expired unanswered.`);
    case 'withdrawn':
      return i18n._(msg`You withdrew your offer of ${price}.`);
    case 'accepted':
      return i18n._(msg`The time to book at ${price} has run out.`);
    default:
      return null;
  }
}
