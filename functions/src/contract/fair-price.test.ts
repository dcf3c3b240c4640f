import { describe, expect, it } from 'vitest';
import { medianMoved, medianOf, modelNameKey, priceStatsKeyOf, verdictFrom } from './fair-price';
import { priceVerdictOf } from './price-verdict';

describe('price verdict thresholds', () => {
  it('is great up to 90 % of the median, fair to 110 %, high above', () => {
    const median = 50_000;
    expect(priceVerdictOf(40_000, median)).toBe('great');
    expect(priceVerdictOf(45_000, median)).toBe('great');
    expect(priceVerdictOf(45_001, median)).toBe('fair');
    expect(priceVerdictOf(50_000, median)).toBe('fair');
    expect(priceVerdictOf(55_000, median)).toBe('fair');
    expect(priceVerdictOf(55_001, median)).toBe('high');
  });

  it('needs at least 3 comparables', () => {
    expect(verdictFrom(100, [])).toEqual({ price_verdict: null, price_median: null, price_comparables: 0, price_low: null, price_high: null });
    expect(verdictFrom(100, [100, 120])).toEqual({ price_verdict: null, price_median: null, price_comparables: 2, price_low: null, price_high: null });
    expect(verdictFrom(100, [140, 100, 120])).toEqual({ price_verdict: 'great', price_median: 120, price_comparables: 3, price_low: 100, price_high: 140 });
  });

  it('takes the median (the mean of the middle two for an even count)', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
  });

  it('refreshes when the median moves by more than 2 %', () => {
    expect(medianMoved(100, 102)).toBe(false);
    expect(medianMoved(100, 98)).toBe(false);
    expect(medianMoved(100, 102.5)).toBe(true);
    expect(medianMoved(100, 97)).toBe(true);
    expect(medianMoved(null, 100)).toBe(true);
    expect(medianMoved(null, null)).toBe(false);
  });
});

describe('model name normalisation', () => {
  it('reads one model however it is written', () => {
    const key = modelNameKey('iPhone 13 Pro');
    expect(key).toBe('iphone13pro');
    for (const name of ['iphone13pro', 'Apple iPhone 13 PRO', ' iPhone  13 Pro 128GB ', 'iPhone 13 Pro (128 GB)', 'iPhone-13-Pro', 'ÍPHONE 13 PRO']) {
      expect(modelNameKey(name), name).toBe(key);
    }
    expect(modelNameKey('Samsung Galaxy S21 FE 5G')).toBe(modelNameKey('Galaxy S21 FE'));
    expect(modelNameKey('Galaxy S21+')).toBe('s21plus');
    expect(modelNameKey('Galaxy S21 Plus')).toBe('s21plus');
  });

  it('keeps models apart', () => {
    expect(modelNameKey('iPhone 13')).not.toBe(modelNameKey('iPhone 13 Pro'));
    expect(modelNameKey('Galaxy S21')).not.toBe(modelNameKey('Galaxy S21+'));
    expect(modelNameKey('OnePlus 9 Pro')).not.toBe(modelNameKey('OnePlus 9'));
  });

  it('keys statistics by model and storage; none without either', () => {
    expect(priceStatsKeyOf('iPhone 13 Pro', 128)).toBe('iphone13pro_128');
    expect(priceStatsKeyOf('iPhone 13 Pro', undefined)).toBeNull();
    expect(priceStatsKeyOf('Apple 5G', 128)).toBeNull();
  });
});
