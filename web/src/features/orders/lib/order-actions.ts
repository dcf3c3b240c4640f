import { canTakeAction, ORDER_ACTIONS_SHOWN, type MeetupOrder, type MeetupStatus, type OrderAction, type OrderSide } from '@/features/orders/types';

/** The order's status at `now`: an open order past its deadline reads as expired (as the API reads it). */
export function statusAt(order: Pick<MeetupOrder, 'status' | 'answer_by' | 'hold_until'>, now: Date): MeetupStatus {
  const deadline = order.status === 'booked' ? order.answer_by : order.status === 'accepted' ? order.hold_until : null;
  return deadline && now.getTime() >= Date.parse(deadline) ? 'expired' : order.status;
}

/** The actions this side may take on the order now, read from the contract's action rules on the status at `now`. */
export function actionsFor(order: Pick<MeetupOrder, 'status' | 'answer_by' | 'hold_until'>, side: OrderSide, now: Date): OrderAction[] {
  const status = statusAt(order, now);
  return ORDER_ACTIONS_SHOWN.filter((action) => canTakeAction(action, side, status));
}
