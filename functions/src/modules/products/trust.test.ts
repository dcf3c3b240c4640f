import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { db } from '../../shared/firestore';
import { createProduct, productBody, testImageUrl, testImei } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import { IMEI_INVALID_MESSAGE } from '../../contract/imei';
import { verdictFrom } from '../../contract/fair-price';
import type { Product, PublicListing } from '../../contract/products';

/*
 * Listing trust over HTTP: the IMEI (never in clear, one live listing per IMEI), photos, the trust
 * score and sort=trusted, and fair-price verdicts on a constructed market.
 */

/** The API's clock, moved by the tests (sold listings count as comparables for 90 days). */
let now = new Date();
let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(createApp({ now: () => now }));
  [seller, otherSeller, admin] = await Promise.all([createUser('verifiedSeller'), createUser('verifiedSeller'), createUser('admin')]);
});
afterAll(() => api.close());

const stored = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product | undefined;
const list = (body: unknown, who: TestUser = seller) => call(`${api.url}/products`, { method: 'POST', token: who.token, body });
const sell = (id: string, who: TestUser = seller) => call(`${api.url}/products/sold/${id}`, { method: 'PUT', token: who.token });
const remove = (id: string, who: TestUser = seller) => call(`${api.url}/products/${id}`, { method: 'DELETE', token: who.token });
const edit = (id: string, body: unknown, who: TestUser = seller) => call(`${api.url}/products/${id}`, { method: 'PATCH', token: who.token, body });
const publicRead = async (id: string) => (await call(`${api.url}/products/${id}`)).body as PublicListing;

/** Every collection the API's code names (listCollections() is not implemented on the local emulator, so the source says which). */
function collectionNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/collection\(['"`]([A-Za-z_]+)['"`]\)/g)) names.add(match[1]!);
        for (const match of source.matchAll(/_COLLECTION = ['"`]([A-Za-z_]+)['"`]/g)) names.add(match[1]!);
      }
    }
  };
  walk(path.resolve(__dirname, '../..'));
  return [...names];
}

describe('IMEI', () => {
  it('is never stored or answered in clear: only its keyed hash (stored, never sent) and last four digits', async () => {
    const imei = testImei();
    const typed = `${imei.slice(0, 2)}-${imei.slice(2, 8)}-${imei.slice(8, 14)}-${imei.slice(14)}`;
    const created = await list(productBody({ imei: typed }));
    expect(created.status).toBe(201);
    const id = created.body.insertedId as string;
    const answers = [
      created.body,
      await publicRead(id),
      (await call(`${api.url}/products?q=${encodeURIComponent('iphone')}&limit=100`)).body,
      (await call(`${api.url}/products/myproducts?email=${encodeURIComponent(seller.email)}&limit=100`, { token: seller.token })).body,
      (await edit(id, { price: 444 })).body,
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(imei);
      expect(JSON.stringify(answer)).not.toContain('imei_hash');
    }
    expect(await publicRead(id)).toMatchObject({ imei_last4: imei.slice(-4), attested: true });

    const names = collectionNames();
    expect(names).toEqual(expect.arrayContaining(['products', 'orders', 'users', 'wishlist', 'imei_claims', 'price_stats', 'rateLimits']));
    let scanned = 0;
    for (const name of names) {
      for (const doc of (await db().collection(name).get()).docs) {
        scanned += 1;
        expect(`${doc.id} ${JSON.stringify(doc.data())}`, `${name}/${doc.id}`).not.toContain(imei);
      }
    }
    expect(scanned).toBeGreaterThan(3);
    const listing = await stored(id);
    expect(listing?.imei_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await db().collection('imei_claims').doc(listing!.imei_hash!).get()).data()).toMatchObject({ listing_id: id });
  });

  it('must be 15 digits with a right check digit; the listing must be attested', async () => {
    const refused = await list(productBody({ imei: '490154203237517' }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`imei: ${IMEI_INVALID_MESSAGE}`);
    expect(refused.body.details).toEqual([{ path: 'imei', message: IMEI_INVALID_MESSAGE }]);
    expect((await list(productBody({ imei: '12345' }))).status).toBe(400);
    expect((await list({ ...productBody(), imei: undefined })).status).toBe(400);
    expect((await list({ ...productBody(), attested: undefined })).body.details).toEqual([expect.objectContaining({ path: 'attested' })]);
    expect((await list({ ...productBody(), attested: false })).status).toBe(400);
    expect((await list(productBody({ imei: '490154203237518' }))).status).toBe(201);
  });

  it('one live listing per IMEI: a duplicate is a 409, from any seller', async () => {
    const imei = testImei();
    expect((await list(productBody({ imei }))).status).toBe(201);
    const again = await list(productBody({ imei }), otherSeller);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('imei_in_use');
  });

  it('of 20 simultaneous listings of one IMEI exactly one succeeds', async () => {
    const imei = testImei();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => list(productBody({ imei }), i % 2 ? seller : otherSeller)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const hash = (await stored(answers.find((answer) => answer.status === 201)!.body.insertedId))!.imei_hash!;
    expect((await db().collection('products').where('imei_hash', '==', hash).get()).size).toBe(1);
  });

  it('frees when the listing is sold (and a sale taken back cannot take it from the new listing), and when it is deleted', async () => {
    const imei = testImei();
    const first = (await list(productBody({ imei }))).body.insertedId as string;
    expect((await sell(first)).body.status).toBe('sold');
    const second = await list(productBody({ imei }), otherSeller);
    expect(second.status).toBe(201);
    // Back on sale, the first would be a second live listing of the IMEI.
    const back = await sell(first);
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('imei_in_use');
    expect((await stored(first))?.status).toBe('sold');
    expect((await remove(second.body.insertedId, otherSeller)).status).toBe(200);
    // Deleted: the IMEI is free, and the sold one may come back.
    expect((await sell(first)).body.status).toBe('available');
    expect((await list(productBody({ imei }), otherSeller)).status).toBe(409);
    expect((await remove(first)).status).toBe(200);
    expect((await list(productBody({ imei }), otherSeller)).status).toBe(201);
  });

  it('cannot change on an edit', async () => {
    const id = (await list(productBody())).body.insertedId as string;
    const before = await stored(id);
    const refused = await edit(id, { imei: testImei() });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ path: 'imei' })]);
    expect((await stored(id))?.imei_hash).toBe(before?.imei_hash);
  });
});

describe('photos', () => {
  const photos = (n: number) => Array.from({ length: n }, testImageUrl);

  it('takes 1 to 6 of ours, the first the cover; 7, none or a foreign one are refused', async () => {
    const six = photos(6);
    const created = await list(productBody({ photos: six }));
    expect(created.status).toBe(201);
    const listing = await publicRead(created.body.insertedId);
    expect(listing.photos).toEqual(six);
    expect(listing.phone_details.phone_img).toBe(six[0]);
    expect(listing.phone_details.phone_img_card).toBe(six[0]!.replace('-1200.webp', '-400.webp'));

    const seven = await list(productBody({ photos: photos(7) }));
    expect(seven.status).toBe(400);
    expect(seven.body.details).toEqual([expect.objectContaining({ path: 'photos', message: 'At most 6 photos.' })]);
    expect((await list(productBody({ photos: [] }))).status).toBe(400);
    const foreign = await list(productBody({ photos: [testImageUrl(), 'https://example.test/x.jpg'] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([expect.objectContaining({ path: 'photos.1' })]);
  });

  it('an edit reorders them (the cover follows), and an older client’s new phone_img replaces the cover', async () => {
    const [a, b, c] = photos(3);
    const id = (await list(productBody({ photos: [a!, b!, c!] }))).body.insertedId as string;
    const reordered = await edit(id, { photos: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.product).toMatchObject({ photos: [c, a, b], phone_details: { phone_img: c, phone_img_card: c!.replace('-1200.webp', '-400.webp') } });
    const cover = testImageUrl();
    expect((await edit(id, { phone_details: { phone_img: cover } })).body.product.photos).toEqual([cover, a, b]);
    expect((await edit(id, { photos: photos(7) })).status).toBe(400);
  });
});

describe('trust score', () => {
  it('is written on create and follows its inputs: photos, battery, the seller’s verification', async () => {
    const created = await list(productBody({ photos: [testImageUrl(), testImageUrl(), testImageUrl()], battery_health: 90 }));
    const id = created.body.insertedId as string;
    const listing = await publicRead(id);
    // Verified 15, a verified phone 5 (every test seller has one), IMEI 20, 3 photos 15, battery 15, 3 completed sales 10 (an established seller: test/harness.ts); none at a
    // safe meeting spot, no ratings yet, a new account; no disputes against them (a penalty only: it adds nothing).
    expect(listing.trust_score).toBe(80);
    expect(listing.trust_reasons.map((reason) => [reason.factor, reason.met])).toEqual([
      ['seller_verified', true],
      ['phone_verified', true],
      ['imei', true],
      ['photos', true],
      ['battery', true],
      ['completed_sales', true],
      ['safe_meetings', false],
      ['rating', false],
      ['account_age', false],
      ['disputes', true],
    ]);
    expect((await edit(id, { battery_health: 75, photos: [testImageUrl()] })).body.product.trust_score).toBe(15 + 5 + 20 + 5 + 5 + 10);
    const unverify = await call(`${api.url}/users/verify/${seller.uid}`, { method: 'DELETE', token: admin.token });
    expect(unverify.status).toBe(200);
    expect((await publicRead(id)).trust_score).toBe(5 + 20 + 5 + 5 + 10);
    expect((await call(`${api.url}/users/verify/${seller.uid}`, { method: 'PUT', token: admin.token })).status).toBe(200);
    const back = await publicRead(id);
    expect(back.trust_score).toBe(60);
    expect((await stored(id))?.trust_key).toBe(`060_${back.createdAt}_${id}`);
  });

  it('sort=trusted lists the most trusted first and pages exactly, each listing once', async () => {
    const area = `trustarea${randomUUID().slice(0, 8).replace(/-/g, '')}`;
    const veteran = await createUser('verifiedSeller', { createdAt: new Date(Date.now() - 200 * 86_400_000).toISOString() });
    const made: Product[] = [];
    for (let i = 0; i < 13; i += 1) {
      const photos = Array.from({ length: (i % 4) + 1 }, testImageUrl);
      const body = productBody({ location: area, photos, battery_health: i % 3 === 0 ? 70 : 90, price: 1000 + (i % 5) * 100 });
      made.push(await createProduct(i % 2 ? veteran : seller, {}, body));
    }
    const scores = new Set(made.map((listing) => listing.trust_score));
    expect(scores.size).toBeGreaterThan(3);
    expect(made.length - scores.size).toBeGreaterThan(3);
    const wanted = [...made].sort((a, b) => (a.trust_key < b.trust_key ? 1 : -1)).map((listing) => listing._id);
    const seen: string[] = [];
    let url: string | null = `${api.url}/products?q=${area}&sort=trusted&limit=4`;
    let pages = 0;
    while (url) {
      const response = await call(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe('13');
      const page = response.body as PublicListing[];
      for (let i = 1; i < page.length; i += 1) expect(page[i - 1]!.trust_score).toBeGreaterThanOrEqual(page[i]!.trust_score);
      seen.push(...page.map((listing) => listing._id));
      url = nextPageUrl(api.url, response.headers);
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(wanted);
    // With a filter and a price range too.
    const ranged = (await call(`${api.url}/products?q=${area}&sort=trusted&minPrice=1100&maxPrice=1300&limit=100`)).body as PublicListing[];
    expect(ranged.map((listing) => listing._id)).toEqual(wanted.filter((id) => [1100, 1200, 1300].includes(made.find((m) => m._id === id)!.price)));
  });
});

describe('fair price', () => {
  /** A model of this test only, and its listings' ids by price. */
  const model = () => `Verdictphone ${randomUUID().slice(0, 6).replace(/[^a-f]/g, 'x')} Pro`;

  const marketOf = async (ids: string[]) => {
    const listings = await Promise.all(ids.map(async (id) => (await stored(id))!));
    return listings;
  };

  /** What each listing's verdict should be: against the median of the others' prices. */
  const expectExactVerdicts = (listings: Product[]) => {
    for (const listing of listings) {
      const others = listings.filter((other) => other._id !== listing._id && other.status !== 'sold').map((other) => other.price);
      const { price_verdict, price_median, price_comparables, price_low, price_high } = listing;
      expect({ price_verdict, price_median, price_comparables, price_low, price_high }, `${listing.price}`).toEqual(verdictFrom(listing.price, others));
    }
  };

  it('appear with 3 comparables, and are right on a market of 10 refreshed when a price change moves the median', async () => {
    const name = model();
    const listed = async (price: number) =>
      (await list(productBody({ price, storage_gb: 256, phone_details: { phone_name: name, phone_camera: '48 MP', phone_processor: 'X1' } })))
        .body.insertedId as string;
    const ids: string[] = [];
    for (const price of [40_000, 50_000, 60_000]) ids.push(await listed(price));
    // Each of three has two comparables: no verdict yet.
    for (const listing of await marketOf(ids)) expect(listing.price_verdict).toBeNull();
    ids.push(await listed(44_000));
    // Four: each has three comparables, so every verdict appears at once.
    expectExactVerdicts(await marketOf(ids));
    for (const price of [42_000, 46_000, 48_000, 52_000, 54_000, 56_000]) ids.push(await listed(price));
    const market = await marketOf(ids);
    expect(market).toHaveLength(10);
    // Before the change: verdict classes right, medians within the 2 % that triggers a refresh.
    for (const listing of market) {
      const others = market.filter((other) => other._id !== listing._id).map((other) => other.price);
      const exact = verdictFrom(listing.price, others);
      expect(listing.price_verdict).toBe(exact.price_verdict);
      expect(Math.abs(listing.price_median! - exact.price_median!) / exact.price_median!).toBeLessThanOrEqual(0.02);
    }
    const before = new Map(market.map((listing) => [listing._id, listing.price_verdict]));
    expect(market.find((listing) => listing.price === 46_000)?.price_verdict).toBe('fair');

    // The cheapest goes up to 70,000: the median moves from 49,000 to 51,000 (> 2 %): every verdict is refreshed.
    const cheapest = ids[0]!;
    expect((await edit(cheapest, { price: 70_000 })).status).toBe(200);
    const after = await marketOf(ids);
    expectExactVerdicts(after);
    expect(after.find((listing) => listing.price === 46_000)?.price_verdict).toBe('great');
    expect(after.find((listing) => listing._id === cheapest)?.price_verdict).toBe('high');
    expect(after.filter((listing) => listing.price_verdict !== before.get(listing._id)).length).toBeGreaterThan(1);

    // The price guide counts them all.
    const guide = await call(`${api.url}/products/price-guide?model=${encodeURIComponent(name.toUpperCase())}&storage=256`);
    expect(guide.status).toBe(200);
    expect(guide.body).toEqual({ count: 10, min: 42_000, max: 70_000, median: 51_000 });
    // The product page's guide leaves its own listing out: what its verdict was measured against.
    const own = await call(`${api.url}/products/price-guide?model=${encodeURIComponent(name)}&storage=256&exclude=${cheapest}`);
    expect(own.body).toEqual({ count: 9, min: 42_000, max: 60_000, median: 50_000 });
    // Public reads carry the verdict; a card costs no extra read.
    expect(await publicRead(cheapest)).toMatchObject({ price_verdict: 'high', price_median: 50_000, price_comparables: 9, price_low: 42_000, price_high: 60_000 });
  });

  it('counts sold listings for 90 days, never a deleted one, and never a listing as its own comparable', async () => {
    const name = model();
    const listed = async (price: number) =>
      (await list(productBody({ price, storage_gb: 64, phone_details: { phone_name: name, phone_camera: '12 MP', phone_processor: 'Y2' } })))
        .body.insertedId as string;
    const ids = [await listed(100), await listed(200), await listed(300), await listed(400)];
    const guide = async () => (await call(`${api.url}/products/price-guide?model=${encodeURIComponent(name)}&storage=64`)).body;
    expect((await guide()).count).toBe(4);
    expect((await sell(ids[3]!)).body.status).toBe('sold');
    expect(await guide()).toMatchObject({ count: 4, max: 400 });
    const started = now;
    try {
      now = new Date(started.getTime() + 91 * 86_400_000);
      expect(await guide()).toMatchObject({ count: 3, max: 300 });
    } finally {
      now = started;
    }
    expect((await remove(ids[2]!)).status).toBe(200);
    expect(await guide()).toMatchObject({ count: 3, max: 400 });
    // The one listed at 100 compares with 200 and the sold 400: two, so no verdict.
    expect(await stored(ids[0]!)).toMatchObject({ price_verdict: null, price_comparables: 2 });
  });

  it('has a guide for any model: empty when nothing compares, a 400 for a bad storage', async () => {
    expect((await call(`${api.url}/products/price-guide?model=Nothing%20Like%20This&storage=128`)).body).toEqual({ count: 0, min: null, max: null, median: null });
    expect((await call(`${api.url}/products/price-guide?model=iPhone&storage=100`)).status).toBe(400);
    expect((await call(`${api.url}/products/price-guide?storage=128`)).status).toBe(400);
  });
});
