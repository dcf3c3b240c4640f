import type { OrderStatus } from './orders';

/**
 * The life of an order, written once: from each status, the statuses it may move to.
 * The API enforces it; the web reads it to decide which buttons show. Deadlines (answer_by,
 * hold_until) are judged by order-deadlines.ts; this table says only what may follow what.
 */
export const ORDER_TRANSITIONS: { readonly [From in OrderStatus]: readonly OrderStatus[] } = {
  booked: [
    // The seller confirms a time (one of the buyer's slots or another within the window) and the place.
    'accepted',
    // The seller says no (with an optional reason); the listing is available again.
    'declined',
    // The buyer or the seller calls the request off; the listing is available again.
    'cancelled',
    // Nobody answered by answer_by; the listing is available again.
    'expired',
  ],
  accepted: [
    // Only through the handover: the seller enters the buyer's code; the listing is sold.
    'completed',
    // Either side calls the meetup off (with a reason the other side sees).
    'cancelled',
    // The hold ran out (hold_until) without a handover; the listing is available again.
    'expired',
  ],
  // Final, each of them: a closed order stays in both parties' history.
  declined: [],
  cancelled: [],
  expired: [],
  completed: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses that hold the listing (the order can still move); the rest are final. */
export type OpenOrderStatus = 'booked' | 'accepted';
export type ClosedOrderStatus = Exclude<OrderStatus, OpenOrderStatus>;

/** Orders that still hold their listing: those that can still be called off. */
export const OPEN_ORDER_STATUSES = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((status) =>
  canMoveOrder(status, 'cancelled'),
) as OpenOrderStatus[];

export function isOpenOrderStatus(status: OrderStatus): status is OpenOrderStatus {
  return (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The order's final statuses: every one of them frees the listing, except completed, which sells it. */
export const CLOSED_ORDER_STATUSES = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter(
  (status) => ORDER_TRANSITIONS[status].length === 0,
) as ClosedOrderStatus[];

/**
 * While an order is in one of these, the buyer sees the seller's contact (phone, email) on it:
 * once the seller has accepted the meetup, and after the handover. A mere request (booked) or a
 * refused, cancelled or lapsed one shares nothing.
 */
export const SELLER_CONTACT_STATUSES: readonly OrderStatus[] = ['accepted', 'completed'];

/** Who may ask for each action on an order (the API enforces it; admins may also cancel). */
export const ORDER_ACTIONS = ['accept', 'decline', 'cancel', 'checklist', 'handover', 'safety_card'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export type OrderSide = 'buyer' | 'seller';

/** For each action: the sides that may take it, and the statuses it needs. */
export const ORDER_ACTION_RULES: { readonly [A in OrderAction]: { sides: readonly OrderSide[]; from: readonly OrderStatus[] } } = {
  accept: { sides: ['seller'], from: ['booked'] },
  decline: { sides: ['seller'], from: ['booked'] },
  cancel: { sides: ['buyer', 'seller'], from: ['booked', 'accepted'] },
  checklist: { sides: ['buyer'], from: ['accepted'] },
  handover: { sides: ['seller'], from: ['accepted'] },
  safety_card: { sides: ['buyer', 'seller'], from: ['accepted'] },
};

/** Whether this side may take this action on an order in this (effective) status. */
export function canTakeAction(action: OrderAction, side: OrderSide, status: OrderStatus): boolean {
  const rule = ORDER_ACTION_RULES[action];
  return rule.sides.includes(side) && rule.from.includes(status);
}
