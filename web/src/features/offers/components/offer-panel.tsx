import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { OFFER_MAX_ROUNDS } from '@contract/constants';
import { answeringSideOf } from '@contract/offer-status';
import type { OfferView } from '@contract/offers';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
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
      My offers
    </Button>
  );
  const withdrawButton = latest ? (
    <Button
      color="inherit"
      size="small"
      disabled={withdraw.isPending}
      onClick={() => void withdraw.mutateAsync(latest._id).then(() => notifySuccess('offerWithdrawn'), () => undefined)}
    >
      Withdraw
    </Button>
  ) : null;
  // A round still pending on a phone booked (or gone) since: nothing to answer or wait for, only to take back.
  const phoneNote = latest ? offerPhoneNote(latest) : null;
  if (latest && phoneNote) {
    return (
      <Alert severity="info" action={withdrawButton}>
        {`${answeringSideOf(latest) === 'buyer' ? "The seller's counter" : 'Your offer'} of ${formatPrice(latest.price)}: ${phoneNote}`}
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
              Answer
            </Button>
          ) : (
            withdrawButton
          )
        }
      >
        {countered
          ? `The seller countered with ${formatPrice(latest.price)}. ${offerDeadline(latest, 'buyer', now)}.`
          : `Your offer of ${formatPrice(latest.price)} is with the seller. ${offerDeadline(latest, 'buyer', now)}.`}
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
            View order
          </Button>
        }
      >
        You booked it at your agreed price of {formatPrice(latest.price)}.
      </Alert>
    );
  }
  if (latest && canBookAtOffer(latest, now)) {
    return (
      // The button goes under the words: beside them, on a phone, it squeezed them into a narrow column.
      <Alert severity="success">
        Your price of {formatPrice(latest.price)} was accepted. {offerDeadline(latest, 'buyer', now)}.
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" color="success" onClick={() => onBook(latest)}>
            Book now at {formatPrice(latest.price)}
          </Button>
        </Box>
      </Alert>
    );
  }

  const roundsLeft = (latest?.round ?? 0) < OFFER_MAX_ROUNDS;
  const last = latest ? lastWords(latest) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {last ? (
        <Alert severity="info" action={allOffers}>
          {last}
        </Alert>
      ) : null}
      {open && roundsLeft ? (
        <Button variant="outlined" size="large" onClick={() => setWriting(true)} sx={{ justifySelf: 'start' }}>
          Make an offer
        </Button>
      ) : null}
    </Box>
  );
}

/** What became of the buyer's last round, when it is closed. */
function lastWords(offer: OfferView): string | null {
  const price = formatPrice(offer.price);
  switch (offer.status) {
    case 'declined':
      return `Your offer of ${price} was declined${offer.decline_reason ? `: ${offer.decline_reason}` : '.'}`;
    case 'expired':
      return `Your offer of ${price} expired unanswered.`;
    case 'withdrawn':
      return `You withdrew your offer of ${price}.`;
    case 'accepted':
      return `The time to book at ${price} has run out.`;
    default:
      return null;
  }
}
