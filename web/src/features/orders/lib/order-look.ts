import type { OrderStatus, OrderView } from '@contract/orders';
import type { OrderSide as Side } from '@contract/order-status';
import { formatMeetTime, timeLeft } from '@/features/orders/lib/meetup-time';

/** Each status as a chip: its label (as a buyer or an admin reads it; see statusLabel) and colour. */
export const STATUS_LOOK: Record<OrderStatus, { label: string; color: 'warning' | 'info' | 'default' | 'success' | 'error' }> = {
  booked: { label: 'Waiting for the seller', color: 'warning' },
  accepted: { label: 'Meetup confirmed', color: 'info' },
  completed: { label: 'Completed', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
};

/** A status's label for the side that reads it: the seller is the one being waited for. `null`: an admin. */
export function statusLabel(status: OrderStatus, side: Side | null): string {
  if (status === 'booked' && side === 'seller') return 'Waiting for your answer';
  return STATUS_LOOK[status].label;
}

/** Short chip labels for tables, where a row has little room. */
export const STATUS_SHORT: Record<OrderStatus, string> = {
  booked: 'Booked',
  accepted: 'Accepted',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The deadline that matters now, in words for this side ("The seller has 23 hours to answer."), or null. */
export function deadlineInWords(order: Pick<OrderView, 'status' | 'answer_by' | 'hold_until' | 'meet_at'>, side: Side, now: Date): string | null {
  if (order.status === 'booked') {
    const left = timeLeft(order.answer_by, now);
    if (!left) return 'The time to answer has run out.';
    return side === 'seller' ? `You have ${left} to answer.` : `The seller has ${left} to answer.`;
  }
  if (order.status === 'accepted') {
    const left = timeLeft(order.hold_until, now);
    if (!left) return 'The hold has run out.';
    return `The phone stays held for ${left}${order.meet_at ? ` (meeting ${formatMeetTime(order.meet_at)})` : ''}.`;
  }
  return null;
}

/** What this side should do next, in one line (My Orders and the order page's heading). */
export function nextStep(order: Pick<OrderView, 'status' | 'meet_at'>, side: Side): string {
  switch (order.status) {
    case 'booked':
      return side === 'seller' ? 'Accept a time or decline' : 'Wait for the seller to answer';
    case 'accepted':
      return side === 'seller'
        ? `Meet${order.meet_at ? ` ${formatMeetTime(order.meet_at)}` : ''}, then enter the buyer's code`
        : `Meet${order.meet_at ? ` ${formatMeetTime(order.meet_at)}` : ''}, check the phone, then give your code`;
    case 'completed':
      return side === 'seller' ? 'Sold: the handover is done' : 'Yours: the handover is done';
    case 'declined':
      return side === 'seller' ? 'You declined' : 'The seller declined';
    case 'cancelled':
      return 'Called off';
    case 'expired':
      return side === 'seller' ? 'Ran out of time: the phone is on sale again' : 'Ran out of time';
  }
}
