import { AppError } from '../../shared/app-error';
import { assertSelfOrAdmin, isAdmin, type Caller } from '../../shared/auth';
import { displayDate } from '../../contract/dates';
import { ALREADY_EXISTS, hasGrpcCode } from '../../shared/firestore';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { canBeBooked } from '../../contract/listing-status';
import type { Product } from '../../contract/products';
import { changeListing, changeOrder, type Effects } from '../listing-changes';
import type { OrderEvent } from '../notifications';
import type { UserRecord } from '../../contract/users';
import { isOpenOrderStatus, SELLER_CONTACT_STATUSES, type OrderAction, type OrderSide } from '../../contract/order-status';
import {
  afterWrongCode,
  answerByOf,
  checklistMismatches,
  effectiveOrderStatus,
  hasLapsed,
  holdUntilOf,
  isSlotWithinWindow,
  refusalOf,
} from '../../contract/order-deadlines';
import { HANDOVER_LOCK_MINUTES, HANDOVER_MAX_WRONG_CODES, ORDER_SLOTS_WINDOW_DAYS } from '../../contract/constants';
import { getOrder, getProduct, listOrdersOf, orderIdFor, type ListingAggregate, type Transition } from '../listings';
import { requireVerifiedPhone, verifiedPhoneOf } from '../profiles';
import { activeOfferHold, isModerated, type OfferHold } from '../../contract/products';
import { orderNotice } from '../notifications';
import type { OutboxEvent } from '../events';
import { onSaleCount, saleCountEvent } from './order-completion.service';
import { sellerEmailOf } from '../../contract/names';
import {
  orderCopyOf,
  orderMeetupDefaults,
  SELLER_CONTACT_FIELDS,
  type AcceptOrderBody,
  type CancelledBy,
  type ChecklistBody,
  type CreateOrderBody,
  type DeclineOrderBody,
  type Order,
  type OrderView,
} from '../../contract/orders';
import { handoverCodeOf, handoverHashOf, isHandoverCode } from './handover-code';
import { spotPlaceOf, type SpotCopy } from '../../contract/meetup-spots';
import { bookableSpotCopy } from '../meetup-spots';

type SignedIn = Caller & { profile: UserRecord };

/** gRPC ABORTED: a production transaction that kept losing to concurrent ones. */
const ABORTED = 10;

const alreadyBooked = () => AppError.conflict('This phone is already booked.', 'already_booked');

/** A meeting time of the request or of the answer: in the future and within the window, else a 400 naming the field. */
function assertSlot(slot: string, path: string, now: Date): void {
  if (!isSlotWithinWindow(slot, now)) {
    const message = `Pick a time in the future and within ${ORDER_SLOTS_WINDOW_DAYS} days.`;
    throw AppError.validation(message, [{ path, message }]);
  }
}

/** A proposed time as stored (UTC ISO), with the safe meeting spot named for it, if any. */
interface SlotChoice {
  at: string;
  spot: SpotCopy | null;
}

/**
 * The buyer's slots as stored: checked, in UTC ISO form, without repeats (a repeated time keeps
 * its first spot), earliest first, each with a copy of the spot it names (live spots only).
 */
async function slotsOf(body: CreateOrderBody, now: Date): Promise<SlotChoice[]> {
  const proposed = body.slots.map((slot, index) => {
    const at = typeof slot === 'string' ? slot : slot.at;
    assertSlot(at, `slots.${index}`, now);
    const spotId = typeof slot === 'string' ? null : (slot.spot_id ?? null);
    return { at: new Date(at).toISOString(), spotId, index };
  });
  const byTime = new Map<string, (typeof proposed)[number]>();
  for (const slot of proposed) if (!byTime.has(slot.at)) byTime.set(slot.at, slot);
  const unique = [...byTime.values()].sort((a, b) => (a.at < b.at ? -1 : 1));
  return Promise.all(
    unique.map(async ({ at, spotId, index }) => ({ at, spot: spotId ? await bookableSpotCopy(spotId, `slots.${index}.spot_id`) : null })),
  );
}

const spotIdsOf = (spots: readonly (SpotCopy | null)[]) => [...new Set(spots.flatMap((spot) => (spot ? [spot._id] : [])))];

/** The last four IMEI digits a listing shows, where it has them (listings stored before IMEIs have none). */
function imeiLast4Of(listing: Product): string | null {
  const value = (listing as Product & { imei_last4?: unknown }).imei_last4;
  return typeof value === 'string' && /^\d{4}$/.test(value) ? value : null;
}

/** The two verified numbers a booking passes on: the buyer's (required) and the seller's, when Auth has one. */
interface BookingPhones {
  buyer: string;
  seller: string | null;
}

/**
 * The verified numbers of a booking, read before its transaction (Auth is outside it): 403
 * phone_not_verified for a buyer without one. A seller's listing carries the number they listed with;
 * their current one wins, should they have changed it since.
 */
async function bookingPhonesOf(caller: SignedIn, listingId: string): Promise<BookingPhones> {
  const [buyer, listing] = await Promise.all([requireVerifiedPhone(caller.uid, 'book'), getProduct(listingId)]);
  return { buyer, seller: listing ? await verifiedPhoneOf(listing.seller_uid) : null };
}

function newOrder(caller: SignedIn, listing: Product, slots: SlotChoice[], phones: BookingPhones, body: CreateOrderBody, now: Date, hold: OfferHold | null): Order {
  const id = orderIdFor(listing);
  const createdAt = now.toISOString();
  return {
    _id: id,
    ...orderCopyOf(listing),
    // The seller's verified number now (they may have changed it since listing), else the listing's.
    seller_mobile_number: phones.seller ?? listing.mobile_number,
    // The deal's price: the accepted offer's, when the buyer took one up; the asking price beside it.
    price: hold?.price ?? listing.price,
    listed_price: listing.price,
    offer_id: hold?.offer_id ?? null,
    buyer_name: caller.profile.name,
    email: caller.email,
    buyer_uid: caller.uid,
    seller_email: sellerEmailOf(listing),
    seller_uid: listing.seller_uid,
    seller_name: listing.seller_name,
    // The buyer's verified number, never the body's: the one the seller will call.
    mobile_number: phones.buyer,
    meet_location: body.meet_location,
    message: body.message,
    date: displayDate(now),
    bookedId: listing._id,
    status: 'booked',
    createdAt,
    updatedAt: createdAt,
    sortKey: `${createdAt}_${id}`,
    ...orderMeetupDefaults(),
    slots: slots.map((slot) => slot.at),
    slot_spots: slots.map((slot) => slot.spot),
    spot_ids: spotIdsOf(slots.map((slot) => slot.spot)),
    answer_by: answerByOf(now),
    listing_battery_health: listing.battery_health ?? null,
    listing_imei_last4: imeiLast4Of(listing),
  };
}

/**
 * Any signed-in user but the seller books an available listing (a hold whose deadline passed is
 * expired first, by the aggregate); exactly one booking wins. While an accepted offer holds it, only
 * that offer's buyer may, and the order takes the offer's price. The seller must answer by answer_by.
 */
export async function placeOrder(caller: SignedIn, body: CreateOrderBody, now = new Date()): Promise<string> {
  const [slots, phones] = await Promise.all([slotsOf(body, now), bookingPhonesOf(caller, body.bookedId)]);
  try {
    const { order } = await changeListing(
      body.bookedId,
      ({ listing }) => {
        // Under review, rejected or hidden: not there for buyers.
        if (!listing || isModerated(listing.status)) throw AppError.notFound('This phone is no longer listed.');
        if (listing.seller_uid === caller.uid) throw AppError.forbidden('You cannot book your own phone.');
        if (listing.status === 'sold') throw AppError.conflict('This phone has already been sold.');
        if (!canBeBooked(listing.status)) throw alreadyBooked();
        // An accepted offer reserves the phone for its buyer, who books it at the agreed price.
        const hold = activeOfferHold(listing, now);
        if (hold && hold.buyer_uid !== caller.uid) throw AppError.conflict('This phone is reserved for another buyer whose offer was accepted.', 'already_booked');
        return { kind: 'book', order: newOrder(caller, listing, slots, phones, body, now, hold) };
      },
      now,
      (_before, after) => [orderNotice('booking_requested', after.order!, now, caller.uid)],
    );
    return order!._id;
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) throw alreadyBooked();
    if (hasGrpcCode(error, ABORTED)) throw AppError.conflict('Many people are booking this phone right now. Please try again.');
    throw error;
  }
}

/** Which side of the order the caller is on, if any. */
function sideOf(caller: Caller, order: Pick<Order, 'buyer_uid' | 'seller_uid'>): OrderSide | null {
  if (caller.uid && order.seller_uid === caller.uid) return 'seller';
  if (caller.uid && order.buyer_uid === caller.uid) return 'buyer';
  return null;
}

/**
 * An order as this reader may see it at `now`. The status is the effective one (a passed
 * deadline reads as expired before the sweep writes it down). The seller and an admin see the
 * buyer's name and phone number; the buyer sees the seller's contact only once the meetup is
 * accepted (SELLER_CONTACT_STATUSES). The code's hash never leaves; the clear code is added for
 * the buyer alone, while the order is accepted (see handover-code.ts).
 */
export function orderViewFor(reader: Caller, stored: Order, now: Date): OrderView {
  const status = effectiveOrderStatus(stored, now);
  const view: OrderView & Partial<Pick<Order, 'handover_code_hash'>> = { ...stored, status };
  delete view.handover_code_hash;
  const side = sideOf(reader, stored);
  if (side !== 'seller' && !isAdmin(reader) && !SELLER_CONTACT_STATUSES.includes(status)) {
    for (const field of SELLER_CONTACT_FIELDS) delete view[field];
  }
  if (side === 'buyer' && status === 'accepted') view.handover_code = handoverCodeOf(stored._id);
  return view;
}

/** Writes down the expiry of an order whose deadline passed (lazy expiry on reads); answers the order as it now is. */
async function settled(order: Order, now: Date): Promise<Order> {
  if (!isOpenOrderStatus(order.status) || !hasLapsed(order, now)) return order;
  try {
    const after = await changeOrder(order._id, () => null, now);
    return after.order ?? order;
  } catch (error) {
    // Another request (or the sweep) closed it at the same moment: read what it wrote.
    if (hasGrpcCode(error, ALREADY_EXISTS)) return (await getOrder(order._id)) ?? order;
    throw error;
  }
}

/** The caller's orders as buyer and as seller (or anyone's, for an admin), newest first. */
export async function listOrders(caller: Caller, partyEmail: string, page: PageRequest, now = new Date()): Promise<Page<OrderView>> {
  assertSelfOrAdmin(caller, partyEmail);
  const found = await listOrdersOf(partyEmail, page);
  const items = await Promise.all(found.items.map((order) => settled(order, now)));
  return { ...found, items: items.map((order) => orderViewFor(caller, order, now)) };
}

/** GET /orders/:id: the buyer, the seller or an admin reads one order. */
export async function readOrder(caller: Caller, id: string, now = new Date()): Promise<OrderView> {
  const order = await getOrder(id);
  if (!order) throw AppError.notFound('This order does not exist.');
  if (!sideOf(caller, order) && !isAdmin(caller)) throw AppError.forbidden('Only the buyer or the seller can see this order.');
  return orderViewFor(caller, await settled(order, now), now);
}

const WHO_MAY: { [A in OrderAction]: string } = {
  accept: 'Only the seller of this phone can accept the booking.',
  decline: 'Only the seller of this phone can decline the booking.',
  cancel: 'Only the buyer or the seller can cancel this order.',
  checklist: 'Only the buyer can fill in the checklist.',
  handover: 'Only the seller of this phone can enter the handover code.',
  safety_card: 'Only the buyer or the seller can share this meetup.',
};

function statusConflict(order: Order): AppError {
  if (order.status === 'expired') return AppError.conflict('This order has expired.');
  return AppError.conflict(`This order is already ${order.status}.`);
}

/**
 * Checks that the caller may take `action` on the order as it is now (the aggregate has written
 * down any expiry first), and answers the caller's side. Admins may cancel on either side's behalf.
 */
function authorize(caller: Caller, order: Order | null, action: OrderAction, now: Date): OrderSide | 'admin' {
  if (!order) throw AppError.notFound('This order does not exist.');
  const side = sideOf(caller, order);
  const refusal = refusalOf(order, action, side, now);
  if (refusal === 'not_party' && action === 'cancel' && isAdmin(caller)) {
    if (isOpenOrderStatus(order.status)) return 'admin';
    throw statusConflict(order);
  }
  switch (refusal) {
    case null:
      return side!;
    case 'not_party':
    case 'side':
      throw AppError.forbidden(WHO_MAY[action]);
    case 'locked':
      throw AppError.locked(`Too many wrong codes: the handover is locked for ${HANDOVER_LOCK_MINUTES} minutes. Try again later.`);
    default:
      throw statusConflict(order);
  }
}

/**
 * Runs one action through the aggregate and answers the order as the caller then sees it. `notice`:
 * what the parties are told once the order reaches a status (written with it, sent by the queue),
 * and any other event (`also`) the order owes from then.
 */
async function act(
  caller: Caller,
  id: string,
  action: OrderAction,
  now: Date,
  decide: (order: Order, side: OrderSide | 'admin', state: ListingAggregate) => Transition | null,
  notice?: { when: Order['status']; event: OrderEvent; also?: (order: Order) => OutboxEvent[] },
): Promise<OrderView> {
  const effects: Effects | undefined = notice
    ? (before, after) =>
        after.order && after.order.status === notice.when && before.order?.status !== notice.when
          ? [orderNotice(notice.event, after.order, now, caller.uid), ...(notice.also?.(after.order) ?? [])]
          : []
    : undefined;
  try {
    const after = await changeOrder(id, (state) => decide(state.order!, authorize(caller, state.order, action, now), state), now, effects);
    return orderViewFor(caller, after.order!, now);
  } catch (error) {
    // Another closing of this order committed first (orderClosures/{id}: see the aggregate's close).
    if (hasGrpcCode(error, ALREADY_EXISTS)) {
      const order = await getOrder(id);
      throw order ? statusConflict(order) : AppError.conflict('This order has just changed. Please reload it.');
    }
    throw error;
  }
}

/**
 * Where an accepted meetup is: the spot the seller proposes, else the place the seller typed, else
 * the spot the buyer named for the chosen time (for a time of the seller's own, the buyer's first
 * spot), else the buyer's place.
 */
function agreedPlaceOf(order: Order, meetAt: string, body: AcceptOrderBody, proposed: SpotCopy | null): Pick<Order, 'meet_spot' | 'meet_location' | 'spot_ids'> {
  const index = order.slots.indexOf(meetAt);
  const buyerSpot = index >= 0 ? (order.slot_spots[index] ?? null) : (order.slot_spots.find((spot) => spot !== null) ?? null);
  const spot = proposed ?? (body.meet_location ? null : buyerSpot);
  if (!spot) return { meet_spot: null, meet_location: body.meet_location || order.meet_location, spot_ids: order.spot_ids };
  return { meet_spot: spot, meet_location: spotPlaceOf(spot), spot_ids: [...new Set([...order.spot_ids, spot._id])] };
}

/**
 * PUT /orders/:id/accept: the seller confirms a time and the place (the buyer's spot for that time
 * as it is, or another spot or place of theirs); the phone is held until meet_at + 48 h.
 */
export async function acceptOrder(caller: Caller, id: string, body: AcceptOrderBody, now = new Date()): Promise<OrderView> {
  assertSlot(body.slot, 'slot', now);
  const meetAt = new Date(body.slot).toISOString();
  const holdUntil = holdUntilOf(meetAt);
  const proposed = body.spot_id ? await bookableSpotCopy(body.spot_id, 'spot_id') : null;
  return act(caller, id, 'accept', now, (order) => ({
    kind: 'update',
    order: {
      status: 'accepted',
      meet_at: meetAt,
      hold_until: holdUntil,
      accepted_at: now.toISOString(),
      ...agreedPlaceOf(order, meetAt, body, proposed),
      handover_code_hash: handoverHashOf(order._id, handoverCodeOf(order._id)),
      handover_failures: 0,
      handover_locked_until: null,
    },
    listing: { held_until: holdUntil },
  }), { when: 'accepted', event: 'booking_accepted' });
}

/** PUT /orders/:id/decline: the seller says no; the phone is available again. */
export async function declineOrder(caller: Caller, id: string, body: DeclineOrderBody, now = new Date()): Promise<OrderView> {
  return act(caller, id, 'decline', now, () => ({ kind: 'close', status: 'declined', fields: { decline_reason: body.reason || null } }), {
    when: 'declined',
    event: 'booking_declined',
  });
}

/** PUT /orders/:id/checklist: the buyer's checks at the meeting, saved as they are ticked; both sides see them. */
export function saveChecklist(caller: Caller, id: string, body: ChecklistBody, now = new Date()): Promise<OrderView> {
  return act(caller, id, 'checklist', now, (order) => {
    const found = { battery_health: body.battery_health ?? null, imei_last4: body.imei_last4 ?? null };
    const claim = { battery_health: order.listing_battery_health, imei_last4: order.listing_imei_last4 };
    return {
      kind: 'update',
      order: { checklist: { items: body.items, ...found, mismatches: checklistMismatches(claim, found), updatedAt: now.toISOString() } },
    };
  });
}

/**
 * POST /orders/:id/handover: the seller enters the buyer's code. The right code completes the
 * order and sells the listing (exactly once, however many arrive together: the aggregate's close);
 * a wrong one counts, and the fifth in a row locks the handover for 15 minutes (423).
 */
export async function handOver(caller: Caller, id: string, code: string, now = new Date()): Promise<OrderView> {
  let wrong: Pick<Order, 'handover_failures' | 'handover_locked_until'> | null = null;
  let saleCount: OutboxEvent<'sale.count'> | null = null;
  // The phone changed hands: both sides are told (and asked for a review), and the sale is owed to the seller's count.
  const view = await act(
    caller,
    id,
    'handover',
    now,
    (order) => {
      if (isHandoverCode(order, code)) return { kind: 'close', status: 'completed' };
      wrong = afterWrongCode(order, now);
      return { kind: 'update', order: wrong };
    },
    {
      when: 'completed',
      event: 'handover_completed',
      also: (order) => {
        saleCount = saleCountEvent(order, now);
        return [saleCount];
      },
    },
  );
  const counted = wrong as Pick<Order, 'handover_failures' | 'handover_locked_until'> | null;
  if (counted?.handover_locked_until) {
    throw AppError.locked(`That was the ${HANDOVER_MAX_WRONG_CODES}th wrong code: the handover is locked for ${HANDOVER_LOCK_MINUTES} minutes.`);
  }
  if (counted) {
    const left = HANDOVER_MAX_WRONG_CODES - counted.handover_failures;
    const message = `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before the handover locks for ${HANDOVER_LOCK_MINUTES} minutes.`;
    throw AppError.validation(message, [{ path: 'code', message }]);
  }
  // Counted now as well as by the queue (the same event, so once): the seller's own next listing reads the count.
  const owed = saleCount as OutboxEvent<'sale.count'> | null;
  if (owed) await onSaleCount(owed);
  return view;
}

/** DELETE /orders/:id: the buyer or the seller (or an admin) calls the booking or the meetup off, with an optional reason. */
export async function cancelOrder(caller: Caller, id: string, reason = '', now = new Date()): Promise<void> {
  // The other side hears of it (both, when an admin called it off).
  await act(
    caller,
    id,
    'cancel',
    now,
    (_order, side) => ({ kind: 'close', status: 'cancelled', fields: { cancel_reason: reason || null, cancelled_by: side as CancelledBy } }),
    { when: 'cancelled', event: 'booking_cancelled' },
  );
}

/** Cancels an order on the system's behalf (a user is being removed); closed orders stay as they are. */
export async function cancelOpenOrder(id: string, now = new Date()): Promise<void> {
  try {
    await changeOrder(
      id,
      ({ order }) => (order && isOpenOrderStatus(order.status) ? { kind: 'close', status: 'cancelled', fields: { cancelled_by: 'system' } } : null),
      now,
    );
  } catch (error) {
    if (!hasGrpcCode(error, ALREADY_EXISTS)) throw error;
  }
}

/** The sweep's work on one order: writes down its expiry if its deadline has passed (a no-op otherwise). */
export async function expireIfLapsed(id: string, now = new Date()): Promise<boolean> {
  try {
    const before = await getOrder(id);
    if (!before || !isOpenOrderStatus(before.status) || !hasLapsed(before, now)) return false;
    const after = await changeOrder(id, () => null, now);
    return after.order?.status === 'expired';
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) return false;
    throw error;
  }
}
