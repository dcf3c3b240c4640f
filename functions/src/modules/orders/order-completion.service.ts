import { countSale } from '../profiles';
import { sellerCopiesEvent } from '../listing-changes';
import { dispatch, newEvent, type OutboxEvent, type SellerCopyField } from '../events';
import type { Order } from '../../contract/orders';

/** The event a handover's transaction writes with the completed order: its sale is owed to the seller's count. */
export function saleCountEvent(order: Pick<Order, '_id' | 'seller_uid' | 'meet_spot'>, now: Date): OutboxEvent<'sale.count'> {
  return newEvent('sale.count', order._id, 'sale', { orderId: order._id, sellerUid: order.seller_uid, atSafeSpot: order.meet_spot !== null }, now);
}

/**
 * Handles `sale.count`: the seller's completed_sales counts the order once (its tally), and their
 * safe_meetings when the meetup was at a safe meeting spot; the copies on their listings follow
 * through the event written with the count. The handover runs it too, right after its commit,
 * because the seller's own next listing reads the count (to go live or wait for review); the
 * queue's run is then a no-op, and finishes the count if the request died first.
 */
export async function onSaleCount(event: OutboxEvent<'sale.count'>): Promise<void> {
  const { orderId, sellerUid, atSafeSpot } = event.payload;
  if (!sellerUid) return;
  const fields: SellerCopyField[] = atSafeSpot ? ['seller_completed_sales', 'seller_safe_meetings'] : ['seller_completed_sales'];
  const events = [sellerCopiesEvent(sellerUid, fields, new Date(event.createdAt))];
  if (await countSale(orderId, sellerUid, events, atSafeSpot)) await dispatch(events);
}
