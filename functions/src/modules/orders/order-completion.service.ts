import { countSale, getUserById } from '../profiles';
import { updateSellerCopies } from '../listings';
import { notifyOrderEvent, type NotifiedOrder } from '../notifications';

/**
 * An order completed (the seller marked the phone sold; the meetup flow's handover): the seller's
 * completed_sales counts it once, their listings' copies follow, and both sides are told (and asked
 * for a review). Each step is a future handler of the outbox's `order.completed` event.
 */
export async function onOrderCompleted(order: NotifiedOrder, now: Date): Promise<void> {
  if (order.seller_uid && (await countSale(order._id, order.seller_uid))) {
    const seller = await getUserById(order.seller_uid);
    if (seller) await updateSellerCopies(seller._id, { seller_completed_sales: seller.completed_sales });
  }
  await notifyOrderEvent('handover_completed', order, now);
}
