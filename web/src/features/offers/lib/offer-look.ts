import { answeringSideOf, OFFER_ACTIONS, offerRefusalOf, type OfferAction } from '@contract/offer-status';
import type { OfferSide, OfferStatus, OfferView } from '@contract/offers';
import { formatDateTime } from '@/lib/format';

/** Each status as a chip's colour. */
export const OFFER_STATUS_COLOR: Record<OfferStatus, 'warning' | 'success' | 'default' | 'info'> = {
  pending: 'warning',
  accepted: 'success',
  countered: 'info',
  declined: 'default',
  withdrawn: 'default',
  expired: 'default',
};

const other = (side: OfferSide) => (side === 'buyer' ? 'the seller' : 'the buyer');

/** A status for the side that reads it: a pending round says who it waits for. */
export function offerStatusLabel(offer: Pick<OfferView, 'status' | 'proposed_by'>, side: OfferSide): string {
  if (offer.status === 'pending') return answeringSideOf(offer) === side ? 'Waiting for your answer' : `Waiting for ${other(side)}`;
  return { accepted: 'Accepted', countered: 'Countered', declined: 'Declined', withdrawn: 'Withdrawn', expired: 'Expired' }[offer.status];
}

/** The deadline that matters now, in words for this side, or null once none does. */
export function offerDeadline(offer: Pick<OfferView, 'status' | 'proposed_by' | 'answer_by' | 'book_by'>, side: OfferSide, now: Date): string | null {
  if (offer.status === 'pending') {
    const when = formatDateTime(offer.answer_by, { weekday: true });
    return answeringSideOf(offer) === side ? `Answer by ${when}` : `${side === 'buyer' ? 'The seller' : 'The buyer'} has until ${when} to answer`;
  }
  if (offer.status === 'accepted' && offer.book_by && Date.parse(offer.book_by) > now.getTime()) {
    const when = formatDateTime(offer.book_by, { weekday: true });
    return side === 'buyer' ? `Book by ${when}: the phone is reserved for you` : `Reserved for the buyer until ${when}`;
  }
  return null;
}

/** What this side may do to the round now: the contract's rules, which the API enforces too. */
export function offerActionsFor(offer: OfferView, side: OfferSide, now: Date): OfferAction[] {
  return OFFER_ACTIONS.filter((action) => offerRefusalOf(offer, action, side, now) === null);
}

/** Whether the buyer may still book at this round's price: accepted, and its booking window open. */
export function canBookAtOffer(offer: Pick<OfferView, 'status' | 'book_by'>, now: Date): boolean {
  return offer.status === 'accepted' && Boolean(offer.book_by) && Date.parse(offer.book_by!) > now.getTime();
}
