import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL } from '@/config/constants';
import { brandLabel, formatCount, formatDay, formatPrice, formatPriceRange } from '@/lib/format';

describe('formatPrice', () => {
  it('writes the currency symbol, the price and "/-"', () => {
    expect(CURRENCY_SYMBOL).toBe('৳');
    expect(formatPrice(25000)).toBe('৳25,000/-');
    expect(formatPrice(999.5)).toBe('৳999.5/-');
  });

  it('groups thousands and keeps at most two decimals, as en-US does', () => {
    for (const price of [1, 100, 1000, 33500, 152000, 1234567.891, 99999.999, 0.5, 12.05]) {
      expect(formatPrice(price)).toBe(`${CURRENCY_SYMBOL}${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(price)}/-`);
    }
  });
});

describe('formatCount', () => {
  it('groups thousands as en-US does, without Intl', () => {
    for (const count of [0, 1, 24, 999, 1000, 10000, 1234567]) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});

describe('formatPriceRange', () => {
  it('writes the symbol once, and one amount when both ends are equal', () => {
    expect(formatPriceRange(42000, 48000)).toBe('৳42,000–48,000');
    expect(formatPriceRange(42000, 42000)).toBe('৳42,000');
  });
});

describe('brandLabel', () => {
  it('spells the brands as their makers do', () => {
    expect(['apple', 'samsung', 'oneplus', 'huawei'].map(brandLabel)).toEqual(['Apple', 'Samsung', 'OnePlus', 'Huawei']);
  });
});

describe('formatDay', () => {
  it('writes the UTC day of an ISO time as en-GB does', () => {
    for (const iso of ['2026-11-20T08:30:00.000Z', '2026-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z']) {
      expect(formatDay(iso)).toBe(new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)));
    }
    expect(formatDay('2026-11-20T08:30:00.000Z')).toBe('20 Nov 2026');
  });
});
