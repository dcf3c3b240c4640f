import { describe, expect, it } from 'vitest';
import { canMoveOrder, CLOSED_ORDER_STATUSES, OPEN_ORDER_STATUSES, ORDER_TRANSITIONS, SELLER_CONTACT_STATUSES } from './order-status';
import { ORDER_STATUSES, type OrderStatus } from './orders';

describe('order transitions', () => {
  it('cover every status', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('let a booked order be accepted, declined, cancelled or expire, never completed without a handover', () => {
    const allowed: OrderStatus[] = ['accepted', 'declined', 'cancelled', 'expired'];
    for (const to of ORDER_STATUSES) expect(canMoveOrder('booked', to)).toBe(allowed.includes(to));
  });

  it('let an accepted order be completed (the handover), cancelled or expire', () => {
    const allowed: OrderStatus[] = ['completed', 'cancelled', 'expired'];
    for (const to of ORDER_STATUSES) expect(canMoveOrder('accepted', to)).toBe(allowed.includes(to));
  });

  it('keep every closing status final', () => {
    expect([...CLOSED_ORDER_STATUSES].sort()).toEqual(['cancelled', 'completed', 'declined', 'expired']);
    for (const from of CLOSED_ORDER_STATUSES) for (const to of ORDER_STATUSES) expect(canMoveOrder(from, to)).toBe(false);
  });

  it('hold the listing while booked or accepted; share the seller contact once accepted', () => {
    expect([...OPEN_ORDER_STATUSES].sort()).toEqual(['accepted', 'booked']);
    expect([...SELLER_CONTACT_STATUSES].sort()).toEqual(['accepted', 'completed']);
  });
});
