import { AppError } from '../../shared/app-error';
import { assertSelfOrAdmin, isAdmin, type Caller } from '../../shared/auth';
import { displayDate } from '../../contract/dates';
import { ALREADY_EXISTS, hasGrpcCode } from '../../shared/firestore';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { canBeBooked } from '../../contract/listing-status';
import type { Product } from '../../contract/products';
import { changeListing, changeOrder, orderIdFor } from '../listings/listing-aggregate.service';
import type { UserRecord } from '../../contract/users';
import { canMoveOrder, SELLER_CONTACT_STATUSES } from '../../contract/order-status';
import { listOrdersOf } from './orders.repo';
import { notifyOrderEvent } from '../notifications/notifications.service';
import { sellerEmailOf } from '../../contract/names';
import { orderCopyOf, SELLER_CONTACT_FIELDS, type CreateOrderBody, type Order, type OrderView } from '../../contract/orders';

type SignedIn = Caller & { profile: UserRecord };

/** gRPC ABORTED: a production transaction that kept losing to concurrent ones. */
const ABORTED = 10;

const alreadyBooked = () => AppError.conflict('This phone is already booked.', 'already_booked');

function newOrder(caller: SignedIn, listing: Product, body: CreateOrderBody, now: Date): Order {
  const id = orderIdFor(listing);
  const createdAt = now.toISOString();
  return {
    _id: id,
    ...orderCopyOf(listing),
    price: listing.price,
    buyer_name: caller.profile.name,
    email: caller.email,
    buyer_uid: caller.uid,
    seller_email: sellerEmailOf(listing),
    seller_uid: listing.seller_uid,
    seller_name: listing.seller_name,
    mobile_number: body.mobile_number,
    meet_location: body.meet_location,
    message: body.message,
    date: displayDate(now),
    bookedId: listing._id,
    status: 'booked',
    createdAt,
    updatedAt: createdAt,
    sortKey: `${createdAt}_${id}`,
  };
}

/** Any signed-in user but the seller books an available listing; exactly one booking wins. */
export async function placeOrder(caller: SignedIn, body: CreateOrderBody, now = new Date()): Promise<string> {
  try {
    const { order } = await changeListing(body.bookedId, ({ listing }) => {
      if (!listing) throw AppError.notFound('This phone is no longer listed.');
      if (listing.seller_uid === caller.uid) throw AppError.forbidden('You cannot book your own phone.');
      if (listing.status === 'sold') throw AppError.conflict('This phone has already been sold.');
      if (!canBeBooked(listing.status)) throw alreadyBooked();
      return { kind: 'book', order: newOrder(caller, listing, body, now) };
    }, now);
    await notifyOrderEvent('booking_requested', order!, now, caller.uid);
    return order!._id;
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) throw alreadyBooked();
    if (hasGrpcCode(error, ABORTED)) throw AppError.conflict('Many people are booking this phone right now. Please try again.');
    throw error;
  }
}

/**
 * An order as this reader may see it. The seller and an admin see it whole (the buyer's name
 * and phone number are for the seller); the buyer sees the seller's contact only while the
 * order's status shares it.
 */
export function orderViewFor(reader: Caller, order: Order): OrderView {
  const sellerSide = order.seller_uid === reader.uid || isAdmin(reader);
  if (sellerSide || SELLER_CONTACT_STATUSES.includes(order.status)) return order;
  const view: Partial<Order> = { ...order };
  for (const field of SELLER_CONTACT_FIELDS) delete view[field];
  return view as OrderView;
}

/** The caller's orders as buyer and as seller (or anyone's, for an admin), newest first. */
export async function listOrders(caller: Caller, partyEmail: string, page: PageRequest): Promise<Page<OrderView>> {
  assertSelfOrAdmin(caller, partyEmail);
  const found = await listOrdersOf(partyEmail, page);
  return { ...found, items: found.items.map((order) => orderViewFor(caller, order)) };
}

/**
 * Cancels a booked order, which frees its listing. `authorize` throws when the caller may not;
 * `ifOpen` makes an order that is already closed a no-op instead of a 409.
 */
async function cancel(id: string, authorize: (order: Order) => void, ifOpen = false, actorUid?: string): Promise<void> {
  let cancelled = false;
  const now = new Date();
  const { order: after } = await changeOrder(id, ({ order }) => {
    if (!order) throw AppError.notFound('This order does not exist.');
    authorize(order);
    cancelled = canMoveOrder(order.status, 'cancelled');
    if (cancelled) return { kind: 'close', status: 'cancelled' };
    if (ifOpen) return null;
    throw AppError.conflict(`This order is already ${order.status}.`);
  }, now);
  // The other side hears of it (both, when an admin or the system called it off).
  if (cancelled && after) await notifyOrderEvent('booking_cancelled', after, now, actorUid);
}

/** DELETE /orders/:id: the buyer or the seller (or an admin) calls the booking off. */
export function cancelOrder(caller: Caller, id: string): Promise<void> {
  return cancel(id, (order) => {
    if (order.buyer_uid !== caller.uid && order.seller_uid !== caller.uid && !isAdmin(caller)) {
      throw AppError.forbidden('Only the buyer or the seller can cancel this order.');
    }
  }, false, caller.uid);
}

/** Cancels an order on the system's behalf (a user is being removed); closed orders stay as they are. */
export function cancelOpenOrder(id: string): Promise<void> {
  return cancel(id, () => undefined, true);
}
