import type { OrderStatus } from './orders';

/**
 * The life of an order, written once: from each status, the statuses it may move to.
 * The API enforces it; the web reads it to decide which buttons show.
 */
export const ORDER_TRANSITIONS: { readonly [From in OrderStatus]: readonly OrderStatus[] } = {
  booked: [
    // The buyer or the seller calls the meeting off; the listing is available again.
    'cancelled',
    // The seller marks the phone sold; the deal is done.
    'completed',
  ],
  // Final: a cancelled order stays in both parties' history.
  cancelled: [],
  // Final: the phone changed hands.
  completed: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export type ClosedOrderStatus = Exclude<OrderStatus, 'booked'>;
export type OpenOrderStatus = Exclude<OrderStatus, ClosedOrderStatus>;

/** Orders that still hold their listing: those that can still be called off. */
export const OPEN_ORDER_STATUSES = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((status) =>
  canMoveOrder(status, 'cancelled'),
) as OpenOrderStatus[];

/**
 * While an order is in one of these, the buyer sees the seller's contact (name, phone, email)
 * on it. For now that is once booked; the meetup flow will narrow it to once accepted.
 */
export const SELLER_CONTACT_STATUSES: readonly OrderStatus[] = ['booked', 'completed'];
