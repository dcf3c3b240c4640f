import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL } from '@/config/constants';
import { brandLabel, formatPrice } from '@/lib/format';

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

describe('brandLabel', () => {
  it('spells the brands as their makers do', () => {
    expect(['apple', 'samsung', 'oneplus', 'huawei'].map(brandLabel)).toEqual(['Apple', 'Samsung', 'OnePlus', 'Huawei']);
  });
});
