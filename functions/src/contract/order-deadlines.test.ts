/**
 * The meetup's transition table and the deadline rules with an injected clock,
 * each status × each action × each side, before and after each deadline.
 */
import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_BATTERY_TOLERANCE,
  HANDOVER_LOCK_MINUTES,
  HANDOVER_MAX_WRONG_CODES,
  ORDER_ANSWER_HOURS,
  ORDER_HOLD_HOURS_AFTER_MEETING,
  ORDER_SLOTS_WINDOW_DAYS,
  SAFETY_CARD_HOURS_AFTER_MEETING,
} from './constants';
import {
  afterWrongCode,
  answerByOf,
  checklistMismatches,
  deadlineOf,
  effectiveListingStatus,
  effectiveOrderStatus,
  hasLapsed,
  holdUntilOf,
  isHandoverLocked,
  isSlotWithinWindow,
  refusalOf,
  safetyCardExpiryOf,
} from './order-deadlines';
import { canMoveOrder, ORDER_ACTION_RULES, ORDER_ACTIONS, type OrderAction, type OrderSide } from './order-status';
import { ORDER_STATUSES, type Order, type OrderStatus } from './orders';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const BOOKED_AT = new Date('2026-11-20T10:00:00.000Z');
const MEET_AT = '2026-11-22T18:00:00.000Z';
const ANSWER_BY = '2026-11-21T10:00:00.000Z';
const HOLD_UNTIL = '2026-11-24T18:00:00.000Z';
const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms);

type Judged = Pick<Order, 'status' | 'answer_by' | 'hold_until' | 'handover_locked_until'>;
/** An order in a status with the deadlines it would have there. */
function orderIn(status: OrderStatus, locked: string | null = null): Judged {
  const accepted = status !== 'booked' && status !== 'declined' && status !== 'expired';
  return { status, answer_by: ANSWER_BY, hold_until: accepted ? HOLD_UNTIL : null, handover_locked_until: locked };
}

describe('the deadlines', () => {
  it('are 24 hours to answer, meeting + 48 hours of hold, meeting + 24 hours of safety card', () => {
    expect(ORDER_ANSWER_HOURS).toBe(24);
    expect(ORDER_HOLD_HOURS_AFTER_MEETING).toBe(48);
    expect(SAFETY_CARD_HOURS_AFTER_MEETING).toBe(24);
    expect(answerByOf(BOOKED_AT)).toBe(ANSWER_BY);
    expect(holdUntilOf(MEET_AT)).toBe(HOLD_UNTIL);
    expect(safetyCardExpiryOf(MEET_AT)).toBe('2026-11-23T18:00:00.000Z');
  });

  it('take slots in the future and within 7 days only', () => {
    const now = BOOKED_AT;
    expect(ORDER_SLOTS_WINDOW_DAYS).toBe(7);
    expect(isSlotWithinWindow(at(now.toISOString(), -MINUTE).toISOString(), now)).toBe(false);
    expect(isSlotWithinWindow(now.toISOString(), now)).toBe(false);
    expect(isSlotWithinWindow(at(now.toISOString(), MINUTE).toISOString(), now)).toBe(true);
    expect(isSlotWithinWindow(at(now.toISOString(), 7 * 24 * HOUR).toISOString(), now)).toBe(true);
    expect(isSlotWithinWindow(at(now.toISOString(), 7 * 24 * HOUR + 1000).toISOString(), now)).toBe(false);
    expect(isSlotWithinWindow('not a time', now)).toBe(false);
  });

  it('name the deadline of the current status: answer_by while booked, hold_until while accepted, none once closed', () => {
    expect(deadlineOf(orderIn('booked'))).toBe(ANSWER_BY);
    expect(deadlineOf(orderIn('accepted'))).toBe(HOLD_UNTIL);
    for (const status of ['declined', 'cancelled', 'expired', 'completed'] as const) expect(deadlineOf(orderIn(status))).toBeNull();
  });
});

describe('the effective status at a time', () => {
  const moments = [
    ['before answer_by', at(ANSWER_BY, -1)],
    ['at answer_by', at(ANSWER_BY)],
    ['before hold_until', at(HOLD_UNTIL, -1)],
    ['at hold_until', at(HOLD_UNTIL)],
  ] as const;
  const expected: Record<OrderStatus, Record<(typeof moments)[number][0], OrderStatus>> = {
    booked: { 'before answer_by': 'booked', 'at answer_by': 'expired', 'before hold_until': 'expired', 'at hold_until': 'expired' },
    accepted: { 'before answer_by': 'accepted', 'at answer_by': 'accepted', 'before hold_until': 'accepted', 'at hold_until': 'expired' },
    declined: { 'before answer_by': 'declined', 'at answer_by': 'declined', 'before hold_until': 'declined', 'at hold_until': 'declined' },
    cancelled: { 'before answer_by': 'cancelled', 'at answer_by': 'cancelled', 'before hold_until': 'cancelled', 'at hold_until': 'cancelled' },
    expired: { 'before answer_by': 'expired', 'at answer_by': 'expired', 'before hold_until': 'expired', 'at hold_until': 'expired' },
    completed: { 'before answer_by': 'completed', 'at answer_by': 'completed', 'before hold_until': 'completed', 'at hold_until': 'completed' },
  };
  const cases = ORDER_STATUSES.flatMap((status) => moments.map(([label, now]) => [status, label, now, expected[status][label]] as const));
  it.each(cases)('%s %s → %s', (status, _label, now, effective) => {
    expect(effectiveOrderStatus(orderIn(status), now)).toBe(effective);
    expect(hasLapsed(orderIn(status), now)).toBe(effective !== status);
    // A lapse only ever moves along the transition table.
    if (effective !== status) expect(canMoveOrder(status, effective)).toBe(true);
  });

  it('an order without deadlines (saved before the meetup) never lapses', () => {
    expect(effectiveOrderStatus({ status: 'booked', answer_by: null, hold_until: null }, at(HOLD_UNTIL, 365 * 24 * HOUR))).toBe('booked');
  });

  it('a held listing reads as available once its held_until passes', () => {
    expect(effectiveListingStatus({ status: 'booked', held_until: ANSWER_BY }, at(ANSWER_BY, -1))).toBe('booked');
    expect(effectiveListingStatus({ status: 'booked', held_until: ANSWER_BY }, at(ANSWER_BY))).toBe('available');
    expect(effectiveListingStatus({ status: 'booked', held_until: null }, at(ANSWER_BY, 99 * HOUR))).toBe('booked');
    expect(effectiveListingStatus({ status: 'sold', held_until: ANSWER_BY }, at(ANSWER_BY))).toBe('sold');
  });
});

describe('who may take which action, in which status, before and after each deadline', () => {
  const SIDES: (OrderSide | null)[] = ['buyer', 'seller', null];
  const moments = [
    ['before answer_by', at(ANSWER_BY, -1)],
    ['after answer_by', at(ANSWER_BY, 1)],
    ['after hold_until', at(HOLD_UNTIL, 1)],
  ] as const;

  /** The rule written out by hand, independently of ORDER_ACTION_RULES. */
  function expectedRefusal(status: OrderStatus, action: OrderAction, side: OrderSide | null, now: Date) {
    if (side === null) return 'not_party';
    const sellerOnly: OrderAction[] = ['accept', 'decline', 'handover'];
    if (sellerOnly.includes(action) && side !== 'seller') return 'side';
    if (action === 'checklist' && side !== 'buyer') return 'side';
    const effective = effectiveOrderStatus(orderIn(status), now);
    const needs: Record<OrderAction, OrderStatus[]> = {
      accept: ['booked'],
      decline: ['booked'],
      cancel: ['booked', 'accepted'],
      checklist: ['accepted'],
      handover: ['accepted'],
      safety_card: ['accepted'],
    };
    if (needs[action].includes(effective)) return null;
    return needs[action].includes(status) ? 'expired' : 'status';
  }

  const cases = ORDER_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.flatMap((action) => SIDES.flatMap((side) => moments.map(([label, now]) => [status, action, side ?? 'stranger', label, now, side] as const))),
  );
  it.each(cases)('%s × %s by %s %s', (status, action, _who, _label, now, side) => {
    expect(refusalOf(orderIn(status), action, side, now)).toBe(expectedRefusal(status, action, side, now));
  });

  it('keeps the action rules inside the transition table', () => {
    const target: Partial<Record<OrderAction, OrderStatus>> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled', handover: 'completed' };
    for (const action of ORDER_ACTIONS) {
      const to = target[action];
      if (!to) continue;
      for (const from of ORDER_ACTION_RULES[action].from) expect(canMoveOrder(from, to)).toBe(true);
    }
  });
});

describe('the handover lock', () => {
  it(`locks on the ${HANDOVER_MAX_WRONG_CODES}th wrong code in a row for ${HANDOVER_LOCK_MINUTES} minutes`, () => {
    const now = at(MEET_AT);
    let counters = { handover_failures: 0, handover_locked_until: null as string | null };
    for (let wrong = 1; wrong < HANDOVER_MAX_WRONG_CODES; wrong += 1) {
      counters = afterWrongCode(counters, now);
      expect(counters).toEqual({ handover_failures: wrong, handover_locked_until: null });
    }
    counters = afterWrongCode(counters, now);
    expect(counters).toEqual({ handover_failures: 0, handover_locked_until: at(MEET_AT, 15 * MINUTE).toISOString() });
    expect(isHandoverLocked(counters, at(MEET_AT, 15 * MINUTE - 1))).toBe(true);
    expect(isHandoverLocked(counters, at(MEET_AT, 15 * MINUTE))).toBe(false);
  });

  it('refuses the handover while locked (423), before and after the lock', () => {
    const locked = orderIn('accepted', at(MEET_AT, 15 * MINUTE).toISOString());
    expect(refusalOf(locked, 'handover', 'seller', at(MEET_AT))).toBe('locked');
    expect(refusalOf(locked, 'handover', 'seller', at(MEET_AT, 15 * MINUTE))).toBeNull();
    // The lock is the seller's handover only: the buyer's checklist and either side's cancel go on.
    expect(refusalOf(locked, 'checklist', 'buyer', at(MEET_AT))).toBeNull();
    expect(refusalOf(locked, 'cancel', 'buyer', at(MEET_AT))).toBeNull();
    // Strangers and the buyer are refused for who they are before the lock is looked at.
    expect(refusalOf(locked, 'handover', 'buyer', at(MEET_AT))).toBe('side');
    expect(refusalOf(locked, 'handover', null, at(MEET_AT))).toBe('not_party');
  });
});

describe('the checklist mismatches', () => {
  it(`flag a battery more than ${CHECKLIST_BATTERY_TOLERANCE} points below the claim and other IMEI digits`, () => {
    const claim = { battery_health: 88, imei_last4: '4821' };
    expect(checklistMismatches(claim, { battery_health: 85, imei_last4: '4821' })).toEqual([]);
    expect(checklistMismatches(claim, { battery_health: 84, imei_last4: '4821' })).toEqual(['battery']);
    expect(checklistMismatches(claim, { battery_health: 95, imei_last4: '4822' })).toEqual(['imei']);
    expect(checklistMismatches(claim, { battery_health: 70, imei_last4: '0000' })).toEqual(['battery', 'imei']);
    // Nothing to compare: no claim, or nothing entered yet.
    expect(checklistMismatches({ battery_health: null, imei_last4: null }, { battery_health: 60, imei_last4: '1234' })).toEqual([]);
    expect(checklistMismatches(claim, { battery_health: null, imei_last4: null })).toEqual([]);
  });
});
