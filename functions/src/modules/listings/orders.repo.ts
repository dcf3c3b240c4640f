import { mayNameDocument, ordersCollection } from '../../shared/collections';
import { writeInBatches } from '../../shared/write-batches';
import { DELETED_USER_NAME } from '../../contract/users';
import type { PageRequest } from '../../contract/pagination';
import { toPage, type Page } from '../../shared/pagination';
import { OPEN_ORDER_STATUSES } from '../../contract/order-status';
import type { Order } from '../../contract/orders';

const orders = ordersCollection;

export async function getOrder(id: string): Promise<Order | null> {
  if (!mayNameDocument(id)) return null;
  const snapshot = await orders().doc(id).get();
  return snapshot.data() ?? null;
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
  const snapshot = await orders().where(party, '==', uid).where('status', 'in', OPEN_ORDER_STATUSES).get();
  return snapshot.docs.map((doc) => doc.data());
}

/**
 * A party of these orders deleted their account: every order they placed or received (by then
 * closed) stays for the other party, with this party's name replaced by DELETED_USER_NAME and
 * their email, phone number, uid (and, for a buyer, the message they wrote) blanked.
 */
export async function anonymisePartyOnOrders(uid: string, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  const [placed, received] = await Promise.all([
    orders().where('buyer_uid', '==', uid).get(),
    orders().where('seller_uid', '==', uid).get(),
  ]);
  const asBuyer: Partial<Order> = { buyer_name: DELETED_USER_NAME, email: '', mobile_number: '', buyer_uid: '', message: '', updatedAt };
  const asSeller: Partial<Order> = { seller_name: DELETED_USER_NAME, seller_email: '', seller_mobile_number: '', seller_uid: '', updatedAt };
  await writeInBatches(placed.docs, (batch, doc) => batch.update(doc.ref, asBuyer));
  await writeInBatches(received.docs, (batch, doc) => batch.update(doc.ref, asSeller));
}

/**
 * Open orders whose deadline has passed at `now` (booked past answer_by, accepted past
 * hold_until), at most `limit` of each: what the sweep writes down.
 */
export async function listLapsedOrderIds(now: Date, limit = 200): Promise<string[]> {
  const at = now.toISOString();
  const [booked, accepted] = await Promise.all([
    orders().where('status', '==', 'booked').where('answer_by', '<=', at).orderBy('answer_by').limit(limit).get(),
    orders().where('status', '==', 'accepted').where('hold_until', '<=', at).orderBy('hold_until').limit(limit).get(),
  ]);
  return [...booked.docs, ...accepted.docs].map((doc) => doc.id);
}

/** Whether any order ever named this safe meeting spot (proposed or agreed). */
export async function isSpotNamedByOrders(spotId: string): Promise<boolean> {
  const snapshot = await orders().where('spot_ids', 'array-contains', spotId).limit(1).get();
  return !snapshot.empty;
}
