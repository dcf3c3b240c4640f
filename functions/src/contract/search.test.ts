import { describe, expect, it } from 'vitest';
import { listingSearchFields, MAX_LISTING_WORDS, MAX_SPEC_WORDS, modelKeyOf, phoneRamText, priceKeyOf, searchProductsQuery, searchTokenPlan, searchWords, type ListingSearchSource } from './search';

const listing = (overrides: Partial<ListingSearchSource> = {}): ListingSearchSource => ({
  _id: 'abc',
  category_name: 'apple',
  price: 80_000,
  status: 'available',
  location: 'Dhanmondi, Dhaka',
  description: 'Boxed, never repaired.',
  storage_gb: 256,
  ram_gb: 6,
  battery_health: 90,
  phone_details: { phone_name: 'iPhone 13 Pro', phone_ram: 'whatever', phone_processor: 'A15 Bionic' },
  ...overrides,
});

describe('searchWords', () => {
  it('lower-cases, strips accents, splits on anything but letters and digits, reads sizes as GB', () => {
    expect(searchWords('Café  CRÈME-brûlée')).toEqual(['cafe', 'creme', 'brulee']);
    expect(searchWords('256GB 256 GB 256gb 256')).toEqual(['256']);
    expect(searchWords('1TB')).toEqual(['1024']);
    expect(searchWords('1 TB')).toEqual(['1024']);
    expect(searchWords('8/128 GB')).toEqual(['8', '128']);
    expect(searchWords('GB')).toEqual([]);
    expect(searchWords('Galaxy A54 5G')).toEqual(['galaxy', 'a54', '5g']);
  });

  it('keeps Bangla words whole, vowel signs and hasanta included, and reads Bangla digits as 0–9', () => {
    expect(searchWords('ফোনটি খুব ভালো অবস্থায় আছে, ব্যাটারি ৯০%')).toEqual(['ফোনটি', 'খুব', 'ভালো', 'অবস্থায়', 'আছে', 'ব্যাটারি', '90']);
    // A vowel sign is part of the word: without the signs কালো (black) and কলা (banana) would both be কল.
    expect(searchWords('কালো কলা')).toEqual(['কালো', 'কলা']);
    expect(searchWords('১২৮ জিবি')).toEqual(['128', 'জিবি']);
    expect(searchWords('১২৮GB')).toEqual(['128']);
    // Typed with or without a zero-width joiner, and composed or not, it is one word.
    expect(searchWords('র\u200d্যাব')).toEqual(searchWords('র্যাব'));
    expect(searchWords('অবস্থা\u09df')).toEqual(searchWords('অবস্থায়'));
  });
});

describe('listingSearchFields', () => {
  it('derives phone_ram from the numbers, and the sort and range keys', () => {
    const fields = listingSearchFields(listing());
    expect(fields.phone_ram).toBe('6/256 GB');
    expect(fields.price_key).toBe('000008000000_abc');
    expect(fields).toMatchObject({ search_ram_gb: 6, search_battery: 90 });
    expect(phoneRamText(12, 1024)).toBe('12 GB/1 TB');
  });

  it('keeps the text and ranges unknown specs as 0 when the numbers are absent', () => {
    const fields = listingSearchFields(listing({ storage_gb: undefined, ram_gb: undefined, battery_health: undefined }));
    expect(fields).toMatchObject({ phone_ram: 'whatever', search_ram_gb: 0, search_battery: 0 });
  });

  it('gives words, pairs and their brand-scoped copies to a shoppable listing, none to a sold one', () => {
    const { search_tokens } = listingSearchFields(listing());
    expect(search_tokens).toEqual(expect.arrayContaining(['*', 'apple/*', 'iphone', '256', '6', 'bionic', 'dhanmondi', '13+iphone', 'apple/13+iphone', 'apple/256']));
    expect(search_tokens).not.toContain('256gb');
    expect(new Set(search_tokens).size).toBe(search_tokens.length);
    expect(listingSearchFields(listing({ status: 'booked' })).search_tokens).toEqual(search_tokens);
    expect(listingSearchFields(listing({ status: 'sold' })).search_tokens).toEqual([]);
  });

  it('finds a listing by the words of its description, in Bangla too', () => {
    const { search_tokens } = listingSearchFields(listing({ description: 'ফোনটি খুব ভালো অবস্থায় আছে' }));
    expect(search_tokens).toEqual(expect.arrayContaining(['ভালো', 'অবস্থায়', 'apple/ভালো', 'iphone+ভালো', 'অবস্থায়+ভালো']));
    expect(listingSearchFields(listing()).search_tokens).toEqual(expect.arrayContaining(['boxed', 'repaired', 'boxed+iphone']));
  });

  it('reads at most MAX_SPEC_WORDS words of the specs, then the description up to MAX_LISTING_WORDS', () => {
    const plainOf = (source: ListingSearchSource) =>
      listingSearchFields(source).search_tokens.filter((token) => !token.includes('/') && !token.includes('+') && token !== '*');
    const longSpecs = listing({ location: Array.from({ length: 40 }, (_, i) => `area${i}`).join(' '), description: 'Boxed' });
    expect(plainOf(longSpecs)).toHaveLength(MAX_SPEC_WORDS + 1);
    const longBoth = { ...longSpecs, description: Array.from({ length: 40 }, (_, i) => `note${i}`).join(' ') };
    expect(plainOf(longBoth)).toHaveLength(MAX_LISTING_WORDS);
    expect(plainOf(longBoth)).toEqual(expect.arrayContaining(['note0', `note${MAX_LISTING_WORDS - MAX_SPEC_WORDS - 1}`]));
    // A word the specs already have counts once.
    expect(plainOf(listing({ description: 'iPhone iPhone Dhaka' }))).toEqual(plainOf(listing({ description: '' })));
  });

  it('moves a price key with the price', () => {
    expect(priceKeyOf(999.99, 'x')).toBe('000000099999_x');
    expect(priceKeyOf(10, 'x') < priceKeyOf(9_000, 'x')).toBe(true);
  });
});

describe('searchTokenPlan', () => {
  it('picks the token a query carries and the words left to check', () => {
    expect(searchTokenPlan([])).toEqual({ token: '*', rest: [] });
    expect(searchTokenPlan([], 'samsung')).toEqual({ token: 'samsung/*', rest: [] });
    expect(searchTokenPlan(['galaxy'])).toEqual({ token: 'galaxy', rest: [] });
    expect(searchTokenPlan(['galaxy', 'dhanmondi'], 'samsung')).toEqual({ token: 'samsung/dhanmondi+galaxy', rest: [] });
    expect(searchTokenPlan(['iphone', '13', 'pro', '256'])).toEqual({ token: 'iphone+pro', rest: ['256', '13'] });
  });
});

describe('modelKeyOf', () => {
  it('is a field name Firestore needs no quoting for', () => {
    expect(modelKeyOf('Galaxy S21 FE 5G')).toBe('m_galaxy_s21_fe_5g');
    expect(modelKeyOf('  ')).toBe('');
  });
});

describe('searchProductsQuery', () => {
  it('reads lists, repeated parameters and numbers, and defaults the sort', () => {
    expect(searchProductsQuery.parse({ condition: 'Good, excellent,good', storage: ['128', '256gb'], minPrice: '10', ram: '8' })).toMatchObject({
      condition: ['good', 'excellent'],
      storage: [128, 256],
      minPrice: 10,
      ram: 8,
      sort: 'newest',
      limit: 24,
    });
    expect(searchProductsQuery.parse({ verified: 'true' }).verified).toBe(true);
    expect(searchProductsQuery.safeParse({ q: 'one two three four five six seven eight nine' }).error?.issues[0]?.path).toEqual(['q']);
  });
});
