import type { OrderView } from '@contract/orders';
import { canTakeAction, type OrderAction, type OrderSide } from '@contract/order-status';
import { effectiveOrderStatus } from '@contract/order-deadlines';

/** The actions the order page offers, in the order it shows them. */
const SHOWN: readonly OrderAction[] = ['accept', 'decline', 'checklist', 'handover', 'safety_card', 'cancel'];

/** The order's status at `now`: an open order past its deadline reads as expired (as the API reads it). */
export const statusAt = (order: Pick<OrderView, 'status' | 'answer_by' | 'hold_until'>, now: Date) => effectiveOrderStatus(order, now);

/** The actions this side may take on the order now: the contract's action rules, on the status at `now`. */
export function actionsFor(order: Pick<OrderView, 'status' | 'answer_by' | 'hold_until'>, side: OrderSide, now: Date): OrderAction[] {
  const status = statusAt(order, now);
  return SHOWN.filter((action) => canTakeAction(action, side, status));
}
