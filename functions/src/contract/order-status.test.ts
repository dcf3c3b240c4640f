import { describe, expect, it } from 'vitest';
import { canMoveOrder, ORDER_TRANSITIONS } from './order-status';
import { ORDER_STATUSES } from './orders';

describe('order transitions', () => {
  it('cover every status', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('let only a booked order close, as cancelled or completed', () => {
    expect(canMoveOrder('booked', 'cancelled')).toBe(true);
    expect(canMoveOrder('booked', 'completed')).toBe(true);
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('cancelled', to)).toBe(false);
      expect(canMoveOrder('completed', to)).toBe(false);
    }
  });
});
