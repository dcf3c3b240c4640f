import { FieldValue } from 'firebase-admin/firestore';
import { ordersCollection, productsCollection } from '../../shared/collections';
import { db } from '../../shared/firestore';
import type { PageRequest } from '../../contract/pagination';
import { toPage, type Page } from '../../shared/pagination';
import { writeInBatches } from '../../shared/write-batches';
import type { Product } from '../../contract/products';
import type { ClosedOrderStatus } from '../../contract/order-status';
import { listingIdOf } from '../../contract/names';
import type { Order } from '../../contract/orders';

const orders = ordersCollection;
const products = productsCollection;

export async function getOrder(id: string): Promise<Order | null> {
  const snapshot = await orders().doc(id).get();
  return snapshot.data() ?? null;
}

/** A booking decided by the service: the new order and what it changes on the listing. */
export interface Booking {
  order: Order;
  listing: Partial<Product>;
}

/**
 * Books a listing in one transaction: reads it, lets `decide` build the order (or throw),
 * creates orders/{order._id} and updates the listing. The order id is deterministic, so of
 * concurrent bookings only one create() can succeed; the others fail with ALREADY_EXISTS
 * (and write nothing), on any engine, whatever the transaction isolation.
 */
export async function bookListing(productId: string, decide: (listing: Product | null) => Booking): Promise<Order> {
  return db().runTransaction(async (transaction) => {
    const ref = products().doc(productId);
    const listing = (await transaction.get(ref)).data();
    const booking = decide(listing ?? null);
    transaction.create(orders().doc(booking.order._id), booking.order);
    transaction.update(ref, booking.listing);
    return booking.order;
  });
}

/** How an order closes, decided by the service; null leaves everything as it is. */
export interface OrderClosing {
  status: ClosedOrderStatus;
  /** Fields to set on the order's listing (e.g. freeing it). */
  listing?: Partial<Product>;
}

/**
 * Closes an order in one transaction with its listing: reads both, lets `decide` choose (or
 * throw), and writes. Closing always bumps the listing's bookingSeq, so its next order gets
 * a fresh deterministic id. Returns the order and listing as they are afterwards.
 */
export async function closeOrder(
  orderId: string,
  decide: (order: Order | null, listing: Product | null) => OrderClosing | null,
): Promise<{ order: Order | null; listing: Product | null }> {
  return db().runTransaction(async (transaction) => {
    const orderRef = orders().doc(orderId);
    const order = (await transaction.get(orderRef)).data();
    const listingRef = order ? products().doc(listingIdOf(order)) : null;
    const listing = listingRef ? (await transaction.get(listingRef)).data() : undefined;
    const closing = decide(order ?? null, listing ?? null);
    if (!order || !closing) return { order: order ?? null, listing: listing ?? null };

    const updatedAt = new Date().toISOString();
    transaction.update(orderRef, { status: closing.status, updatedAt });
    if (!listing || !listingRef) return { order: { ...order, status: closing.status, updatedAt }, listing: null };
    transaction.update(listingRef, { ...closing.listing, bookingSeq: FieldValue.increment(1) });
    return {
      order: { ...order, status: closing.status, updatedAt },
      listing: { ...listing, ...closing.listing, bookingSeq: listing.bookingSeq + 1 },
    };
  });
}

/**
 * Orders this email placed (as buyer) or received (as seller), newest first, by keyset on
 * sortKey. Two queries, one per role, merged: the local emulator cannot combine Filter.or
 * with the keyset filter, and on Firestore an OR query runs as these same two anyway.
 */
export async function listOrdersOf(partyEmail: string, page: PageRequest): Promise<Page<Order>> {
  const byRole = await Promise.all(
    (['email', 'seller_email'] as const).map((field) => {
      let query = orders().where(field, '==', partyEmail);
      if (page.cursor) query = query.where('sortKey', '<', page.cursor);
      return query.orderBy('sortKey', 'desc').limit(page.limit + 1).get();
    }),
  );
  const merged = new Map(byRole.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.data()] as const)));
  const newestFirst = [...merged.values()].sort((a, b) => (a.sortKey < b.sortKey ? 1 : -1));
  return toPage(newestFirst.slice(0, page.limit + 1), page.limit);
}

/** The open orders a user placed (buyer_uid) or received (seller_uid). */
export async function listOpenOrders(party: 'buyer_uid' | 'seller_uid', uid: string): Promise<Order[]> {
  const snapshot = await orders().where(party, '==', uid).where('status', '==', 'booked').get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Closes orders whose listings are gone (nothing left to free), in batches. */
export async function closeOrdersOfRemovedListings(ids: readonly string[], status: ClosedOrderStatus): Promise<void> {
  const updatedAt = new Date().toISOString();
  await writeInBatches(ids, (batch, id) => batch.update(orders().doc(id), { status, updatedAt }));
}
