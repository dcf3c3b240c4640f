import { answeringSideOf, OFFER_ACTIONS, offerRefusalOf, type OfferAction } from '@contract/offer-status';
import type { OfferSide, OfferStatus, OfferView } from '@contract/offers';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Format } from '@/lib/format';

/** Each status as a chip's colour. */
export const OFFER_STATUS_COLOR: Record<OfferStatus, 'warning' | 'success' | 'default' | 'info'> = {
  pending: 'warning',
  accepted: 'success',
  countered: 'info',
  declined: 'default',
  withdrawn: 'default',
  expired: 'default',
};

/** A status for the side that reads it: a pending round says who it waits for, or that its phone is gone meanwhile. */
export function offerStatusLabel(offer: Pick<OfferView, 'status' | 'proposed_by' | 'listing_status'>, side: OfferSide, i18n: I18n): string {
  if (offer.status === 'pending' && offer.listing_status !== 'available') {
    return i18n._({ booked: msg`Phone booked`, sold: msg`Phone sold`, unlisted: msg`Phone unlisted` }[offer.listing_status]);
  }
  if (offer.status === 'pending') {
    if (answeringSideOf(offer) === side) return i18n._(msg`Waiting for your answer`);
    return i18n._(side === 'buyer' ? msg`Waiting for the seller` : msg`Waiting for the buyer`);
  }
  return i18n._({ accepted: msg`Accepted`, countered: msg`Countered`, declined: msg`Declined`, withdrawn: msg`Withdrawn`, expired: msg`Expired` }[offer.status]);
}

/**
 * Why a pending round can no longer be accepted or countered: its phone was booked (by an order or
 * another buyer's accepted offer), sold or taken off the market since. Null while it is available.
 */
export function offerPhoneNote(offer: Pick<OfferView, 'status' | 'listing_status'>, i18n: I18n): string | null {
  if (offer.status !== 'pending') return null;
  switch (offer.listing_status) {
    case 'available':
      return null;
    case 'booked':
      return i18n._(msg`This phone is booked now, so this offer can no longer be accepted.`);
    case 'sold':
      return i18n._(msg`This phone has been sold.`);
    case 'unlisted':
      return i18n._(msg`This phone is no longer listed.`);
  }
}

/** The deadline that matters now, in words for this side, or null once none does (nor while the phone is not available). */
export function offerDeadline(
  offer: Pick<OfferView, 'status' | 'proposed_by' | 'answer_by' | 'book_by' | 'listing_status'>,
  side: OfferSide,
  now: Date,
  i18n: I18n,
  format: Format,
): string | null {
  if (offer.status === 'pending') {
    if (offerPhoneNote(offer, i18n)) return null;
    const when = format.formatDateTime(offer.answer_by, { weekday: true });
    if (answeringSideOf(offer) === side) return i18n._(msg`Answer by ${when}`);
    return i18n._(side === 'buyer' ? msg`The seller has until ${when} to answer` : msg`The buyer has until ${when} to answer`);
  }
  if (offer.status === 'accepted' && offer.book_by && Date.parse(offer.book_by) > now.getTime()) {
    const when = format.formatDateTime(offer.book_by, { weekday: true });
    return i18n._(side === 'buyer' ? msg`Book by ${when}: the phone is reserved for you` : msg`Reserved for the buyer until ${when}`);
  }
  return null;
}

/**
 * What this side may do to the round now: the contract's rules, which the API enforces too, and no
 * acceptance nor counter once the phone is not available (the API answers already_booked).
 */
export function offerActionsFor(offer: OfferView, side: OfferSide, now: Date): OfferAction[] {
  const phoneTaken = offer.listing_status !== 'available';
  return OFFER_ACTIONS.filter((action) => offerRefusalOf(offer, action, side, now) === null && !(phoneTaken && (action === 'accept' || action === 'counter')));
}

/** Whether the buyer may still book at this round's price: accepted, its booking window open, and the phone still there for them. */
export function canBookAtOffer(offer: Pick<OfferView, 'status' | 'book_by' | 'listing_status'>, now: Date): boolean {
  return offer.status === 'accepted' && offer.listing_status === 'available' && Boolean(offer.book_by) && Date.parse(offer.book_by!) > now.getTime();
}
