/**
 * The life of an offer, written once and judged at a time `now`. Pure: the API enforces it on every
 * read and write, the sweep uses it to find what to write down, the web reads it to decide which
 * buttons show and to word the deadline.
 */
import { HOUR_MS, OFFER_ANSWER_HOURS, OFFER_BOOKING_HOURS, OFFER_MAX_ROUNDS, OFFER_MIN_SHARE } from './constants';
import { effectiveListingStatus } from './order-deadlines';
import { activeOfferHold, isModerated, type Product } from './products';
import type { Offer, OfferListingStatus, OfferSide, OfferStatus } from './offers';

/** From each status, the statuses it may move to. Every status but pending is final. */
export const OFFER_TRANSITIONS: { readonly [From in OfferStatus]: readonly OfferStatus[] } = {
  pending: [
    // The answering side takes the price: the phone is held for the buyer to book at it.
    'accepted',
    // The answering side says no (the seller's private floor says it at once).
    'declined',
    // The answering side proposes another price: the next round opens, pending.
    'countered',
    // The buyer takes it back.
    'withdrawn',
    // Nobody answered by answer_by.
    'expired',
  ],
  accepted: [],
  declined: [],
  countered: [],
  withdrawn: [],
  expired: [],
};

export function canMoveOffer(from: OfferStatus, to: OfferStatus): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

export type ClosedOfferStatus = Exclude<OfferStatus, 'pending'>;

/** What each side may do to an offer. */
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'withdraw'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** The status each action moves a pending offer to. */
export const OFFER_ACTION_STATUS: { readonly [A in OfferAction]: ClosedOfferStatus } = {
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
  withdraw: 'withdrawn',
};

/** The side that answers a round: the one that did not propose its price. */
export function answeringSideOf(offer: Pick<Offer, 'proposed_by'>): OfferSide {
  return offer.proposed_by === 'buyer' ? 'seller' : 'buyer';
}

/** Which sides may take an action on this round: the answering side answers, the buyer alone withdraws. */
export function sidesFor(action: OfferAction, offer: Pick<Offer, 'proposed_by'>): readonly OfferSide[] {
  return action === 'withdraw' ? ['buyer'] : [answeringSideOf(offer)];
}

const plus = (iso: string | Date, ms: number): string => new Date(new Date(iso).getTime() + ms).toISOString();
const passed = (deadline: string | null | undefined, now: Date): boolean => Boolean(deadline && now.getTime() >= Date.parse(deadline));

/** A round's answer deadline: 24 hours after it was made. */
export function offerAnswerByOf(madeAt: string | Date): string {
  return plus(madeAt, OFFER_ANSWER_HOURS * HOUR_MS);
}

/** An accepted offer holds the phone for its buyer until 24 hours after the acceptance. */
export function offerBookByOf(acceptedAt: string | Date): string {
  return plus(acceptedAt, OFFER_BOOKING_HOURS * HOUR_MS);
}

type DeadlineFields = Pick<Offer, 'status' | 'answer_by'>;

/** The offer's status at `now`: a pending offer past answer_by is expired, whatever is stored. */
export function effectiveOfferStatus(offer: DeadlineFields, now: Date): OfferStatus {
  return offer.status === 'pending' && passed(offer.answer_by, now) ? 'expired' : offer.status;
}

/** Whether the stored status lags the effective one (the offer lapsed and nobody wrote it down yet). */
export function offerHasLapsed(offer: DeadlineFields, now: Date): boolean {
  return effectiveOfferStatus(offer, now) !== offer.status;
}

/** Whether the offer is open at `now`: pending and not past its deadline. */
export function isOpenOffer(offer: DeadlineFields, now: Date): boolean {
  return effectiveOfferStatus(offer, now) === 'pending';
}

/** Why an action is refused at `now`, or null when it may go ahead. */
export type OfferRefusal = 'not_party' | 'side' | 'expired' | 'status' | 'rounds';

/**
 * Whether `side` (null: not a side of the offer) may take `action` on this round at `now`. Judged on
 * the effective status, so an offer past answer_by can no longer be accepted; a counter needs a
 * round left.
 */
export function offerRefusalOf(offer: DeadlineFields & Pick<Offer, 'proposed_by' | 'round'>, action: OfferAction, side: OfferSide | null, now: Date): OfferRefusal | null {
  if (!side) return 'not_party';
  if (!sidesFor(action, offer).includes(side)) return 'side';
  const status = effectiveOfferStatus(offer, now);
  if (status === 'expired' && offer.status === 'pending') return 'expired';
  if (!canMoveOffer(status, OFFER_ACTION_STATUS[action])) return 'status';
  if (action === 'counter' && offer.round >= OFFER_MAX_ROUNDS) return 'rounds';
  return null;
}

const TAKA = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 });

/** A price in the server's messages (notifications, refusals): `৳12,500`. */
export function takaText(price: number): string {
  return `৳${TAKA.format(price)}`;
}

/** The prices an offer on a listing asking `asking` may name: whole taka, from half of it to just below it. */
export function offerPriceRange(asking: number): { min: number; max: number } {
  return { min: Math.ceil(asking * OFFER_MIN_SHARE), max: Math.ceil(asking) - 1 };
}

/**
 * Why a price cannot be proposed in a round, or null. `onTable`: the price of the round it answers
 * (a counter), which a seller's counter must beat and a buyer's must stay under.
 */
export function offerPriceProblem(price: number, asking: number, counter?: { by: OfferSide; onTable: number }): string | null {
  const { min, max } = offerPriceRange(asking);
  if (!Number.isInteger(price)) return 'Offer a whole number of taka.';
  if (price < min) return `Offer at least ${takaText(min)}, half of the asking price.`;
  if (price > max) return `Offer less than the asking price of ${takaText(asking)}.`;
  if (counter?.by === 'seller' && price <= counter.onTable) return `Counter with more than the ${takaText(counter.onTable)} offered.`;
  if (counter?.by === 'buyer' && price >= counter.onTable) return `Counter with less than the ${takaText(counter.onTable)} asked.`;
  return null;
}

/** What a buyer under the seller's private floor is told: no figure, no blame. */
export const UNDER_FLOOR_REASON = 'Thanks for your offer. The seller is hoping for a little more for this phone, so this one was declined automatically.';

/** Whether a buyer's price falls under the seller's private floor (null: no floor). */
export function isUnderFloor(price: number, floor: number | null | undefined): boolean {
  return floor != null && price < floor;
}

/**
 * The phone an offer is about, as the offer's sides see it at `now` (null: deleted). Another
 * buyer's accepted offer books it as an order would; this offer's own acceptance does not.
 */
export function offerListingStatusOf(
  listing: Pick<Product, 'status' | 'held_until' | 'offer_hold'> | null,
  offer: Pick<Offer, '_id'>,
  now: Date,
): OfferListingStatus {
  if (!listing || isModerated(listing.status)) return 'unlisted';
  const status = effectiveListingStatus(listing, now);
  if (status === 'sold') return 'sold';
  if (status !== 'available') return 'booked';
  const hold = activeOfferHold(listing, now);
  return hold && hold.offer_id !== offer._id ? 'booked' : 'available';
}
