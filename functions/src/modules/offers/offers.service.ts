import { AppError } from '../../shared/app-error';
import { isAdmin, type Caller } from '../../shared/auth';
import { ALREADY_EXISTS, hasGrpcCode } from '../../shared/firestore';
import type { Page } from '../../shared/pagination';
import type { PageRequest } from '../../contract/pagination';
import type { UserRecord } from '../../contract/users';
import { OFFER_BOOKING_HOURS, OFFER_MAX_ROUNDS } from '../../contract/constants';
import type { NoticeText } from '../../shared/texts';
import { effectiveListingStatus } from '../../contract/order-deadlines';
import { activeOfferHold, isModerated, type Product } from '../../contract/products';
import {
  effectiveOfferStatus,
  isOpenOffer,
  isUnderFloor,
  offerAnswerByOf,
  offerBookByOf,
  offerHasLapsed,
  offerPriceProblem,
  offerListingStatusOf,
  offerRefusalOf,
  UNDER_FLOOR_REASON,
  type OfferAction,
} from '../../contract/offer-status';
import type { CounterOfferBody, CreateOfferBody, DeclineOfferBody, Offer, OfferSide, OfferView } from '../../contract/offers';
import type { NotificationKind } from '../../contract/notifications';
import { conversationIdFor } from '../../contract/conversations';
import { dispatch, newEvent, type OutboxEvent } from '../events';
import { personNotice } from '../notifications';
import {
  getListingsById,
  getOffer,
  listLapsedOfferIds,
  listOffersOf,
  offerIdFor,
  releaseStrandedHoldMarker,
  transactOffer,
  type OfferAggregate,
  type OfferEventsOf,
  type OfferTarget,
  type OfferTransition,
} from '../listings';

type SignedIn = Caller & { profile: UserRecord };

const OFFERS_LINK = '/dashboard/offers';

/** Which side of the offer the caller is on, if any. */
function sideOf(caller: Caller, offer: Pick<Offer, 'buyer_uid' | 'seller_uid'>): OfferSide | null {
  if (caller.uid && offer.seller_uid === caller.uid) return 'seller';
  if (caller.uid && offer.buyer_uid === caller.uid) return 'buyer';
  return null;
}

const uidOf = (offer: Offer, side: OfferSide) => (side === 'buyer' ? offer.buyer_uid : offer.seller_uid);

/**
 * The offer as its sides (and admins) read it at `now`: a pending offer past answer_by reads as
 * expired, and the phone's status shows whether it can still be accepted or countered.
 */
export function offerViewFor(offer: Offer, listing: Product | null, now: Date): OfferView {
  return { ...offer, status: effectiveOfferStatus(offer, now), listing_status: offerListingStatusOf(listing, offer, now) };
}

/** The notice owed to one side of an offer, once per round and kind. */
function notice(offer: Offer, side: OfferSide, kind: NotificationKind, text: NoticeText, now: Date): OutboxEvent<'notice.person'> {
  return personNotice({ uid: uidOf(offer, side), kind, text, link: OFFERS_LINK, listingId: offer.listing_id, key: offer._id }, now);
}

/** Both sides hear of a round that expired unanswered (written down lazily or by the sweep). */
function expiryNotices(expired: Offer, now: Date): OutboxEvent[] {
  const text: NoticeText = { key: 'offer_expired', params: { price: expired.price, phone: expired.item_name } };
  return (['buyer', 'seller'] as const).map((side) => notice(expired, side, 'offer_expired', text, now));
}

/**
 * The event that shows a move of the buyer's offer in the pair's conversation (the conversations
 * module owns the thread), keyed by the round and status the move left, which happen once each.
 */
function threadEvents({ before, after, expired }: Parameters<OfferEventsOf>[0], now: Date): OutboxEvent[] {
  const offer = after.offer;
  if (!offer || (!expired && before.offer?._id === offer._id && before.offer.status === offer.status)) return [];
  const payload = { listingId: offer.listing_id, buyerUid: offer.buyer_uid };
  return [newEvent('offer.thread', conversationIdFor(offer.listing_id, offer.buyer_uid), `${offer.round}-${offer.status}`, payload, now)];
}

/** Runs one offer transition, hands its events to the queue once committed, and answers the aggregate after it. */
async function run(target: OfferTarget, now: Date, decide: (state: OfferAggregate) => OfferTransition | null, effects: OfferEventsOf = () => []): Promise<OfferAggregate> {
  const { after, refusal, events } = await transactOffer(target, now, decide, (outcome) => [
    ...(outcome.expired && outcome.before.offer ? expiryNotices(outcome.before.offer, now) : []),
    ...effects(outcome),
    ...threadEvents(outcome, now),
  ]);
  await dispatch(events);
  if (refusal) throw refusal;
  return after;
}

/** A new round on `listing` for the buyer, pending an answer for 24 hours. */
function newRound(
  listing: Product,
  buyer: Pick<Offer, 'buyer_uid' | 'buyer_name'>,
  round: number,
  price: number,
  proposedBy: OfferSide,
  message: string,
  now: Date,
): Offer {
  const id = offerIdFor(listing._id, buyer.buyer_uid, round);
  const createdAt = now.toISOString();
  return {
    _id: id,
    listing_id: listing._id,
    buyer_uid: buyer.buyer_uid,
    buyer_name: buyer.buyer_name,
    seller_uid: listing.seller_uid,
    seller_name: listing.seller_name,
    item_name: listing.phone_details.phone_name,
    item_img: listing.phone_details.phone_img_card,
    listed_price: listing.price,
    round,
    price,
    proposed_by: proposedBy,
    message,
    status: 'pending',
    answer_by: offerAnswerByOf(now),
    answered_at: null,
    decline_reason: null,
    book_by: null,
    createdAt,
    updatedAt: createdAt,
    sortKey: `${createdAt}_${id}`,
  };
}

/** A round the seller's private floor declines at once, with a reason that never names it. */
function declinedByFloor(offer: Offer, now: Date): Offer {
  return { ...offer, status: 'declined', answered_at: now.toISOString(), decline_reason: UNDER_FLOOR_REASON };
}

function priceRefusal(problem: string): AppError {
  return AppError.validation(problem, [{ path: 'price', message: problem }]);
}

/**
 * The listing an offer is made or answered on, as it is at `now`: there for buyers, neither sold nor
 * booked, and not reserved by an accepted offer.
 */
function assertOpenToOffers(listing: Product | null, now: Date): Product {
  if (!listing || isModerated(listing.status)) throw AppError.notFound('This phone is no longer listed.');
  const status = effectiveListingStatus(listing, now);
  if (status === 'sold') throw AppError.conflict('This phone has already been sold.');
  if (status !== 'available') throw AppError.conflict('This phone is already booked.', 'already_booked');
  if (activeOfferHold(listing, now)) throw AppError.conflict('This phone is reserved for a buyer whose offer was accepted.', 'already_booked');
  return listing;
}

/**
 * POST /products/:id/offers: a signed-in buyer offers a price on an available listing that is not
 * theirs nor firm. One open round per buyer and listing, at most three rounds: the round's
 * deterministic id is created in the transaction, so of two offers sent at once only one opens.
 * Under the seller's private floor the offer is declined at once, with a polite reason.
 */
export async function makeOffer(caller: SignedIn, listingId: string, body: CreateOfferBody, now = new Date()): Promise<OfferView> {
  try {
    const { offer, listing } = await run(
      { listingId, buyerUid: caller.uid },
      now,
      ({ listing: found, offer: latest }) => {
        if (found && found.seller_uid === caller.uid) throw AppError.forbidden('You cannot make an offer on your own phone.');
        const listing = assertOpenToOffers(found, now);
        if (listing.firm_price) throw AppError.conflict('The seller has marked this price as firm: it takes no offers.', 'firm_price');
        if (latest && isOpenOffer(latest, now)) {
          throw AppError.conflict('You already have an open offer on this phone: wait for the answer or withdraw it.', 'offer_open');
        }
        const round = (latest?.round ?? 0) + 1;
        if (round > OFFER_MAX_ROUNDS) throw AppError.conflict(`You have used all ${OFFER_MAX_ROUNDS} rounds of offers on this phone.`, 'offer_rounds');
        const problem = offerPriceProblem(body.price, listing.price);
        if (problem) throw priceRefusal(problem);
        const offer = newRound(listing, { buyer_uid: caller.uid, buyer_name: caller.profile.name }, round, body.price, 'buyer', body.message, now);
        return { kind: 'open', offer: isUnderFloor(body.price, listing.offer_floor) ? declinedByFloor(offer, now) : offer };
      },
      ({ after }) => {
        const made = after.offer!;
        if (made.status !== 'pending') return [];
        return [notice(made, 'seller', 'offer_received', { key: 'offer_received', params: { buyer: made.buyer_name, price: made.price, phone: made.item_name } }, now)];
      },
    );
    return offerViewFor(offer!, listing, now);
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) throw AppError.conflict('You already have an open offer on this phone: wait for the answer or withdraw it.', 'offer_open');
    throw error;
  }
}

/** Writes down the expiry of a round whose deadline passed (lazy expiry on reads); answers the round as it now is. */
async function settled(offer: Offer, now: Date): Promise<Offer> {
  if (!offerHasLapsed(offer, now)) return offer;
  try {
    return (await run({ offerId: offer._id }, now, () => null)).offer ?? offer;
  } catch (error) {
    // Another request (or the sweep) closed it at the same moment: read what it wrote.
    if (hasGrpcCode(error, ALREADY_EXISTS)) return (await getOffer(offer._id)) ?? offer;
    throw error;
  }
}

/** GET /offers?side=&listing=: the offers the caller made (buyer) or received (seller), newest first; about one listing when named. */
export async function listOffers(caller: Caller, side: OfferSide, page: PageRequest, now = new Date(), listingId?: string): Promise<Page<OfferView>> {
  const found = await listOffersOf(side, caller.uid, page, listingId);
  const [items, listings] = await Promise.all([
    Promise.all(found.items.map((offer) => settled(offer, now))),
    getListingsById(found.items.map((offer) => offer.listing_id)),
  ]);
  return { ...found, items: items.map((offer) => offerViewFor(offer, listings.get(offer.listing_id) ?? null, now)) };
}

/** GET /offers/:id: its buyer, its seller or an admin. */
export async function readOffer(caller: Caller, id: string, now = new Date()): Promise<OfferView> {
  const offer = await getOffer(id);
  if (!offer) throw AppError.notFound('This offer does not exist.');
  if (!sideOf(caller, offer) && !isAdmin(caller)) throw AppError.forbidden('Only the buyer or the seller can see this offer.');
  const [current, listings] = await Promise.all([settled(offer, now), getListingsById([offer.listing_id])]);
  return offerViewFor(current, listings.get(offer.listing_id) ?? null, now);
}

const WHO_MAY: { [A in OfferAction]: string } = {
  accept: 'Only the side this offer waits for can accept it.',
  decline: 'Only the side this offer waits for can decline it.',
  counter: 'Only the side this offer waits for can counter it.',
  withdraw: 'Only the buyer can withdraw an offer.',
};

function statusConflict(offer: Offer): AppError {
  return AppError.conflict(`This offer is already ${offer.status}.`);
}

/** Checks that the caller may take `action` on the round as it is now (any expiry written down first); answers their side. */
function authorize(caller: Caller, offer: Offer | null, action: OfferAction, now: Date): OfferSide {
  if (!offer) throw AppError.notFound('This offer does not exist.');
  const side = sideOf(caller, offer);
  switch (offerRefusalOf(offer, action, side, now)) {
    case null:
      return side!;
    case 'not_party':
    case 'side':
      throw AppError.forbidden(WHO_MAY[action]);
    case 'rounds':
      throw AppError.conflict(`This was the last of ${OFFER_MAX_ROUNDS} rounds: accept or decline it.`, 'offer_rounds');
    default:
      throw statusConflict(offer);
  }
}

/** Runs one action on a round and answers the round as it is afterwards (after a counter: the new round). */
async function act(
  caller: Caller,
  id: string,
  action: OfferAction,
  now: Date,
  decide: (offer: Offer, side: OfferSide, listing: Product | null) => OfferTransition,
  effects: (closed: Offer, after: Offer) => OutboxEvent[],
): Promise<OfferView> {
  try {
    const { offer, listing } = await run(
      { offerId: id },
      now,
      ({ offer, listing }) => decide(offer!, authorize(caller, offer, action, now), listing),
      ({ before, after }) => (before.offer && after.offer ? effects(before.offer, after.offer) : []),
    );
    return offerViewFor(offer!, listing, now);
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) {
      const offer = await getOffer(id);
      if (action === 'accept' && offer && offer.status !== 'pending') await releaseStrandedHoldMarker(offer.listing_id, offer._id);
      // The round is still pending: what lost was the listing's hold, taken by another acceptance.
      if (offer?.status === 'pending') throw AppError.conflict('This phone was just reserved for another buyer.', 'already_booked');
      throw offer ? statusConflict(offer) : AppError.conflict('This offer has just changed. Please reload it.');
    }
    throw error;
  }
}

/**
 * PUT /offers/:id/accept: the answering side takes the price. The listing is reserved for the buyer
 * for 24 hours (offer_hold), who books it at this price; of two acceptances on one listing at once,
 * one commits (the hold's marker is created with create()).
 */
export function acceptOffer(caller: Caller, id: string, now = new Date()): Promise<OfferView> {
  return act(
    caller,
    id,
    'accept',
    now,
    (offer, _side, listing) => {
      assertOpenToOffers(listing, now);
      const bookBy = offerBookByOf(now);
      return {
        kind: 'close',
        status: 'accepted',
        fields: { book_by: bookBy },
        hold: { offer_id: offer._id, buyer_uid: offer.buyer_uid, price: offer.price, until: bookBy },
      };
    },
    (closed) => {
      const about = { price: closed.price, phone: closed.item_name, hours: OFFER_BOOKING_HOURS };
      return closed.proposed_by === 'buyer'
        ? [notice(closed, 'buyer', 'offer_accepted', { key: 'offer_accepted_by_seller', params: { ...about, seller: closed.seller_name } }, now)]
        : [notice(closed, 'seller', 'offer_accepted', { key: 'offer_accepted_by_buyer', params: { ...about, buyer: closed.buyer_name } }, now)];
    },
  );
}

/** PUT /offers/:id/decline: the answering side says no, with an optional reason. */
export function declineOffer(caller: Caller, id: string, body: DeclineOfferBody, now = new Date()): Promise<OfferView> {
  return act(
    caller,
    id,
    'decline',
    now,
    () => ({ kind: 'close', status: 'declined', fields: { decline_reason: body.reason || null } }),
    (closed) => [
      notice(closed, closed.proposed_by, 'offer_declined', { key: 'offer_declined', params: { price: closed.price, phone: closed.item_name } }, now),
    ],
  );
}

/**
 * PUT /offers/:id/counter: the answering side proposes another price, which opens the next round
 * (at most three): a seller's counter lies above the buyer's price, a buyer's below the seller's.
 * A buyer's counter under the seller's floor is declined at once.
 */
export function counterOffer(caller: Caller, id: string, body: CounterOfferBody, now = new Date()): Promise<OfferView> {
  return act(
    caller,
    id,
    'counter',
    now,
    (offer, side, found) => {
      const listing = assertOpenToOffers(found, now);
      const problem = offerPriceProblem(body.price, listing.price, { by: side, onTable: offer.price });
      if (problem) throw priceRefusal(problem);
      const next = newRound(listing, offer, offer.round + 1, body.price, side, '', now);
      const floored = side === 'buyer' && isUnderFloor(body.price, listing.offer_floor);
      return { kind: 'close', status: 'countered', next: floored ? declinedByFloor(next, now) : next };
    },
    (closed, next) => {
      if (next.status !== 'pending') return [];
      return next.proposed_by === 'seller'
        ? [notice(next, 'buyer', 'offer_countered', { key: 'offer_countered_by_seller', params: { seller: next.seller_name, price: next.price, offered: closed.price, phone: next.item_name } }, now)]
        : [notice(next, 'seller', 'offer_received', { key: 'offer_countered_by_buyer', params: { buyer: next.buyer_name, price: next.price, phone: next.item_name } }, now)];
    },
  );
}

/** DELETE /offers/:id: the buyer takes a pending round back. */
export function withdrawOffer(caller: Caller, id: string, now = new Date()): Promise<OfferView> {
  return act(
    caller,
    id,
    'withdraw',
    now,
    () => ({ kind: 'close', status: 'withdrawn' }),
    (closed) => [notice(closed, 'seller', 'offer_withdrawn', { key: 'offer_withdrawn', params: { buyer: closed.buyer_name, price: closed.price, phone: closed.item_name } }, now)],
  );
}

/**
 * The sweep of lapsed offers: writes down the expiry of every pending round past answer_by (and
 * tells both sides). Correctness never waits for it: every read and write judges the deadline
 * itself. Answers how many it expired.
 */
export async function sweepExpiredOffers(now = new Date()): Promise<number> {
  let expired = 0;
  for (const id of await listLapsedOfferIds(now)) {
    try {
      const { offer } = await run({ offerId: id }, now, () => null);
      if (offer?.status === 'expired') expired += 1;
    } catch (error) {
      if (!hasGrpcCode(error, ALREADY_EXISTS)) throw error;
    }
  }
  return expired;
}
