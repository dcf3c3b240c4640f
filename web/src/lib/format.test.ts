import { describe, expect, it } from 'vitest';
import { brandLabel, formatPrice } from '@/lib/format';

describe('formatPrice', () => {
  it('writes the price followed by "/-"', () => {
    expect(formatPrice(25000)).toBe('25,000/-');
    expect(formatPrice(999.5)).toBe('999.5/-');
  });
});

describe('brandLabel', () => {
  it('spells the brands as their makers do', () => {
    expect(['apple', 'samsung', 'oneplus', 'huawei'].map(brandLabel)).toEqual(['Apple', 'Samsung', 'OnePlus', 'Huawei']);
  });
});
