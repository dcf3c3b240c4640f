import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/firestore';
import { installReadCounter } from '../../../../scripts/bench/read-counter';
import { createProduct, productBody } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import { toPublicListing, type Product } from '../../contract/products';

let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let otherSeller: TestUser;
let unverifiedSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi();
  [seller, otherSeller, unverifiedSeller, buyer, admin] = await Promise.all([
    createUser('verifiedSeller'),
    createUser('verifiedSeller'),
    createUser('seller'),
    createUser('buyer'),
    createUser('admin'),
  ]);
});
afterAll(() => api.close());

const stored = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product | undefined;
const listingsOf = async (user: TestUser) => (await db().collection('products').where('seller_uid', '==', user.uid).get()).size;
const ids = (body: Product[]) => body.map((product) => product._id);

describe('POST /api/products', () => {
  it('lets a verified seller list a phone; seller fields, status and dates come from the server', async () => {
    const body = {
      ...productBody({ price: 499 }),
      // A client cannot set any of these.
      status: 'sold',
      adversite: true,
      verified: false,
      email: 'someone@else.test',
      seller_name: 'Impostor',
      bookedId: 'x',
      date: '1.1.1999',
    };
    const response = await call(`${api.url}/products`, { method: 'POST', token: seller.token, body });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ acknowledged: true, insertedId: expect.any(String), status: expect.any(String), queue_position: expect.toBeOneOf([null, expect.any(Number)]) });

    const listing = await stored(response.body.insertedId);
    expect(listing).toMatchObject({
      _id: response.body.insertedId,
      price: 499,
      email: seller.email,
      seller_uid: seller.uid,
      seller_name: seller.name,
      seller_img: seller.record.image,
      verified: true,
      user_role: 'Seller',
      status: 'available',
      adversite: false,
      bookedId: null,
      bookingSeq: 0,
    });
    expect(listing!.date).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    expect(listing!.sortKey).toBe(`${listing!.createdAt}_${listing!._id}`);
    expect(listing!.phone_details.phone_img).toBe(body.phone_details.phone_img);
    expect(listing!.phone_details.phone_img_card).toBe(body.phone_details.phone_img!.replace('-1200.webp', '-400.webp'));
  });

  it('lets an admin list a phone', async () => {
    const response = await call(`${api.url}/products`, { method: 'POST', token: admin.token, body: productBody() });
    expect(response.status).toBe(201);
    expect((await stored(response.body.insertedId))?.seller_uid).toBe(admin.uid);
  });

  it.each([
    ['an unverified seller', () => unverifiedSeller],
    ['a buyer', () => buyer],
  ])('refuses %s with "Sorry! You need to verify first"', async (_label, who) => {
    const user = who();
    const response = await call(`${api.url}/products`, { method: 'POST', token: user.token, body: productBody() });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'forbidden', message: 'Sorry! You need to verify first' });
    expect(await listingsOf(user)).toBe(0);
  });

  it('refuses an anonymous caller', async () => {
    const response = await call(`${api.url}/products`, { method: 'POST', body: productBody() });
    expect(response.status).toBe(401);
  });

  it('refuses a photo that was not uploaded through ReCell', async () => {
    const body = productBody({ photos: ['https://i.ibb.co/abc/phone.jpg'] });
    const response = await call(`${api.url}/products`, { method: 'POST', token: seller.token, body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Upload the photo through ReCell first.');
  });

  describe('bad input is refused and nothing is stored', () => {
    let writer: TestUser;
    beforeAll(async () => {
      writer = await createUser('verifiedSeller');
    });

    const valid = () => productBody();
    const without = (field: keyof ReturnType<typeof productBody>) => {
      const body: Record<string, unknown> = { ...valid() };
      delete body[field];
      return body;
    };
    const cases: [string, () => { body: unknown; headers?: Record<string, string> }, number][] = [
      ['no body fields', () => ({ body: {} }), 400],
      ['missing price', () => ({ body: without('price') }), 400],
      ['missing category', () => ({ body: without('category_name') }), 400],
      ['missing phone details', () => ({ body: without('phone_details') }), 400],
      ['missing photo', () => ({ body: { ...valid(), photos: [] } }), 400],
      ['missing IMEI', () => ({ body: without('imei') }), 400],
      ['IMEI with a wrong check digit', () => ({ body: { ...valid(), imei: '490154203237517' } }), 400],
      ['not attested', () => ({ body: without('attested') }), 400],
      ['price as text', () => ({ body: { ...valid(), price: 'cheap' } }), 400],
      ['price zero', () => ({ body: { ...valid(), price: 0 } }), 400],
      ['negative price', () => ({ body: { ...valid(), price: -5 } }), 400],
      ['purchase year before 2007', () => ({ body: { ...valid(), purchase_year: 2006 } }), 400],
      ['purchase year in the future', () => ({ body: { ...valid(), purchase_year: new Date().getUTCFullYear() + 1 } }), 400],
      ['unknown category', () => ({ body: { ...valid(), category_name: 'nokia' } }), 400],
      ['unknown condition', () => ({ body: { ...valid(), condition_type: 'broken' } }), 400],
      ['phone number with letters', () => ({ body: { ...valid(), mobile_number: 'call me' } }), 400],
      ['phone details as a string', () => ({ body: { ...valid(), phone_details: 'iPhone' } }), 400],
      ['oversized description', () => ({ body: { ...valid(), description: 'x'.repeat(2001) } }), 400],
      ['oversized phone name', () => ({ body: { ...valid(), phone_details: { ...valid().phone_details, phone_name: 'x'.repeat(101) } } }), 400],
      ['blank location', () => ({ body: { ...valid(), location: '   ' } }), 400],
      ['a JSON array', () => ({ body: [valid()] }), 400],
      ['bad JSON', () => ({ body: '{"price": 12,' }), 400],
      ['a form instead of JSON', () => ({ body: 'price=12', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415],
      ['text instead of JSON', () => ({ body: JSON.stringify(valid()), headers: { 'content-type': 'text/plain' } }), 415],
      ['a body over 100 KB', () => ({ body: { ...valid(), description: 'x'.repeat(120_000) } }), 413],
    ];

    it.each(cases)('%s', async (_label, make, status) => {
      const { body, headers } = make();
      const response = await call(`${api.url}/products`, { method: 'POST', token: writer.token, body, headers });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ acknowledged: false, code: expect.any(String), message: expect.any(String) });
      expect(await listingsOf(writer)).toBe(0);
    });
  });
});

describe('GET /api/products/:id', () => {
  it('answers any listing, sold ones too, cacheable by the CDN', async () => {
    const listing = await createProduct(seller, { status: 'sold' });
    const response = await call(`${api.url}/products/${listing._id}`);
    expect(response.status).toBe(200);
    // The public shape: the listing without its seller's email or phone number; the seller's uid is their profile's address.
    expect(response.body).toEqual(toPublicListing(listing, new Date()));
    expect(response.body).not.toHaveProperty('email');
    expect(response.body).not.toHaveProperty('mobile_number');
    expect(response.body).toMatchObject({ seller_uid: seller.uid, seller_rating_avg: 0, seller_rating_count: 0, seller_completed_sales: seller.record.completed_sales });
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });

  it('answers 404 for a listing that does not exist', async () => {
    const response = await call(`${api.url}/products/no-such-listing`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'not_found' });
  });
});

describe('GET /api/products', () => {
  it('lists listings that are not sold, newest first, as a plain array', async () => {
    const available = await createProduct(seller);
    const booked = await createProduct(seller, { status: 'booked', bookedId: 'x-0' });
    const sold = await createProduct(seller, { status: 'sold' });
    const response = await call(`${api.url}/products?limit=100`);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(ids(response.body)).toEqual(expect.arrayContaining([available._id, booked._id]));
    expect(ids(response.body)).not.toContain(sold._id);
    const keys = response.body.map((product: Product) => product.sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });

  it('compresses the page for a client that accepts it (a phone downloads a sixth of the JSON)', async () => {
    await createProduct(seller);
    await createProduct(seller);
    const response = await call(`${api.url}/products?limit=24`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(Array.isArray(response.body)).toBe(true);
  });

  it('filters by category', async () => {
    const huawei = await createProduct(seller, { category_name: 'huawei' });
    const response = await call(`${api.url}/products?category=huawei&limit=100`);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toContain(huawei._id);
    expect(response.body.every((product: Product) => product.category_name === 'huawei')).toBe(true);
  });

  it('pages by keyset: the next page travels in a Link header, newest first, no repeats', async () => {
    const mine = [await createProduct(seller), await createProduct(seller), await createProduct(seller)];
    const wanted = new Set(mine.map((listing) => listing._id));
    const seen: Product[] = [];
    let url: string | null = `${api.url}/products?limit=2`;
    let pages = 0;
    // Other test files list phones concurrently, so walk until all three of ours have passed.
    while (url && [...wanted].some((id) => !seen.some((product) => product._id === id)) && pages < 50) {
      const response = await call(url);
      expect(response.status).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(2);
      seen.push(...response.body);
      url = nextPageUrl(api.url, response.headers);
      if (url) expect(url).toContain('/api/products?limit=2&cursor=');
      pages += 1;
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(ids(seen)).size).toBe(seen.length);
    const keys = seen.map((product) => product.sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(ids(seen).filter((id) => wanted.has(id))).toEqual(mine.map((listing) => listing._id).reverse());
  });

  it('rejects a limit over 100', async () => {
    const response = await call(`${api.url}/products?limit=101`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
  });

  it('reads one page with one Firestore query and one count(): no read per card', async () => {
    for (let i = 0; i < 6; i += 1) await createProduct(otherSeller);
    const counter = installReadCounter(db());
    for (const limit of [2, 5]) {
      counter.reset();
      const response = await call(`${api.url}/products?limit=${limit}`);
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(limit);
      // One query of limit + 1 documents (the extra one only tells that a next page exists), and the count() of X-Total-Count.
      expect(counter.read()).toEqual({ requests: 2, documents: limit + 2 });
    }
    // The counter does see single reads, so a read per card could not hide.
    counter.reset();
    const [first] = (await call(`${api.url}/products?limit=1`)).body as Product[];
    await call(`${api.url}/products/${first!._id}`);
    expect(counter.read()).toEqual({ requests: 3, documents: 4 });
  });
});

describe('GET /api/products/adversite', () => {
  it('lists advertised listings that are neither sold nor booked', async () => {
    const advertised = await createProduct(seller, { adversite: true });
    const plain = await createProduct(seller);
    const advertisedButBooked = await createProduct(seller, { adversite: true, status: 'booked' });
    const advertisedButSold = await createProduct(seller, { adversite: true, status: 'sold' });
    const response = await call(`${api.url}/products/adversite?limit=100`);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toContain(advertised._id);
    for (const other of [plain, advertisedButBooked, advertisedButSold]) expect(ids(response.body)).not.toContain(other._id);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });
});

describe('GET /api/products/myproducts', () => {
  it("pages a seller's own listings of every status, newest first", async () => {
    const owner = await createUser('verifiedSeller');
    const listings = [
      await createProduct(owner),
      await createProduct(owner, { status: 'sold' }),
      await createProduct(owner, { status: 'booked', bookedId: 'x-0' }),
    ];
    const first = await call(`${api.url}/products/myproducts?email=${encodeURIComponent(owner.email)}&limit=2`, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(ids(first.body)).toEqual([listings[2]!._id, listings[1]!._id]);
    const next = nextPageUrl(api.url, first.headers);
    expect(next).toContain('/api/products/myproducts?');
    const second = await call(next!, { token: owner.token });
    expect(ids(second.body)).toEqual([listings[0]!._id]);
    expect(nextPageUrl(api.url, second.headers)).toBeNull();
  });

  it("lets an admin read anyone's listings", async () => {
    const listing = await createProduct(otherSeller);
    const response = await call(`${api.url}/products/myproducts?email=${otherSeller.email}&limit=100`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(ids(response.body)).toContain(listing._id);
  });

  it("refuses another user's email and anonymous callers", async () => {
    const other = await call(`${api.url}/products/myproducts?email=${otherSeller.email}`, { token: seller.token });
    expect(other.status).toBe(403);
    const anonymous = await call(`${api.url}/products/myproducts?email=${seller.email}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /api/products/sold/:id', () => {
  it('toggles available -> sold -> available for the owner; selling stops advertising', async () => {
    const listing = await createProduct(seller, { adversite: true });
    const sold = await call(`${api.url}/products/sold/${listing._id}`, { method: 'PUT', token: seller.token });
    expect(sold.status).toBe(200);
    expect(sold.body).toEqual({ acknowledged: true, status: 'sold' });
    expect(await stored(listing._id)).toMatchObject({ status: 'sold', adversite: false, bookedId: null });

    const back = await call(`${api.url}/products/sold/${listing._id}`, { method: 'PUT', token: seller.token });
    expect(back.body).toEqual({ acknowledged: true, status: 'available' });
    expect((await stored(listing._id))?.status).toBe('available');
  });

  it('lets an admin change any listing', async () => {
    const listing = await createProduct(otherSeller);
    const response = await call(`${api.url}/products/sold/${listing._id}`, { method: 'PUT', token: admin.token });
    expect(response.status).toBe(200);
    expect((await stored(listing._id))?.status).toBe('sold');
  });

  it("refuses another seller, a buyer and anonymous callers, and answers 404 for a missing listing", async () => {
    const listing = await createProduct(seller);
    for (const user of [otherSeller, buyer]) {
      const response = await call(`${api.url}/products/sold/${listing._id}`, { method: 'PUT', token: user.token });
      expect(response.status).toBe(403);
    }
    expect((await call(`${api.url}/products/sold/${listing._id}`, { method: 'PUT' })).status).toBe(401);
    expect((await call(`${api.url}/products/sold/missing-id`, { method: 'PUT', token: seller.token })).status).toBe(404);
    expect((await stored(listing._id))?.status).toBe('available');
  });
});

describe('PUT /api/products/adversite/:id', () => {
  it('toggles advertising for the owner', async () => {
    const listing = await createProduct(seller);
    const on = await call(`${api.url}/products/adversite/${listing._id}`, { method: 'PUT', token: seller.token });
    expect(on.body).toEqual({ acknowledged: true, adversite: true });
    expect((await stored(listing._id))?.adversite).toBe(true);
    const off = await call(`${api.url}/products/adversite/${listing._id}`, { method: 'PUT', token: seller.token });
    expect(off.body).toEqual({ acknowledged: true, adversite: false });
  });

  it.each(['sold', 'booked'] as const)('refuses to advertise a %s listing with 409', async (status) => {
    const listing = await createProduct(seller, { status, ...(status === 'booked' ? { bookedId: 'x-0' } : {}) });
    const response = await call(`${api.url}/products/adversite/${listing._id}`, { method: 'PUT', token: seller.token });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'conflict', message: `A ${status} phone cannot be advertised.` });
    expect((await stored(listing._id))?.adversite).toBe(false);
  });

  it('refuses anyone but the owner or an admin', async () => {
    const listing = await createProduct(seller);
    expect((await call(`${api.url}/products/adversite/${listing._id}`, { method: 'PUT', token: otherSeller.token })).status).toBe(403);
    expect((await call(`${api.url}/products/adversite/${listing._id}`, { method: 'PUT', token: admin.token })).status).toBe(200);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the listing for its owner', async () => {
    const listing = await createProduct(seller);
    const response = await call(`${api.url}/products/${listing._id}`, { method: 'DELETE', token: seller.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ acknowledged: true });
    expect(await stored(listing._id)).toBeUndefined();
    expect((await call(`${api.url}/products/${listing._id}`)).status).toBe(404);
  });

  it('refuses another seller and a buyer; an admin may', async () => {
    const listing = await createProduct(seller);
    for (const user of [otherSeller, buyer]) {
      expect((await call(`${api.url}/products/${listing._id}`, { method: 'DELETE', token: user.token })).status).toBe(403);
    }
    expect(await stored(listing._id)).toBeDefined();
    expect((await call(`${api.url}/products/${listing._id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect(await stored(listing._id)).toBeUndefined();
  });
});

describe('wishlist copies follow the listing', () => {
  it('on advertising, selling and deleting', async () => {
    const listing = await createProduct(seller);
    const added = await call(`${api.url}/wishlist`, { method: 'POST', token: buyer.token, body: { productId: listing._id } });
    expect(added.status).toBe(201);
    const entry = async () => (await db().collection('wishlist').doc(added.body.insertedId).get()).data();

    await call(`${api.url}/products/adversite/${listing._id}`, { method: 'PUT', token: seller.token });
    expect(await entry()).toMatchObject({ status: 'available', adversite: true });
    await call(`${api.url}/products/sold/${listing._id}`, { method: 'PUT', token: seller.token });
    expect(await entry()).toMatchObject({ status: 'sold', adversite: false });
    await call(`${api.url}/products/${listing._id}`, { method: 'DELETE', token: seller.token });
    expect(await entry()).toBeUndefined();
  });
});
