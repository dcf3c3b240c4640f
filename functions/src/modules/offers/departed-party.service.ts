import { ALREADY_EXISTS, hasGrpcCode } from '../../shared/firestore';
import type { Offer, OfferSide } from '../../contract/offers';
import type { OutboxEvent } from '../events';
import { anonymisePartyOnOffers, listAcceptedOffersOf, listPendingOffersOf, releaseOfferHold, transactOffer } from '../listings';

/** What the other side reads on a round closed because its seller left. */
export const SELLER_LEFT_REASON = 'The seller has closed their account.';

/** Closes one round the leaving side was part of, once: a buyer's is withdrawn, a seller's declined. */
async function closeRound(offer: Offer, leaving: OfferSide, at: Date): Promise<void> {
  try {
    await transactOffer(
      { offerId: offer._id },
      at,
      ({ offer: current }) => {
        if (current?.status !== 'pending') return null;
        return leaving === 'buyer'
          ? { kind: 'close', status: 'withdrawn' }
          : { kind: 'close', status: 'declined', fields: { decline_reason: SELLER_LEFT_REASON } };
      },
      // Nobody is told: the leaving side is gone, and the other side reads the round's status in their list.
      () => [],
    );
  } catch (error) {
    // Closed meanwhile (an answer, the sweep): nothing left to do.
    if (!hasGrpcCode(error, ALREADY_EXISTS)) throw error;
  }
}

/**
 * Handles the `offers` part of `account.deleted`: the rounds still pending that the person made or
 * received are closed (withdrawn or declined), a listing held for them by an accepted offer is free
 * again, then every round of theirs stays for the other side with them anonymised. In this order:
 * a round anonymised first could no longer be found to close. Each step finds what is left, so a
 * run again finishes the rest; the deletion's time dates every write.
 */
export async function onAccountDeletedOffers(event: OutboxEvent<'account.deleted'>): Promise<void> {
  const { uid } = event.payload;
  const at = new Date(event.createdAt);
  for (const party of ['buyer', 'seller'] as const) {
    for (const offer of await listPendingOffersOf(party === 'buyer' ? 'buyer_uid' : 'seller_uid', uid)) await closeRound(offer, party, at);
  }
  // A lapsed hold no longer counts; clearing it changes nothing anyone sees.
  for (const offer of await listAcceptedOffersOf(uid)) await releaseOfferHold(offer.listing_id, offer._id);
  await anonymisePartyOnOffers(uid, at);
}
