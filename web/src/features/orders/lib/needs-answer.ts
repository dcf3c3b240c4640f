import type { OrderView } from '@contract/orders';
import { canTakeAction } from '@contract/order-status';
import { statusAt } from '@/features/orders/lib/order-actions';

/** Whether the seller still has to answer this order now (accept or decline, before its answer_by). */
export const needsSellerAnswer = (order: OrderView, now: Date) => canTakeAction('accept', 'seller', statusAt(order, now));

/** A seller's orders with those needing an answer first (soonest deadline first), the rest as they came. */
export function sellerOrderQueue(orders: OrderView[], now: Date): OrderView[] {
  const waiting = orders.filter((order) => needsSellerAnswer(order, now)).sort((a, b) => (a.answer_by ?? '').localeCompare(b.answer_by ?? ''));
  return [...waiting, ...orders.filter((order) => !needsSellerAnswer(order, now))];
}
