import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { handoverCodeOf, handoverHashOf, isHandoverCode } from './handover-code';

// The local key, as on the local stack and in the API's tests (shared/secrets.ts); vi.hoisted runs before the imports.
vi.hoisted(() => {
  process.env.FUNCTIONS_EMULATOR = 'true';
});

describe('the handover code', () => {
  it('is six digits, the same each time it is derived, and different per order', () => {
    const code = handoverCodeOf('p1-0');
    expect(code).toMatch(/^\d{6}$/);
    expect(handoverCodeOf('p1-0')).toBe(code);
    const codes = new Set(Array.from({ length: 200 }, (_, i) => handoverCodeOf(`p${i}-0`)));
    expect(codes.size).toBeGreaterThan(195);
  });

  it('is checked against the stored keyed hash only', () => {
    const order = { _id: 'p1-0', handover_code_hash: handoverHashOf('p1-0', handoverCodeOf('p1-0')) };
    expect(order.handover_code_hash).not.toContain(handoverCodeOf('p1-0'));
    expect(isHandoverCode(order, handoverCodeOf('p1-0'))).toBe(true);
    expect(isHandoverCode(order, handoverCodeOf('p2-0'))).toBe(false);
    expect(isHandoverCode({ _id: 'p1-0', handover_code_hash: null }, handoverCodeOf('p1-0'))).toBe(false);
  });

  it("matches the seed: each seed order's stored hash is that of the code the API derives for its buyer", () => {
    const file = path.resolve(__dirname, '../../../../emulator-data/orders.json');
    const orders = JSON.parse(readFileSync(file, 'utf8')) as { _id: string; handover_code_hash: string | null }[];
    const hashed = orders.filter((order) => order.handover_code_hash);
    expect(hashed.length).toBeGreaterThanOrEqual(2);
    for (const order of hashed) expect(order.handover_code_hash).toBe(handoverHashOf(order._id, handoverCodeOf(order._id)));
  });
});
