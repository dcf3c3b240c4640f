import { countSale } from '../profiles';
import { sellerCopiesEvent } from '../listing-changes';
import { dispatch, type NotifiedOrder } from '../events';
import type { Order } from '../../contract/orders';

/**
 * An order completed (the meetup's handover): the seller's completed_sales counts it once (and
 * their safe_meetings, when the meetup was at a safe meeting spot), and the copies on their
 * listings follow through the event written with the count. Both sides are told (and asked for a
 * review) by the event the handover's transaction wrote.
 */
export async function onOrderCompleted(order: NotifiedOrder & Pick<Order, 'meet_spot'>, now: Date): Promise<void> {
  if (!order.seller_uid) return;
  const atSpot = order.meet_spot !== null;
  const events = [sellerCopiesEvent(order.seller_uid, atSpot ? ['seller_completed_sales', 'seller_safe_meetings'] : ['seller_completed_sales'], now)];
  if (await countSale(order._id, order.seller_uid, events, atSpot)) await dispatch(events);
}
