import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/firestore';
import { installReadCounter } from '../../../../scripts/bench/read-counter';
import { aMeetingSlot, createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import type { WishlistEntry } from '../../contract/wishlist';

let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi();
  [seller, buyer, otherBuyer, admin] = await Promise.all([
    createUser('verifiedSeller'),
    createUser('buyer'),
    createUser('buyer'),
    createUser('admin'),
  ]);
});
afterAll(() => api.close());

const entriesOf = async (user: TestUser) => (await db().collection('wishlist').where('uid', '==', user.uid).get()).docs;
const add = (user: TestUser, body: unknown, headers?: Record<string, string>) =>
  call(`${api.url}/wishlist`, { method: 'POST', token: user.token, body, headers });

describe('POST /api/wishlist', () => {
  it('copies the listing into one entry per user and listing; adding twice returns the same entry', async () => {
    const phone = await createProduct(seller, { price: 610, adversite: true });
    const first = await add(buyer, { productId: phone._id, price: 1, name: 'Hacked' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ acknowledged: true, insertedId: `${buyer.uid}_${phone._id}` });

    const second = await add(buyer, { productId: phone._id });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ acknowledged: true, insertedId: first.body.insertedId, alreadyExisted: true });

    const entries = await entriesOf(buyer);
    expect(entries.filter((doc) => doc.data().productId === phone._id)).toHaveLength(1);
    expect((await db().collection('wishlist').doc(first.body.insertedId).get()).data()).toMatchObject({
      _id: first.body.insertedId,
      productId: phone._id,
      uid: buyer.uid,
      email: buyer.email,
      name: phone.phone_details.phone_name,
      img: phone.phone_details.phone_img_card,
      processor: phone.phone_details.phone_processor,
      ram: phone.phone_details.phone_ram,
      camera: phone.phone_details.phone_camera,
      category_name: phone.category_name,
      condition_type: phone.condition_type,
      price: 610,
      status: 'available',
      adversite: true,
    });
  });

  it('keeps one entry when the same user adds one listing many times at once', async () => {
    const phone = await createProduct(seller);
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(otherBuyer, { productId: phone._id })));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(9);
    expect((await entriesOf(otherBuyer)).filter((doc) => doc.data().productId === phone._id)).toHaveLength(1);
  });

  it('answers 404 for a listing that does not exist, 401 without a token', async () => {
    expect((await add(buyer, { productId: 'no-such-listing' })).status).toBe(404);
    expect((await call(`${api.url}/wishlist`, { method: 'POST', body: { productId: 'x' } })).status).toBe(401);
  });

  describe('bad input is refused and nothing is stored', () => {
    let writer: TestUser;
    beforeAll(async () => {
      writer = await createUser('buyer');
    });
    const cases: [string, unknown, Record<string, string> | undefined, number][] = [
      ['no listing id', {}, undefined, 400],
      ['listing id as a number', { productId: 7 }, undefined, 400],
      ['listing id as an array', { productId: ['a'] }, undefined, 400],
      ['oversized listing id', { productId: 'x'.repeat(129) }, undefined, 400],
      ['listing id with a slash', { productId: 'a/b' }, undefined, 400],
      ['bad JSON', '{"productId":', undefined, 400],
      ['text instead of JSON', '{"productId":"x"}', { 'content-type': 'text/plain' }, 415],
    ];
    it.each(cases)('%s', async (_label, body, headers, status) => {
      const response = await add(writer, body, headers);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ acknowledged: false, code: expect.any(String), message: expect.any(String) });
      expect(await entriesOf(writer)).toHaveLength(0);
    });
  });
});

describe('GET /api/wishlist', () => {
  it("pages the caller's entries, newest first", async () => {
    const shopper = await createUser('buyer');
    const phones = [await createProduct(seller), await createProduct(seller)];
    const added: string[] = [];
    for (const phone of phones) added.push((await add(shopper, { productId: phone._id })).body.insertedId);

    const url = `${api.url}/wishlist?email=${encodeURIComponent(shopper.email)}&limit=1`;
    const first = await call(url, { token: shopper.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.map((entry: WishlistEntry) => entry._id)).toEqual([added[1]]);
    const second = await call(nextPageUrl(api.url, first.headers)!, { token: shopper.token });
    expect(second.body.map((entry: WishlistEntry) => entry._id)).toEqual([added[0]]);
    expect(nextPageUrl(api.url, second.headers)).toBeNull();
  });

  it("refuses another user's email; an admin may read anyone's", async () => {
    const phone = await createProduct(seller);
    await add(buyer, { productId: phone._id });
    const url = `${api.url}/wishlist?email=${encodeURIComponent(buyer.email)}&limit=100`;
    expect((await call(url, { token: otherBuyer.token })).status).toBe(403);
    expect((await call(url)).status).toBe(401);
    const asAdmin = await call(url, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.map((entry: WishlistEntry) => entry.productId)).toContain(phone._id);
  });
});

describe('GET /api/wishlist/count', () => {
  it("counts the caller's entries with one aggregation, not one read per entry", async () => {
    const shopper = await createUser('buyer');
    const url = `${api.url}/wishlist/count?email=${encodeURIComponent(shopper.email)}`;
    expect((await call(url, { token: shopper.token })).body).toEqual({ count: 0 });
    for (const phone of [await createProduct(seller), await createProduct(seller), await createProduct(seller)]) {
      await add(shopper, { productId: phone._id });
    }
    const counter = installReadCounter(db());
    counter.reset();
    const response = await call(url, { token: shopper.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toEqual({ count: 3 });
    // The caller's record (requireUser) and the aggregation.
    expect(counter.read()).toEqual({ requests: 2, documents: 2 });
  });

  it("refuses another user's email; an admin may count anyone's", async () => {
    const url = `${api.url}/wishlist/count?email=${encodeURIComponent(buyer.email)}`;
    expect((await call(url, { token: otherBuyer.token })).status).toBe(403);
    expect((await call(url)).status).toBe(401);
    expect((await call(url, { token: admin.token })).status).toBe(200);
    expect((await call(`${api.url}/wishlist/count`, { token: buyer.token })).status).toBe(400);
  });
});

describe('DELETE /api/wishlist/:id', () => {
  it('lets only the owner (or an admin) remove an entry', async () => {
    const phone = await createProduct(seller);
    const { insertedId } = (await add(buyer, { productId: phone._id })).body;
    const url = `${api.url}/wishlist/${insertedId}`;
    expect((await call(url, { method: 'DELETE', token: otherBuyer.token })).status).toBe(403);
    expect((await call(url, { method: 'DELETE' })).status).toBe(401);
    expect((await db().collection('wishlist').doc(insertedId).get()).exists).toBe(true);

    const removed = await call(url, { method: 'DELETE', token: buyer.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ acknowledged: true });
    expect((await db().collection('wishlist').doc(insertedId).get()).exists).toBe(false);
    expect((await call(url, { method: 'DELETE', token: buyer.token })).status).toBe(404);

    const again = (await add(otherBuyer, { productId: phone._id })).body.insertedId;
    expect((await call(`${api.url}/wishlist/${again}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
  });
});

describe('wishlist copies follow bookings', () => {
  it('show the listing booked, then available again after a cancel', async () => {
    const phone = await createProduct(seller);
    const { insertedId } = (await add(buyer, { productId: phone._id })).body;
    const entry = async () => (await db().collection('wishlist').doc(insertedId).get()).data();
    const order = await call(`${api.url}/orders`, {
      method: 'POST',
      token: otherBuyer.token,
      body: { bookedId: phone._id, mobile_number: '01711111111', slots: [aMeetingSlot()] },
    });
    expect(order.status).toBe(201);
    expect(await entry()).toMatchObject({ status: 'booked', adversite: false });
    await call(`${api.url}/orders/${order.body.insertedId}`, { method: 'DELETE', token: otherBuyer.token });
    expect(await entry()).toMatchObject({ status: 'available' });
  });

  it("follow the seller's Advertise and Sold buttons, and go when the listing is deleted", async () => {
    const phone = await createProduct(seller);
    const { insertedId } = (await add(buyer, { productId: phone._id })).body;
    const entry = async () => (await db().collection('wishlist').doc(insertedId).get()).data();
    const press = (button: 'adversite' | 'sold') =>
      call(`${api.url}/products/${button}/${phone._id}`, { method: 'PUT', token: seller.token });

    expect((await press('adversite')).status).toBe(200);
    expect(await entry()).toMatchObject({ status: 'available', adversite: true });
    expect((await press('sold')).status).toBe(200);
    expect(await entry()).toMatchObject({ status: 'sold', adversite: false });
    expect((await press('sold')).status).toBe(200);
    expect(await entry()).toMatchObject({ status: 'available', adversite: false });

    expect((await call(`${api.url}/products/${phone._id}`, { method: 'DELETE', token: seller.token })).status).toBe(200);
    expect(await entry()).toBeUndefined();
  });
});
