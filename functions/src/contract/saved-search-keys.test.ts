import { describe, expect, it } from 'vitest';
import { searchProductsQuery } from './search';
import { bandOf, listingKeys, PRICE_BAND_LIMITS, searchKeys } from './saved-search-keys';

const search = (query: Record<string, string>) => searchProductsQuery.parse(query);

describe('match keys', () => {
  it('puts every price in one band, the last open-ended', () => {
    expect(bandOf(0)).toBe(0);
    expect(bandOf(4_999)).toBe(0);
    expect(bandOf(5_000)).toBe(1);
    expect(bandOf(10_000_000)).toBe(PRICE_BAND_LIMITS.length);
  });

  it('gives a search one key per brand, band and storage it can find, and a listing four keys', () => {
    // ৳12,000–30,000 touches the bands 10,000–20,000 (2) and 20,000–40,000 (3).
    expect(searchKeys(search({ category: 'apple', minPrice: '12000', maxPrice: '30000', storage: '128,256' }))).toEqual([
      'apple:2:128',
      'apple:2:256',
      'apple:3:128',
      'apple:3:256',
    ]);
    expect(searchKeys(search({}))).toHaveLength(PRICE_BAND_LIMITS.length + 1);
    expect(listingKeys({ category_name: 'apple', price: 25_000, storage_gb: 128 })).toEqual(['apple:3:128', 'apple:3:*', '*:3:128', '*:3:*']);
  });

  it('shares a key between a search and every listing it finds (keys are a superset of matches)', () => {
    const saved = search({ category: 'samsung', minPrice: '9000', maxPrice: '45000' });
    for (const price of [9_000, 19_999, 45_000]) {
      const keys = listingKeys({ category_name: 'samsung', price, storage_gb: 256 });
      expect(keys.some((key) => searchKeys(saved).includes(key))).toBe(true);
    }
    expect(listingKeys({ category_name: 'apple', price: 20_000, storage_gb: 256 }).some((key) => searchKeys(saved).includes(key))).toBe(false);
  });
});
