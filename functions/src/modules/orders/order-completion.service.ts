import { countSale } from '../profiles';
import { sellerCopiesEvent } from '../listing-changes';
import { dispatch, type NotifiedOrder } from '../events';

/**
 * An order completed (the meetup's handover): the seller's completed_sales counts it once, and the
 * copies on their listings follow through the event written with the count. Both sides are told
 * (and asked for a review) by the event the handover's transaction wrote.
 */
export async function onOrderCompleted(order: NotifiedOrder, now: Date): Promise<void> {
  if (!order.seller_uid) return;
  const events = [sellerCopiesEvent(order.seller_uid, ['seller_completed_sales'], now)];
  if (await countSale(order._id, order.seller_uid, events)) await dispatch(events);
}
