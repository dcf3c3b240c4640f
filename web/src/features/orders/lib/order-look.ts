import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus, OrderView } from '@contract/orders';
import type { OrderSide as Side } from '@contract/order-status';
import type { Format } from '@/lib/format';
import { formatMeetTime, timeLeft } from '@/features/orders/lib/meetup-time';

/** Each status as a chip: its label (as a buyer or an admin reads it; see statusLabel) and colour. */
export const STATUS_LOOK: Record<OrderStatus, { label: MessageDescriptor; color: 'warning' | 'info' | 'default' | 'success' | 'error' }> = {
  booked: { label: msg`Waiting for the seller`, color: 'warning' },
  accepted: { label: msg`Meetup confirmed`, color: 'info' },
  completed: { label: msg`Completed`, color: 'success' },
  declined: { label: msg`Declined`, color: 'default' },
  cancelled: { label: msg`Cancelled`, color: 'default' },
  expired: { label: msg`Expired`, color: 'default' },
};

/** A status's label for the side that reads it: the seller is the one being waited for. `null`: an admin. */
export function statusLabel(status: OrderStatus, side: Side | null): MessageDescriptor {
  if (status === 'booked' && side === 'seller') return msg`Waiting for your answer`;
  return STATUS_LOOK[status].label;
}

/** Short chip labels for tables, where a row has little room. */
export const STATUS_SHORT: Record<OrderStatus, MessageDescriptor> = {
  booked: msg`Booked`,
  accepted: msg`Accepted`,
  completed: msg`Completed`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/** The deadline that matters now, in words for this side ("The seller has 23 hours to answer."), or null. */
export function deadlineInWords(
  order: Pick<OrderView, 'status' | 'answer_by' | 'hold_until' | 'meet_at'>,
  side: Side,
  now: Date,
  i18n: I18n,
  format: Format,
): string | null {
  if (order.status === 'booked') {
    const left = timeLeft(order.answer_by, now, i18n, format);
    if (!left) return i18n._(msg`The time to answer has run out.`);
    return side === 'seller' ? i18n._(msg`You have ${left} to answer.`) : i18n._(msg`The seller has ${left} to answer.`);
  }
  if (order.status === 'accepted') {
    const left = timeLeft(order.hold_until, now, i18n, format);
    if (!left) return i18n._(msg`The hold has run out.`);
    if (!order.meet_at) return i18n._(msg`The phone stays held for ${left}.`);
    const meeting = formatMeetTime(order.meet_at, format);
    return i18n._(msg`The phone stays held for ${left} (meeting ${meeting}).`);
  }
  return null;
}

/** What this side should do next, in one line (My Orders and the order page's heading). */
export function nextStep(order: Pick<OrderView, 'status' | 'meet_at'>, side: Side, i18n: I18n, format: Format): string {
  switch (order.status) {
    case 'booked':
      return i18n._(side === 'seller' ? msg`Accept a time or decline` : msg`Wait for the seller to answer`);
    case 'accepted': {
      const meeting = order.meet_at ? formatMeetTime(order.meet_at, format) : null;
      if (side === 'seller') return i18n._(meeting ? msg`Meet ${meeting}, then enter the buyer's code` : msg`Meet, then enter the buyer's code`);
      return i18n._(meeting ? msg`Meet ${meeting}, check the phone, then give your code` : msg`Meet, check the phone, then give your code`);
    }
    case 'completed':
      return i18n._(side === 'seller' ? msg`Sold: the handover is done` : msg`Yours: the handover is done`);
    case 'declined':
      return i18n._(side === 'seller' ? msg`You declined` : msg`The seller declined`);
    case 'cancelled':
      return i18n._(msg`Called off`);
    case 'expired':
      return i18n._(side === 'seller' ? msg`Ran out of time: the phone is on sale again` : msg`Ran out of time`);
  }
}
