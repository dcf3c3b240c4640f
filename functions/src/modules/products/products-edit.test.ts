import { withSearchFields } from '../../contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { CATEGORIES, PRICE_DROP_DAYS } from '../../contract/constants';
import { orderMeetupDefaults, type Order } from '../../contract/orders';
import { toSellerListing, type Product } from '../../contract/products';
import { listingTrustFields } from '../../contract/listing-trust';
import type { WishlistEntry } from '../../contract/wishlist';
import { db } from '../../shared/firestore';
import { createProduct, ownModelBody, testImageUrl } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';

/** The API's clock, moved by the tests: time rules are judged by it, never by waiting. */
let now = new Date('2026-03-01T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(now.getTime() + days * DAY_MS);

let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(createApp({ now: () => now }));
  [seller, otherSeller, buyer, admin] = await Promise.all([
    createUser('verifiedSeller'),
    createUser('verifiedSeller'),
    createUser('buyer'),
    createUser('admin'),
  ]);
});
afterAll(() => api.close());

const stored = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product | undefined;
const storedOrder = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order | undefined;
const storedEntry = async (id: string) => (await db().collection('wishlist').doc(id).get()).data() as WishlistEntry | undefined;

const edit = (id: string, body: unknown, who: TestUser | null = seller) =>
  call(`${api.url}/products/${id}`, { method: 'PATCH', token: who?.token, body });
const publicRead = (id: string) => call(`${api.url}/products/${id}`);

describe('PATCH /api/products/:id', () => {
  it('lets the owner change the price, description, condition, specs, location and photo; answers the updated listing', async () => {
    const listing = await createProduct(seller, { price: 500 });
    const photo = testImageUrl();
    const changes = {
      price: 450,
      description: 'New battery fitted last week.',
      condition_type: 'excellent',
      location: 'Banani, Dhaka',
      storage_gb: 256,
      ram_gb: 6,
      phone_details: { phone_img: photo },
    } as const;
    const response = await edit(listing._id, changes);
    expect(response.status).toBe(200);
    // The derived fields (the "6/256 GB" text, search tokens, sort keys) follow the edit.
    const edited = withSearchFields({
      ...listing,
      photos: [photo],
      price: 450,
      description: 'New battery fitted last week.',
      condition_type: 'excellent' as const,
      location: 'Banani, Dhaka',
      storage_gb: 256,
      ram_gb: 6,
      phone_details: { ...listing.phone_details, phone_img: photo, phone_img_card: photo.replace('-1200.webp', '-400.webp') },
      previous_price: 500,
      price_dropped_at: now.toISOString(),
    });
    // The trust score and the model's statistics key follow too; the IMEI's hash is never sent.
    const expected: Product = { ...edited, ...listingTrustFields(edited) };
    expect(expected.phone_details.phone_ram).toBe('6/256 GB');
    expect(response.body).toEqual({ acknowledged: true, product: toSellerListing(expected) });
    expect(await stored(listing._id)).toEqual(expected);
  });

  it('lets an admin edit any listing', async () => {
    const listing = await createProduct(seller);
    const response = await edit(listing._id, { location: 'Mirpur 10, Dhaka' }, admin);
    expect(response.status).toBe(200);
    expect((await stored(listing._id))?.location).toBe('Mirpur 10, Dhaka');
  });

  it('refuses another seller and a buyer (403), an anonymous caller (401); the listing stays as it was', async () => {
    const listing = await createProduct(seller, {}, ownModelBody());
    for (const [who, status] of [[otherSeller, 403], [buyer, 403], [null, 401]] as const) {
      const response = await edit(listing._id, { price: 1 }, who);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ acknowledged: false, code: status === 403 ? 'forbidden' : 'unauthenticated' });
    }
    expect(await stored(listing._id)).toEqual(listing);
  });

  it('answers 404 for a listing that does not exist', async () => {
    const response = await edit('no-such-listing', { price: 100 });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not_found', message: 'This phone is no longer listed.' });
  });

  it('refuses to edit a booked phone (409) and leaves the listing and its order as booked; after a cancel it may', async () => {
    const listing = await createProduct(seller, { price: 600 });
    const booked = await call(`${api.url}/orders`, {
      method: 'POST',
      token: buyer.token,
      body: { bookedId: listing._id, mobile_number: '+8801711111111', meet_location: 'Gulshan 1', message: '', slots: [later(1).toISOString()] },
    });
    expect(booked.status).toBe(201);
    const orderId = booked.body.insertedId as string;
    const [listingBefore, orderBefore] = [await stored(listing._id), await storedOrder(orderId)];

    for (const who of [seller, admin]) {
      const response = await edit(listing._id, { price: 300, phone_details: { phone_name: 'Something else' } }, who);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'conflict', message: 'This phone is booked. You can edit it once the booking is cancelled.' });
    }
    expect(await stored(listing._id)).toEqual(listingBefore);
    expect(await storedOrder(orderId)).toEqual(orderBefore);

    expect((await call(`${api.url}/orders/${orderId}`, { method: 'DELETE', token: buyer.token })).status).toBe(200);
    expect((await edit(listing._id, { price: 300 })).status).toBe(200);
    // The cancelled order keeps the deal as it was.
    expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled', price: 600, item_name: listing.phone_details.phone_name });
  });

  it("brings the listing's copies in step: wishlist entries, and an open order that raced the edit", async () => {
    const listing = await createProduct(seller, { price: 700 });
    const added = await call(`${api.url}/wishlist`, { method: 'POST', token: buyer.token, body: { productId: listing._id } });
    expect(added.status).toBe(201);
    // A booking written while the edit was being written (no transaction isolation on the local engine):
    // the order holds the listing's old copy, the edit read the listing before the booking held it.
    const racing: Order = {
      _id: `${listing._id}-0`,
      item_name: listing.phone_details.phone_name,
      item_img: listing.phone_details.phone_img_card,
      item_brand: listing.category_name,
      price: 700,
      listed_price: 700,
      offer_id: null,
      buyer_name: buyer.name,
      email: buyer.email,
      buyer_uid: buyer.uid,
      seller_email: seller.email,
      seller_uid: seller.uid,
      seller_name: seller.name,
      seller_mobile_number: listing.mobile_number,
      mobile_number: '+8801711111111',
      meet_location: 'Gulshan 1',
      message: '',
      date: '1.3.2026',
      bookedId: listing._id,
      status: 'booked',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      sortKey: `${now.toISOString()}_${listing._id}-0`,
      ...orderMeetupDefaults(),
    };
    await db().collection('orders').doc(racing._id).set(racing);
    // A closed order of an earlier round keeps what was dealt.
    const closed: Order = { ...racing, _id: `${listing._id}-old`, status: 'cancelled', sortKey: `${now.toISOString()}_${listing._id}-old` };
    await db().collection('orders').doc(closed._id).set(closed);

    const photo = testImageUrl();
    const response = await edit(listing._id, {
      price: 650,
      category_name: 'samsung',
      condition_type: 'fair',
      phone_details: { phone_name: 'Galaxy S21', phone_img: photo, phone_processor: 'Exynos 2100' },
    });
    expect(response.status).toBe(200);
    const card = photo.replace('-1200.webp', '-400.webp');

    expect(await storedEntry(added.body.insertedId)).toMatchObject({
      name: 'Galaxy S21',
      img: card,
      processor: 'Exynos 2100',
      condition_type: 'fair',
      price: 650,
    });
    expect(await storedOrder(racing._id)).toEqual({
      ...racing,
      item_name: 'Galaxy S21',
      item_img: card,
      item_brand: 'samsung',
      updatedAt: now.toISOString(),
    });
    expect(await storedOrder(closed._id)).toEqual(closed);
  });

  describe('bad input is refused with a message per field, and nothing changes', () => {
    const cases: [string, unknown, number, string?][] = [
      ['no fields', {}, 400, 'Change at least one field of the listing.'],
      ['only unknown fields', { status: 'sold', seller_uid: 'someone' }, 400, 'Change at least one field of the listing.'],
      ['empty phone details', { phone_details: {} }, 400, 'Change at least one field of the listing.'],
      ['price zero', { price: 0 }, 400, 'price'],
      ['price as text', { price: 'cheap' }, 400, 'price'],
      ['unknown condition', { condition_type: 'broken' }, 400, 'condition_type'],
      ['blank location', { location: '  ' }, 400, 'location'],
      ['oversized description', { description: 'x'.repeat(2001) }, 400, 'description'],
      ['blank phone name', { phone_details: { phone_name: '' } }, 400, 'phone_details.phone_name'],
      ['purchase year in the future', { purchase_year: new Date().getUTCFullYear() + 1 }, 400, 'purchase_year'],
      ['a photo not uploaded through ReCell', { phone_details: { phone_img: 'https://i.ibb.co/abc/phone.jpg' } }, 400, 'phone_details.phone_img'],
      ['a JSON array', [{ price: 10 }], 400],
      ['text instead of JSON', 'price=10', 415],
    ];
    let listing: Product;
    beforeAll(async () => {
      // Its own model: another file's listing of a shared one would refresh this one's verdict mid-test.
      listing = await createProduct(seller, {}, ownModelBody());
    });

    it.each(cases)('%s', async (_label, body, status, about) => {
      const headers = typeof body === 'string' ? { 'content-type': 'text/plain' } : undefined;
      const response = await call(`${api.url}/products/${listing._id}`, { method: 'PATCH', token: seller.token, body, headers });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ acknowledged: false, message: expect.any(String) });
      if (about?.includes(' ')) expect(response.body.message).toBe(about);
      else if (about) expect(response.body.details.map((detail: { path: string }) => detail.path)).toContain(about);
      expect(await stored(listing._id)).toEqual(listing);
    });
  });
});

describe('price drop', () => {
  it(`shows "Price dropped" on public reads for ${PRICE_DROP_DAYS} days: on day 6, not on day 8`, async () => {
    const start = now;
    const listing = await createProduct(seller, { price: 1000, category_name: 'huawei' });
    expect((await edit(listing._id, { price: 800 })).status).toBe(200);
    const drop = { price: 800, previous_price: 1000, price_dropped_at: start.toISOString() };

    expect((await publicRead(listing._id)).body).toMatchObject(drop);
    const inList = async () => ((await call(`${api.url}/products?category=huawei&limit=100`)).body as Product[]).find((item) => item._id === listing._id);
    expect(await inList()).toMatchObject(drop);

    now = later(6);
    expect((await publicRead(listing._id)).body).toMatchObject(drop);
    // The brand's page, as the seed loader writes the brand.
    const huawei = CATEGORIES.find((category) => category.category_name === 'huawei')!;
    await db().collection('categories').doc(String(huawei.id)).set({ _id: String(huawei.id), ...huawei });
    const categoryPage = (await call(`${api.url}/categories/huawei?limit=100`)).body as { products: Product[] };
    expect(categoryPage.products.find((item) => item._id === listing._id)).toMatchObject(drop);

    now = later(2);
    expect((await publicRead(listing._id)).body).toMatchObject({ price: 800, previous_price: null, price_dropped_at: null });
    expect(await inList()).toMatchObject({ previous_price: null, price_dropped_at: null });
    // The seller's own read keeps what is stored.
    const mine = await call(`${api.url}/products/myproducts?email=${encodeURIComponent(seller.email)}&limit=100`, { token: seller.token });
    expect((mine.body as Product[]).find((item) => item._id === listing._id)).toMatchObject(drop);
  });

  it('shows no drop on a sold phone, and shows it again if the seller makes it available within the window', async () => {
    const listing = await createProduct(seller, { price: 1000 });
    await edit(listing._id, { price: 800 });
    const drop = { price: 800, previous_price: 1000, price_dropped_at: now.toISOString() };
    const markSold = () => call(`${api.url}/products/sold/${listing._id}`, { method: 'PUT', token: seller.token });
    expect((await markSold()).status).toBe(200);
    expect((await publicRead(listing._id)).body).toMatchObject({ status: 'sold', previous_price: null, price_dropped_at: null });
    expect((await markSold()).status).toBe(200);
    expect((await publicRead(listing._id)).body).toMatchObject({ status: 'available', ...drop });
  });

  it('keeps the highest recent price through a second drop, dated by the latest; a later drop starts afresh', async () => {
    const listing = await createProduct(seller, { price: 1000 });
    const first = now;
    await edit(listing._id, { price: 900 });
    now = later(3);
    const second = await edit(listing._id, { price: 850 });
    expect(second.body.product).toMatchObject({ price: 850, previous_price: 1000, price_dropped_at: now.toISOString() });
    expect(first < now).toBe(true);

    // Raised, but still below the old price: still a drop, from the same date.
    now = later(1);
    const raised = await edit(listing._id, { price: 950 });
    expect(raised.body.product).toMatchObject({ price: 950, previous_price: 1000, price_dropped_at: later(-1).toISOString() });

    // Long after, a new drop is measured from the price at that time.
    now = later(30);
    const fresh = await edit(listing._id, { price: 700 });
    expect(fresh.body.product).toMatchObject({ price: 700, previous_price: 950, price_dropped_at: now.toISOString() });
  });

  it('is over once the price goes back to (or above) the old price', async () => {
    const listing = await createProduct(seller, { price: 1000 });
    await edit(listing._id, { price: 800 });
    const back = await edit(listing._id, { price: 1000 });
    expect(back.body.product).toMatchObject({ price: 1000, previous_price: null, price_dropped_at: null });
    expect((await publicRead(listing._id)).body).toMatchObject({ previous_price: null, price_dropped_at: null });

    await edit(listing._id, { price: 900 });
    const above = await edit(listing._id, { price: 1200 });
    expect(above.body.product).toMatchObject({ price: 1200, previous_price: null, price_dropped_at: null });
  });

  it('leaves the drop alone when the price is not part of the edit', async () => {
    const listing = await createProduct(seller, { price: 1000 });
    const dropped = (await edit(listing._id, { price: 900 })).body.product as Product;
    now = later(1);
    const described = await edit(listing._id, { description: 'Now with a case.' });
    expect(described.body.product).toMatchObject({ price: 900, previous_price: 1000, price_dropped_at: dropped.price_dropped_at });
  });
});
