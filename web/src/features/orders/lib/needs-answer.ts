import type { OrderView } from '@contract/orders';
import { canTakeAction, isOpenOrderStatus } from '@contract/order-status';
import { statusAt } from '@/features/orders/lib/order-actions';

/** Whether the seller still has to answer this order now (accept or decline, before its answer_by). */
export const needsSellerAnswer = (order: OrderView, now: Date) => canTakeAction('accept', 'seller', statusAt(order, now));

/**
 * A seller's orders in the order they need attention: bookings waiting for an answer (soonest
 * deadline first), then open meetups, then closed orders, each group otherwise as it came.
 */
export function sellerOrderQueue(orders: OrderView[], now: Date): OrderView[] {
  const rank = (order: OrderView) => (needsSellerAnswer(order, now) ? 0 : isOpenOrderStatus(statusAt(order, now)) ? 1 : 2);
  return orders
    .map((order, index) => ({ order, index, rank: rank(order) }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 0 ? (a.order.answer_by ?? '').localeCompare(b.order.answer_by ?? '') : 0) || a.index - b.index)
    .map(({ order }) => order);
}
