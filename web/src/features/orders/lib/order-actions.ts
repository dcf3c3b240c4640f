import type { MeetupOrder, MeetupStatus } from '@/features/orders/types';
import type { Side } from '@/features/orders/lib/order-look';
import { canMoveMeetup } from '@/features/orders/lib/transitions';

export type OrderAction = 'accept' | 'decline' | 'cancel' | 'checklist' | 'showCode' | 'enterCode' | 'safetyCard';

/** Which action moves an order to which status, and who may take it. */
const ACTION_MOVES: Partial<Record<OrderAction, { to: MeetupStatus; sides: readonly Side[] }>> = {
  accept: { to: 'accepted', sides: ['seller'] },
  decline: { to: 'declined', sides: ['seller'] },
  cancel: { to: 'cancelled', sides: ['buyer', 'seller'] },
  enterCode: { to: 'completed', sides: ['seller'] },
};

/**
 * The actions this side may take on the order now: moves the transition table allows from the
 * order's status (and that this side may make), plus what an accepted meetup offers while it is
 * open (the buyer's checklist and code, a safety card for either side). A passed deadline allows
 * nothing: the API reads the order as expired.
 */
export function actionsFor(order: Pick<MeetupOrder, 'status' | 'answer_by' | 'hold_until'>, side: Side, now: Date): OrderAction[] {
  const deadline = order.status === 'booked' ? order.answer_by : order.status === 'accepted' ? order.hold_until : null;
  if (deadline && new Date(deadline).getTime() <= now.getTime()) return [];
  const actions: OrderAction[] = [];
  for (const [action, move] of Object.entries(ACTION_MOVES) as [OrderAction, { to: MeetupStatus; sides: readonly Side[] }][]) {
    if (move.sides.includes(side) && canMoveMeetup(order.status, move.to)) actions.push(action);
  }
  if (order.status === 'accepted') {
    if (side === 'buyer') actions.push('checklist', 'showCode');
    actions.push('safetyCard');
  }
  return actions;
}
