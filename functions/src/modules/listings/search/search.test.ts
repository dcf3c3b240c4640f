import { ESTABLISHED_SELLER_SALES } from '../../../contract/constants';
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installReadCounter } from '../../../../../scripts/bench/read-counter';
import { db } from '../../../shared/firestore';
import { createProduct, productBody } from '../../../test/factories';
import { call, startApi, type TestUser } from '../../../test/harness';
import { nextPageUrl } from '../../../test/links';
import type { Product } from '../../../contract/products';
import { DEFAULT_EMAIL_PREFERENCES, NO_STANDING } from '../../../contract/users';
import { CATEGORIES } from '../../../contract/constants';
import { changeListing } from '../../listing-changes';
import { listingSearch } from './search.repo';

/*
 * Search over HTTP on the real Firestore emulator. Other test files write listings into the
 * run's project at the same time, and search spans every listing, so this file works in a
 * Firestore project of its own (the emulator keeps projects apart): the first Admin app,
 * which the API's db() picks up. Everything here is public, so no Auth account is needed.
 */
initializeApp({ projectId: `demo-search-${randomUUID().slice(0, 8)}` });

let api: Awaited<ReturnType<typeof startApi>>;

function seller(verified: boolean): TestUser {
  const uid = `seller-${randomUUID().slice(0, 8)}`;
  const createdAt = new Date().toISOString();
  const record = {
    _id: uid,
    name: `Seller ${uid}`,
    email: `${uid}@test.recell`,
    image: 'https://example.test/avatar.webp',
    user_role: 'Seller' as const,
    role: 'user' as const,
    verified,
    verificationRequestedAt: null,
    emailPreferences: DEFAULT_EMAIL_PREFERENCES,
    language: 'en' as const,
    ...NO_STANDING,
    // Established: their listings are live at once, as the search tests need.
    completed_sales: ESTABLISHED_SELLER_SALES,
    createdAt,
    sortKey: `${createdAt}_${uid}`,
  };
  return { uid, email: record.email, name: record.name, token: '', record, phone: '+8801700000000' };
}

interface Spec {
  key: string;
  category: Product['category_name'];
  name: string;
  storage?: Product['storage_gb'];
  ram?: number;
  battery?: number;
  condition: Product['condition_type'];
  price: number;
  location: string;
  processor: string;
  status?: Product['status'];
  unverified?: boolean;
}

/** The catalogue of phones the filter tests search, newest last. */
const SPECS: Spec[] = [
  { key: 'i13pro', category: 'apple', name: 'iPhone 13 Pro', storage: 256, ram: 6, battery: 90, condition: 'good', price: 80_000, location: 'Dhanmondi, Dhaka', processor: 'A15 Bionic' },
  { key: 'i13', category: 'apple', name: 'iPhone 13', storage: 128, ram: 4, battery: 85, condition: 'excellent', price: 60_000, location: 'Gulshan 2, Dhaka', processor: 'A15 Bionic' },
  { key: 'i12', category: 'apple', name: 'iPhone 12', storage: 64, ram: 4, battery: 78, condition: 'fair', price: 35_000, location: 'Mirpur 10, Dhaka', processor: 'A14 Bionic' },
  { key: 's21', category: 'samsung', name: 'Galaxy S21', storage: 256, ram: 8, battery: 88, condition: 'good', price: 50_000, location: 'Dhanmondi, Dhaka', processor: 'Exynos 2100' },
  { key: 'a54', category: 'samsung', name: 'Galaxy A54 5G', storage: 128, ram: 8, battery: 95, condition: 'excellent', price: 38_000, location: 'Uttara, Dhaka', processor: 'Exynos 1380', unverified: true },
  { key: 'op11', category: 'oneplus', name: 'OnePlus 11', storage: 256, ram: 16, battery: 92, condition: 'good', price: 55_000, location: 'Bashundhara R/A', processor: 'Snapdragon 8 Gen 2' },
  { key: 'p30', category: 'huawei', name: 'Huawei P30 Pro', storage: 256, ram: 8, battery: 70, condition: 'fair', price: 25_000, location: 'Motijheel Café', processor: 'Kirin 980' },
  { key: 'old', category: 'samsung', name: 'Galaxy Note 10', condition: 'good', price: 30_000, location: 'Sylhet', processor: 'Exynos 9825' },
  { key: 'i13sold', category: 'apple', name: 'iPhone 13 Pro', storage: 256, ram: 6, battery: 91, condition: 'good', price: 79_000, location: 'Dhanmondi, Dhaka', processor: 'A15 Bionic', status: 'sold' },
  { key: 's22booked', category: 'samsung', name: 'Galaxy S22', storage: 128, ram: 8, battery: 89, condition: 'excellent', price: 52_000, location: 'Banani, Dhaka', processor: 'Snapdragon 8 Gen 1', status: 'booked' },
];

const listings = new Map<string, Product>();
const verified = seller(true);
const unverified = seller(false);

async function list(spec: Spec): Promise<Product> {
  const body = productBody({
    category_name: spec.category,
    condition_type: spec.condition,
    price: spec.price,
    location: spec.location,
    storage_gb: spec.storage ?? 128,
    ram_gb: spec.ram ?? 4,
    battery_health: spec.battery ?? 80,
  });
  body.phone_details = { ...body.phone_details, phone_name: spec.name, phone_processor: spec.processor };
  // A listing from before structured specs ("old") has them absent, and its RAM/storage text unread.
  const unknown: Partial<Product> = spec.storage === undefined ? { storage_gb: undefined, ram_gb: undefined, battery_health: undefined } : {};
  const listing = await createProduct(spec.unverified ? unverified : verified, { status: spec.status ?? 'available', verified: !spec.unverified, ...unknown }, body);
  await listingSearch.noteListing(listing);
  return listing;
}

beforeAll(async () => {
  api = await startApi();
  for (const { id, category_name } of CATEGORIES) await db().collection('categories').doc(String(id)).set({ _id: String(id), id, category_name });
  for (const spec of SPECS) listings.set(spec.key, await list(spec));
});
afterAll(() => api.close());

/** Firestore orders strings by their bytes, not by locale. */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const keysOf = (body: Product[]) => body.map((product) => [...listings].find(([, listing]) => listing._id === product._id)?.[0] ?? product._id);
const newestFirst = (keys: string[]) => [...keys].sort((a, b) => byBytes(listings.get(b)!.sortKey, listings.get(a)!.sortKey));

async function search(query: string) {
  const response = await call(`${api.url}/products?limit=100&${query}`);
  expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(200);
  return { keys: keysOf(response.body as Product[]), total: Number(response.headers.get('x-total-count')), response };
}

/** What a search should find, by the plain fields (an oracle independent of tokens and indexes). */
const shoppable = SPECS.filter((spec) => spec.status !== 'sold');
const expectSearch = async (query: string, predicate: (spec: Spec) => boolean) => {
  const wanted = newestFirst(shoppable.filter(predicate).map((spec) => spec.key));
  const { keys, total } = await search(query);
  expect(keys, query).toEqual(wanted);
  expect(total, `${query}: X-Total-Count`).toBe(wanted.length);
};

describe('GET /api/products: filters', () => {
  it('with none, lists every listing not sold, newest first, with X-Total-Count', async () => {
    await expectSearch('', () => true);
  });

  it('each filter alone', async () => {
    await expectSearch('category=samsung', (spec) => spec.category === 'samsung');
    await expectSearch('condition=good', (spec) => spec.condition === 'good');
    await expectSearch('condition=excellent,fair', (spec) => spec.condition !== 'good');
    await expectSearch('minPrice=50000', (spec) => spec.price >= 50_000);
    await expectSearch('maxPrice=50000', (spec) => spec.price <= 50_000);
    await expectSearch('storage=256', (spec) => spec.storage === 256);
    await expectSearch('storage=64,128', (spec) => spec.storage === 64 || spec.storage === 128);
    await expectSearch('ram=8', (spec) => (spec.ram ?? 0) >= 8);
    await expectSearch('minBattery=88', (spec) => (spec.battery ?? 0) >= 88);
    await expectSearch('verified=true', (spec) => !spec.unverified);
    await expectSearch('verified=false', () => true);
  });

  it('filters combined', async () => {
    await expectSearch('category=apple&condition=good,excellent&maxPrice=70000', (spec) => spec.category === 'apple' && spec.condition !== 'fair' && spec.price <= 70_000);
    await expectSearch('storage=256&ram=8&minBattery=80', (spec) => spec.storage === 256 && (spec.ram ?? 0) >= 8 && (spec.battery ?? 0) >= 80);
    await expectSearch('condition=excellent&verified=true&minPrice=40000&maxPrice=60000', (spec) => spec.condition === 'excellent' && !spec.unverified && spec.price >= 40_000 && spec.price <= 60_000);
    await expectSearch('category=samsung&storage=128&condition=excellent&verified=true&ram=6&minBattery=50&minPrice=1&maxPrice=99999', (spec) =>
      spec.category === 'samsung' && spec.storage === 128 && spec.condition === 'excellent' && !spec.unverified && (spec.ram ?? 0) >= 6,
    );
  });

  it('keeps a listing of unknown specs unless a minimum asks for them', async () => {
    expect((await search('category=samsung')).keys).toContain('old');
    expect((await search('category=samsung&minBattery=50')).keys).not.toContain('old');
    expect((await search('category=samsung&ram=1')).keys).not.toContain('old');
  });
});

describe('GET /api/products: q', () => {
  const q = async (text: string) => (await search(`q=${encodeURIComponent(text)}`)).keys;

  it('one word: brand, model, storage ("256" and "256gb"), RAM, processor, location', async () => {
    expect(await q('galaxy')).toEqual(newestFirst(['s21', 'a54', 'old', 's22booked']));
    expect(await q('samsung')).toEqual(newestFirst(['s21', 'a54', 'old', 's22booked']));
    const with256 = newestFirst(['i13pro', 's21', 'op11', 'p30']);
    expect(await q('256')).toEqual(with256);
    expect(await q('256gb')).toEqual(with256);
    expect(await q('256 GB')).toEqual(with256);
    expect(await q('16gb')).toEqual(['op11']);
    expect(await q('kirin')).toEqual(['p30']);
    expect(await q('dhanmondi')).toEqual(newestFirst(['i13pro', 's21']));
  });

  it('is case- and accent-insensitive', async () => {
    expect(await q('IPHONE')).toEqual(newestFirst(['i13pro', 'i13', 'i12']));
    expect(await q('cafe')).toEqual(['p30']);
    expect(await q('CAFÉ')).toEqual(['p30']);
    expect(await q('Cafè')).toEqual(['p30']);
  });

  it('several words: every word must match, in any order', async () => {
    expect(await q('galaxy dhanmondi')).toEqual(['s21']);
    expect(await q('13 iphone')).toEqual(newestFirst(['i13pro', 'i13']));
    expect(await q('iphone 13 pro 256')).toEqual(['i13pro']);
    expect(await q('iphone 13 pro 256gb dhaka')).toEqual(['i13pro']);
    expect(await q('iphone 13 pro 128')).toEqual([]);
    expect(await q('galaxy nothing')).toEqual([]);
  });

  it('finds a listing described in Bangla by its Bangla words, alone or with others, and reads Bangla digits as digits', async () => {
    const body = productBody({
      category_name: 'samsung',
      condition_type: 'good',
      price: 14_000,
      location: 'Mirpur 10, Dhaka',
      storage_gb: 64,
      ram_gb: 4,
      battery_health: 90,
      description: 'ফোনটি খুব ভালো অবস্থায় আছে। ব্যাটারি হেলথ ৯০%, বক্স আর চার্জার সাথে দেব।',
    });
    body.phone_details = { ...body.phone_details, phone_name: 'Galaxy A14', phone_processor: 'Exynos 850' };
    const listing = await createProduct(verified, { status: 'available' }, body);
    try {
      expect(await q('ভালো')).toEqual([listing._id]);
      expect(await q('ব্যাটারি ভালো')).toEqual([listing._id]);
      expect(await q('galaxy ব্যাটারি')).toEqual([listing._id]);
      expect(await q('galaxy ৬৪')).toEqual([listing._id]);
      expect(await q('ফোনটি খুব ভালো অবস্থায়')).toEqual([listing._id]);
      // A vowel sign makes another word: কালো (black) is not ভালো (good).
      expect(await q('কালো')).toEqual([]);
      expect(await q('ভালো iphone')).toEqual([]);
      // Only the description's first words are kept (MAX_LISTING_WORDS, with the specs'): চার্জার comes too late.
      expect(await q('চার্জার')).toEqual([]);
    } finally {
      await changeListing(listing._id, () => ({ kind: 'update', listing: { status: 'sold' } }));
    }
  });

  it('with filters and a brand, and X-Total-Count of what matches', async () => {
    const { keys, total } = await search('q=bionic&category=apple&maxPrice=70000&sort=price_asc');
    expect(keys).toEqual(['i12', 'i13']);
    expect(total).toBe(2);
    const several = await search('q=iphone%2013%20bionic&condition=good,excellent');
    expect(several.keys).toEqual(newestFirst(['i13pro', 'i13']));
    expect(several.total).toBe(2);
  });
});

describe('GET /api/products: sort', () => {
  it('newest (default), price_asc and price_desc', async () => {
    const byPrice = [...shoppable].sort((a, b) => a.price - b.price).map((spec) => spec.key);
    expect((await search('sort=newest')).keys).toEqual(newestFirst(shoppable.map((spec) => spec.key)));
    expect((await search('sort=price_asc')).keys).toEqual(byPrice);
    expect((await search('sort=price_desc')).keys).toEqual([...byPrice].reverse());
    expect((await search('sort=price_asc&minPrice=38000&maxPrice=55000')).keys).toEqual(['a54', 's21', 's22booked', 'op11']);
  });
});

describe('GET /api/products: paging', () => {
  const AREA = 'Paltan';
  const paged: Product[] = [];

  beforeAll(async () => {
    // 64 listings in ten prices: every price is shared by six or seven of them.
    for (let i = 0; i < 64; i += 1) {
      const body = productBody({ category_name: 'oneplus', price: 10_000 + (i % 10) * 500, location: `${AREA}, Dhaka`, condition_type: i % 3 === 0 ? 'fair' : 'good' });
      body.phone_details = { ...body.phone_details, phone_name: 'OnePlus Nord CE' };
      paged.push(await createProduct(verified, {}, body));
    }
  });

  async function walk(first: string) {
    const seen: Product[] = [];
    let url: string | null = `${api.url}/products?${first}`;
    const totals = new Set<number>();
    for (let pages = 0; url && pages < 40; pages += 1) {
      const response = await call(url);
      expect(response.status).toBe(200);
      totals.add(Number(response.headers.get('x-total-count')));
      seen.push(...(response.body as Product[]));
      url = nextPageUrl(api.url, response.headers);
    }
    expect(url).toBeNull();
    return { ids: seen.map((listing) => listing._id), totals: [...totals] };
  }

  it('returns each listing exactly once, in order, in every sort, with tied prices', async () => {
    const newest = [...paged].sort((a, b) => byBytes(b.sortKey, a.sortKey)).map((listing) => listing._id);
    const cheapest = [...paged].sort((a, b) => a.price - b.price || byBytes(a.price_key, b.price_key)).map((listing) => listing._id);
    expect(new Set(paged.map((listing) => listing.price)).size).toBe(10);
    for (const [sort, wanted] of [
      ['newest', newest],
      ['price_asc', cheapest],
      ['price_desc', [...cheapest].reverse()],
    ] as const) {
      const { ids, totals } = await walk(`q=${AREA}&sort=${sort}&limit=7`);
      expect(ids, sort).toEqual(wanted);
      expect(totals).toEqual([64]);
    }
  });

  it('with a filter and a price range, and through several words (the capped scan)', async () => {
    const fairInRange = paged.filter((listing) => listing.condition_type === 'fair' && listing.price >= 11_000 && listing.price <= 13_000);
    const cheapest = [...fairInRange].sort((a, b) => byBytes(a.price_key, b.price_key)).map((listing) => listing._id);
    const filtered = await walk(`q=${AREA}&condition=fair&minPrice=11000&maxPrice=13000&sort=price_asc&limit=3`);
    expect(filtered.ids).toEqual(cheapest);
    expect(filtered.totals).toEqual([fairInRange.length]);
    // Three words: one query per batch of candidates; still each listing once, in order.
    const three = await walk(`q=${AREA}%20dhaka%20oneplus&sort=price_desc&limit=9`);
    const all = [...paged].sort((a, b) => byBytes(b.price_key, a.price_key)).map((listing) => listing._id);
    expect(three.ids).toEqual(all);
  });

  it('reads at most limit + 1 documents and one count() per page', async () => {
    const counter = installReadCounter(db());
    for (const query of [`q=${AREA}&sort=price_asc`, `q=${AREA}&condition=good&maxPrice=12000&sort=price_asc`, 'sort=newest', `q=${AREA}%20dhaka`]) {
      counter.reset();
      const response = await call(`${api.url}/products?${query}&limit=5`);
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(5);
      expect(counter.read(), query).toEqual({ requests: 2, documents: 5 + 2 });
    }
  });
});

describe('GET /api/products: bad parameters', () => {
  it.each([
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=12x', 'maxPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['sort=cheapest', 'sort'],
    ['condition=mint', 'condition'],
    ['condition=good,broken', 'condition'],
    ['storage=100', 'storage'],
    ['ram=0', 'ram'],
    ['ram=2.5', 'ram'],
    ['minBattery=101', 'minBattery'],
    ['verified=yes', 'verified'],
    ['category=nokia', 'category'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['limit=0', 'limit'],
  ])('%s → 400 naming %s', async (query, param) => {
    const response = await call(`${api.url}/products?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
    expect(response.body.message).toContain(param);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: param })]));
  });

  it('ignores unknown parameters', async () => {
    const plain = await search('sort=price_asc');
    const extra = await search('sort=price_asc&colour=blue&page=3');
    expect(extra.keys).toEqual(plain.keys);
  });
});

describe('GET /api/categories/:name: the same search with the brand preset', () => {
  it('filters, sorts and counts within the brand', async () => {
    const response = await call(`${api.url}/categories/apple?condition=good,excellent&sort=price_asc&limit=100`);
    expect(response.status).toBe(200);
    expect(keysOf(response.body.products as Product[])).toEqual(['i13', 'i13pro']);
    expect(response.headers.get('x-total-count')).toBe('2');
    const searched = await call(`${api.url}/categories/samsung?q=dhanmondi`);
    expect(keysOf(searched.body.products as Product[])).toEqual(['s21']);
    const bad = await call(`${api.url}/categories/samsung?maxPrice=cheap`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('maxPrice');
  });
});

describe('search follows every write of a listing', () => {
  it('a sold listing leaves search, and comes back when available again', async () => {
    const { _id } = listings.get('op11')!;
    await changeListing(_id, () => ({ kind: 'update', listing: { status: 'sold' } }));
    expect((await search('q=oneplus%2011')).keys).toEqual([]);
    expect((await search('category=oneplus&storage=256')).keys).toEqual([]);
    await changeListing(_id, () => ({ kind: 'update', listing: { status: 'available' } }));
    expect((await search('q=oneplus%2011')).keys).toEqual(['op11']);
  });

  it('a new price moves the listing in the price sorts and the price filters', async () => {
    const { _id } = listings.get('p30')!;
    await changeListing(_id, () => ({ kind: 'update', listing: { price: 99_000 } }));
    expect((await search('sort=price_desc')).keys[0]).toBe('p30');
    expect((await search('q=kirin&minPrice=90000')).keys).toEqual(['p30']);
    await changeListing(_id, () => ({ kind: 'update', listing: { price: 25_000 } }));
    expect((await search('q=kirin&minPrice=90000')).keys).toEqual([]);
  });
});

describe('GET /api/products/suggest', () => {
  const suggest = async (text: string) => {
    const response = await call(`${api.url}/products/suggest?q=${encodeURIComponent(text)}`);
    expect(response.status).toBe(200);
    return response;
  };

  it('suggests brands and model names whose words start with what was typed', async () => {
    expect((await suggest('ip')).body).toEqual([
      { label: 'iPhone 12', kind: 'model' },
      { label: 'iPhone 13', kind: 'model' },
      { label: 'iPhone 13 Pro', kind: 'model' },
    ]);
    expect((await suggest('SAM')).body).toEqual([{ label: 'Samsung', kind: 'brand' }]);
    expect((await suggest('hua')).body).toEqual([
      { label: 'Huawei', kind: 'brand' },
      { label: 'Huawei P30 Pro', kind: 'model' },
    ]);
    expect((await suggest('galaxy s')).body).toEqual([
      { label: 'Galaxy S21', kind: 'model' },
      { label: 'Galaxy S22', kind: 'model' },
    ]);
    expect((await suggest('')).body).toEqual([]);
    expect((await suggest('zzz')).body).toEqual([]);
  });

  it('answers at most 8, cacheable by the CDN, reading the catalog and one check per model', async () => {
    for (let i = 0; i < 10; i += 1) {
      await list({ key: `fold${i}`, category: 'samsung', name: `Galaxy Z Fold${i}`, condition: 'good', price: 90_000, location: 'Gulshan 1, Dhaka', processor: 'Snapdragon' });
    }
    const counter = installReadCounter(db());
    counter.reset();
    const response = await suggest('galaxy');
    expect(response.body).toHaveLength(8);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    // The catalog, then per model checked one count() or one query finding its single listing.
    expect(counter.read().requests).toBeLessThanOrEqual(1 + 8);
    expect(counter.read().documents).toBeLessThanOrEqual(1 + 8);
  });

  it('offers only models a search finds: one whose listings all sold is left out', async () => {
    const sold = [
      await list({ key: 's10', category: 'samsung', name: 'Galaxy S10', condition: 'good', price: 20_000, location: 'Khulna', processor: 'Exynos 9820' }),
      await list({ key: 's10plus', category: 'samsung', name: 'Galaxy S10 Plus', condition: 'fair', price: 22_000, location: 'Khulna', processor: 'Exynos 9820' }),
    ];
    // Three words: "Galaxy S10 Plus" is checked on the listings with "galaxy" and "plus", this one among them.
    await list({ key: 's23plus', category: 'samsung', name: 'Galaxy S23 Plus', condition: 'good', price: 70_000, location: 'Banani, Dhaka', processor: 'Snapdragon 8 Gen 2' });
    const live = [
      { label: 'Galaxy S21', kind: 'model' },
      { label: 'Galaxy S22', kind: 'model' },
      { label: 'Galaxy S23 Plus', kind: 'model' },
    ];
    expect((await suggest('galaxy s')).body).toEqual([{ label: 'Galaxy S10', kind: 'model' }, { label: 'Galaxy S10 Plus', kind: 'model' }, ...live]);
    for (const { _id } of sold) await changeListing(_id, () => ({ kind: 'update', listing: { status: 'sold' } }));
    expect((await search('q=galaxy%20s10')).keys).toEqual([]);
    expect((await suggest('galaxy s')).body).toEqual(live);
  });

  it('rejects a q over 100 characters', async () => {
    const response = await call(`${api.url}/products/suggest?q=${'x'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('q');
  });
});

describe('a renamed model (after the suggestion tests: the catalog only grows)', () => {
  it('is found by its new name, not its old one, and reaches the type-ahead', async () => {
    const listing = listings.get('i12')!;
    await changeListing(listing._id, () => ({ kind: 'update', listing: { phone_details: { ...listing.phone_details, phone_name: 'iPhone 12 mini' } } }));
    expect((await search('q=mini')).keys).toEqual(['i12']);
    const renamed = await call(`${api.url}/products/suggest?q=iphone%20mi`);
    expect(renamed.body).toEqual([{ label: 'iPhone 12 mini', kind: 'model' }]);
    await changeListing(listing._id, () => ({ kind: 'update', listing: { phone_details: listing.phone_details } }));
    expect((await search('q=mini')).keys).toEqual([]);
  });
});
