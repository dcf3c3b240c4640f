/**
 * The meetup's deadlines, judged at a time `now`. Pure: the API calls it on every read
 * and write of an order or a listing (so a passed deadline counts as expired without any timer),
 * the sweep calls it to find what to write down, and the web calls it to word the deadline.
 */
import {
  CHECKLIST_BATTERY_TOLERANCE,
  HANDOVER_LOCK_MINUTES,
  HANDOVER_MAX_WRONG_CODES,
  HOUR_MS,
  MINUTE_MS,
  ORDER_ANSWER_HOURS,
  ORDER_HOLD_HOURS_AFTER_MEETING,
  ORDER_SLOTS_WINDOW_DAYS,
  SAFETY_CARD_HOURS_AFTER_MEETING,
} from './constants';
import { canTakeAction, ORDER_ACTION_RULES, type OrderAction, type OrderSide } from './order-status';
import type { ChecklistMismatch, Order, OrderStatus } from './orders';
import type { ListingStatus, Product } from './products';

const plus = (iso: string | Date, ms: number): string => new Date(new Date(iso).getTime() + ms).toISOString();
const passed = (deadline: string | null | undefined, now: Date): boolean => Boolean(deadline && now.getTime() >= Date.parse(deadline));

/** A booked order's answer deadline: 24 hours after the request. */
export function answerByOf(bookedAt: string | Date): string {
  return plus(bookedAt, ORDER_ANSWER_HOURS * HOUR_MS);
}

/** An accepted order holds the phone until the meeting time plus 48 hours. */
export function holdUntilOf(meetAt: string): string {
  return plus(meetAt, ORDER_HOLD_HOURS_AFTER_MEETING * HOUR_MS);
}

/** A safety card stops working 24 hours after the meeting time. */
export function safetyCardExpiryOf(meetAt: string): string {
  return plus(meetAt, SAFETY_CARD_HOURS_AFTER_MEETING * HOUR_MS);
}

/** The latest meeting time one may propose or pick at `now`. */
export function slotsWindowEndOf(now: Date): string {
  return plus(now, ORDER_SLOTS_WINDOW_DAYS * 24 * HOUR_MS);
}

/** A meeting time may be proposed or picked at `now` when it lies in the future and within 7 days. */
export function isSlotWithinWindow(slot: string, now: Date): boolean {
  const at = Date.parse(slot);
  return Number.isFinite(at) && at > now.getTime() && at <= Date.parse(slotsWindowEndOf(now));
}

type DeadlineFields = Pick<Order, 'status' | 'answer_by' | 'hold_until'>;

/** The deadline that ends the order's current status, if it has one: answer_by while booked, hold_until while accepted. */
export function deadlineOf(order: DeadlineFields): string | null {
  if (order.status === 'booked') return order.answer_by ?? null;
  if (order.status === 'accepted') return order.hold_until ?? null;
  return null;
}

/** The order's status at `now`: an open order whose deadline has passed is expired, whatever is stored. */
export function effectiveOrderStatus(order: DeadlineFields, now: Date): OrderStatus {
  return passed(deadlineOf(order), now) ? 'expired' : order.status;
}

/** Whether the stored status lags the effective one (a deadline passed and nobody wrote it down yet). */
export function hasLapsed(order: DeadlineFields, now: Date): boolean {
  return effectiveOrderStatus(order, now) !== order.status;
}

/** Whether the handover is locked at `now` after too many wrong codes. */
export function isHandoverLocked(order: Pick<Order, 'handover_locked_until'>, now: Date): boolean {
  return Boolean(order.handover_locked_until) && !passed(order.handover_locked_until, now);
}

/**
 * The handover counters after one more wrong code at `now`: the fifth wrong code in a row locks
 * the handover for 15 minutes and starts the count again.
 */
export function afterWrongCode(order: Pick<Order, 'handover_failures'>, now: Date): Pick<Order, 'handover_failures' | 'handover_locked_until'> {
  const failures = (order.handover_failures ?? 0) + 1;
  if (failures >= HANDOVER_MAX_WRONG_CODES) return { handover_failures: 0, handover_locked_until: plus(now, HANDOVER_LOCK_MINUTES * MINUTE_MS) };
  return { handover_failures: failures, handover_locked_until: null };
}

/** Why an action is refused at `now`, or null when it may go ahead. */
export type ActionRefusal = 'not_party' | 'side' | 'expired' | 'status' | 'locked';

/**
 * Whether `side` (null: not a party of the order) may take `action` on this order at `now`.
 * Judged on the effective status, so a request past answer_by can no longer be accepted and a
 * hold past hold_until can no longer be handed over.
 */
export function refusalOf(
  order: DeadlineFields & Pick<Order, 'handover_locked_until'>,
  action: OrderAction,
  side: OrderSide | null,
  now: Date,
): ActionRefusal | null {
  if (!side) return 'not_party';
  if (!ORDER_ACTION_RULES[action].sides.includes(side)) return 'side';
  const status = effectiveOrderStatus(order, now);
  if (!canTakeAction(action, side, status)) {
    if (status === 'expired' && order.status !== 'expired' && canTakeAction(action, side, order.status)) return 'expired';
    return 'status';
  }
  if (action === 'handover' && isHandoverLocked(order, now)) return 'locked';
  return null;
}

/** What the buyer's checks contradict in the listing: the battery more than 3 points below the claim, other IMEI digits. */
export function checklistMismatches(
  claim: { battery_health: number | null | undefined; imei_last4: string | null | undefined },
  found: { battery_health: number | null | undefined; imei_last4: string | null | undefined },
): ChecklistMismatch[] {
  const mismatches: ChecklistMismatch[] = [];
  if (claim.battery_health != null && found.battery_health != null && found.battery_health < claim.battery_health - CHECKLIST_BATTERY_TOLERANCE) {
    mismatches.push('battery');
  }
  if (claim.imei_last4 && found.imei_last4 && claim.imei_last4 !== found.imei_last4) mismatches.push('imei');
  return mismatches;
}

/**
 * A listing's status at `now`: a booked listing whose hold (held_until, the deadline of the
 * order holding it) has passed is available again, whatever is stored.
 */
export function effectiveListingStatus(listing: Pick<Product, 'status' | 'held_until'>, now: Date): ListingStatus {
  return listing.status === 'booked' && passed(listing.held_until, now) ? 'available' : listing.status;
}
