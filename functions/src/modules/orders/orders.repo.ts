import { db } from '../../shared/firestore';
import { toPage, type Page, type PageRequest } from '../../shared/pagination';
import { OPEN_ORDER_STATUSES } from './order-status';
import type { Order } from './orders.schema';

const orders = () => db().collection('orders');

export async function getOrder(id: string): Promise<Order | null> {
  const snapshot = await orders().doc(id).get();
  return snapshot.exists ? (snapshot.data() as Order) : null;
}

/**
 * Orders this email placed (as buyer) or received (as seller), newest first, by keyset on
 * sortKey. Two queries, one per role, merged: the local emulator cannot combine Filter.or
 * with the keyset filter, and on Firestore an OR query runs as these same two anyway.
 */
export async function listOrdersOf(email: string, page: PageRequest): Promise<Page<Order>> {
  const byRole = await Promise.all(
    (['email', 'seller_email'] as const).map((field) => {
      let query = orders().where(field, '==', email);
      if (page.cursor) query = query.where('sortKey', '<', page.cursor);
      return query.orderBy('sortKey', 'desc').limit(page.limit + 1).get();
    }),
  );
  const merged = new Map(byRole.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.data() as Order] as const)));
  const newestFirst = [...merged.values()].sort((a, b) => (a.sortKey < b.sortKey ? 1 : -1));
  return toPage(newestFirst.slice(0, page.limit + 1), page.limit);
}

/** The open orders a user placed (buyer_uid) or received (seller_uid). */
export async function listOpenOrders(party: 'buyer_uid' | 'seller_uid', uid: string): Promise<Order[]> {
  const snapshot = await orders().where(party, '==', uid).where('status', 'in', OPEN_ORDER_STATUSES).get();
  return snapshot.docs.map((doc) => doc.data() as Order);
}
