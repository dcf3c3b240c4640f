import { describe, expect, it } from 'vitest';
import { activeFilters, clearedFilters, filtersFromSearch } from '@/features/search/search-filters';
import { apiParamsOf, hrefOf, NO_FILTERS, searchHref, searchWordsOf } from '@/features/search/search-href';

const parse = (search: string, category?: string) => filtersFromSearch(new URLSearchParams(search), category);

describe('search filters in the address', () => {
  it('reads every filter under the API’s names, and writes them back the same way', () => {
    const search = 'q=galaxy+s22&condition=excellent,good&minPrice=10000&maxPrice=40000&storage=128,256&ram=8&minBattery=80&verified=true&sort=price_asc';
    const filters = parse(search);
    expect(filters).toEqual({
      q: 'galaxy s22',
      category: null,
      condition: ['excellent', 'good'],
      minPrice: 10000,
      maxPrice: 40000,
      storage: [128, 256],
      ram: 8,
      minBattery: 80,
      verified: true,
      sort: 'price_asc',
    });
    expect(hrefOf(filters)).toBe(`/products?${search}`);
    expect(apiParamsOf(filters)).toMatchObject({ condition: 'excellent,good', storage: '128,256', verified: 'true', sort: 'price_asc' });
  });

  it('puts the brand in the path: a category page is the same view with the brand preset', () => {
    const filters = parse('condition=good&category=apple', 'samsung');
    expect(filters.category).toBe('samsung');
    expect(hrefOf(filters)).toBe('/categories/samsung?condition=good');
    expect(hrefOf({ ...filters, category: null })).toBe('/products?condition=good');
    expect(apiParamsOf(filters).category).toBe('samsung');
  });

  it('drops what the API would refuse, so a hand-edited link still shows phones', () => {
    expect(parse('condition=mint,GOOD,good&storage=100,64&minPrice=abc&maxPrice=-5&minBattery=120&sort=cheapest&verified=yes&category=nokia')).toEqual({
      ...NO_FILTERS,
      condition: ['good'],
      storage: [64],
    });
    // A maximum under the minimum cannot match: the minimum stays.
    expect(parse('minPrice=500&maxPrice=100')).toMatchObject({ minPrice: 500, maxPrice: null });
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('leaves the defaults out of the address', () => {
    expect(hrefOf(NO_FILTERS)).toBe('/products');
    expect(hrefOf({ ...NO_FILTERS, sort: 'newest', q: 'pixel' })).toBe('/products?q=pixel');
  });

  it('lists each filter in force as a chip whose removal keeps the others', () => {
    const filters = parse('q=iphone&condition=excellent,good&maxPrice=40000&storage=1024&ram=6&minBattery=80&verified=true', 'apple');
    const chips = activeFilters(filters);
    expect(chips.map((chip) => chip.label)).toEqual(['Apple', 'Excellent', 'Good', 'Up to ৳40,000/-', '1 TB', '6 GB+ RAM', 'Battery 80 %+', 'Verified sellers']);
    const good = chips.find((chip) => chip.key === 'condition-good')!;
    expect(hrefOf(good.without)).toBe('/categories/apple?q=iphone&condition=excellent&maxPrice=40000&storage=1024&ram=6&minBattery=80&verified=true');
    expect(hrefOf(clearedFilters({ ...filters, sort: 'price_desc' }))).toBe('/products?q=iphone&sort=price_desc');
  });

  it('sends a header search to the words, or to a brand’s page for a brand suggestion', () => {
    expect(searchHref('  galaxy s22 ')).toBe('/products?q=galaxy+s22');
    expect(searchHref({ label: 'Galaxy S22', kind: 'model' })).toBe('/products?q=Galaxy+S22');
    expect(searchHref({ label: 'Samsung', kind: 'brand' })).toBe('/categories/samsung');
    expect(searchHref({ label: 'Nokia', kind: 'brand' })).toBe('/products?q=Nokia');
  });

  it('shows the words searched for in the header only on the phone list', () => {
    expect(searchWordsOf('/products', '?q=galaxy&sort=price_asc')).toBe('galaxy');
    expect(searchWordsOf('/categories/apple', '?q=13+pro')).toBe('13 pro');
    expect(searchWordsOf('/displayProducts/x', '?q=galaxy')).toBe('');
  });
});
