import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/firestore';
import { bookingBody, createProduct, productBody } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import type { Product } from '../../contract/products';
import type { Order } from '../../contract/orders';

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

const listing = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product;
const order = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order | undefined;
const ordersOn = async (productId: string) => (await db().collection('orders').where('bookedId', '==', productId).get()).docs;

const orderBody = (bookedId: string) => bookingBody(bookedId);
const book = (user: TestUser, bookedId: string, body: unknown = orderBody(bookedId)) =>
  call(`${api.url}/orders`, { method: 'POST', token: user.token, body });

describe('POST /api/orders', () => {
  it('books an available listing; item, price, names and emails come from the server', async () => {
    const phone = await createProduct(seller, { adversite: true, price: 300 });
    const response = await book(buyer, phone._id, { ...orderBody(phone._id), price: 1, item_name: 'Free phone', email: 'x@y.test', buyer_name: 'X' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ acknowledged: true, insertedId: `${phone._id}-0` });

    expect(await order(response.body.insertedId)).toMatchObject({
      _id: `${phone._id}-0`,
      item_name: phone.phone_details.phone_name,
      item_img: phone.phone_details.phone_img_card,
      price: 300,
      buyer_name: buyer.name,
      email: buyer.email,
      buyer_uid: buyer.uid,
      seller_email: seller.email,
      seller_uid: seller.uid,
      // The buyer's verified number, not the one the body named.
      mobile_number: buyer.phone,
      meet_location: 'Gulshan 1',
      message: 'Evening?',
      bookedId: phone._id,
      status: 'booked',
    });
    expect(await listing(phone._id)).toMatchObject({ status: 'booked', bookedId: `${phone._id}-0`, adversite: false });
  });

  it("copies the phone's brand onto the order, for the checklist; the order's parties read it", async () => {
    for (const [brand, phoneName] of [['oneplus', 'OnePlus 9 Pro'], ['apple', 'iPhone 12']] as const) {
      const phone = await createProduct(seller, {}, productBody({ category_name: brand, phone_details: { phone_name: phoneName, phone_camera: '48 MP', phone_processor: 'Any' } }));
      const placed = await book(buyer, phone._id);
      expect(placed.status).toBe(201);
      expect(await order(placed.body.insertedId)).toMatchObject({ item_name: phoneName, item_brand: brand });
      for (const reader of [buyer, seller]) {
        const read = await call(`${api.url}/orders/${placed.body.insertedId}`, { token: reader.token });
        expect(read.body).toMatchObject({ item_name: phoneName, item_brand: brand });
      }
    }
  });

  it('reads a closed order stored before the brand was copied as brand null', async () => {
    const phone = await createProduct(seller);
    const placed = await book(buyer, phone._id);
    expect((await call(`${api.url}/orders/${placed.body.insertedId}`, { method: 'DELETE', token: buyer.token })).status).toBe(200);
    // Deleted and written again: the local Firestore ignores FieldValue.delete() and merges a set() into the document.
    const stored: Partial<Order> = (await order(placed.body.insertedId))!;
    delete stored.item_brand;
    await db().collection('orders').doc(placed.body.insertedId).delete();
    await db().collection('orders').doc(placed.body.insertedId).set(stored);
    expect(await order(placed.body.insertedId)).not.toHaveProperty('item_brand');
    const read = await call(`${api.url}/orders/${placed.body.insertedId}`, { token: buyer.token });
    expect(read.status).toBe(200);
    expect(read.body.item_brand).toBeNull();
  });

  it('holds under 50 simultaneous bookings: one 201, 49 × 409, one order document', async () => {
    const phone = await createProduct(seller);
    const buyers = [buyer, otherBuyer, admin];
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => book(buyers[i % buyers.length]!, phone._id)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toMatchObject({ acknowledged: false, code: 'already_booked', message: 'This phone is already booked.' });
    }
    expect(await ordersOn(phone._id)).toHaveLength(1);
    expect(await listing(phone._id)).toMatchObject({ status: 'booked', bookedId: `${phone._id}-0` });
  });

  it('answers 409 for a booked or sold listing and 404 for a missing one', async () => {
    const booked = await createProduct(seller);
    expect((await book(buyer, booked._id)).status).toBe(201);
    const again = await book(otherBuyer, booked._id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_booked');

    const sold = await createProduct(seller, { status: 'sold' });
    const soldResponse = await book(buyer, sold._id);
    expect(soldResponse.status).toBe(409);
    expect(soldResponse.body.message).toBe('This phone has already been sold.');
    expect(await ordersOn(sold._id)).toHaveLength(0);

    expect((await book(buyer, 'no-such-listing')).status).toBe(404);
  });

  it('refuses the seller booking their own phone, and anonymous callers', async () => {
    const phone = await createProduct(seller);
    const own = await book(seller, phone._id);
    expect(own.status).toBe(403);
    const anonymous = await call(`${api.url}/orders`, { method: 'POST', body: orderBody(phone._id) });
    expect(anonymous.status).toBe(401);
    expect(await ordersOn(phone._id)).toHaveLength(0);
    expect((await listing(phone._id)).status).toBe('available');
  });

  it('asks for one to three meeting times: none or four are refused with the error body, one to three book', async () => {
    const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
    const refused = await createProduct(seller);
    for (const slots of [[], [inHours(20), inHours(30), inHours(40), inHours(50)], undefined]) {
      const response = await book(buyer, refused._id, bookingBody(refused._id, { slots }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        acknowledged: false,
        code: 'validation_failed',
        message: expect.any(String),
        details: [{ path: 'slots', message: expect.any(String) }],
        requestId: expect.any(String),
      });
    }
    expect((await listing(refused._id)).status).toBe('available');
    expect(await ordersOn(refused._id)).toHaveLength(0);

    for (const count of [1, 2, 3]) {
      const phone = await createProduct(seller);
      const slots = Array.from({ length: count }, (_, i) => inHours(20 + 10 * i));
      const response = await book(buyer, phone._id, bookingBody(phone._id, { slots }));
      expect(response.status).toBe(201);
      expect((await order(response.body.insertedId))!.slots).toEqual(slots);
    }
  });

  describe('bad input is refused and nothing is stored', () => {
    let phone: Product;
    beforeAll(async () => {
      phone = await createProduct(seller);
    });
    const valid = () => orderBody(phone._id);
    const cases: [string, () => { body: unknown; headers?: Record<string, string> }, number][] = [
      ['no fields', () => ({ body: {} }), 400],
      ['missing listing id', () => ({ body: { ...valid(), bookedId: undefined } }), 400],
      ['no meeting time', () => ({ body: { ...valid(), slots: [] } }), 400],
      ['listing id as a number', () => ({ body: { ...valid(), bookedId: 42 } }), 400],
      ['listing id with a slash', () => ({ body: { ...valid(), bookedId: 'products/x' } }), 400],
      ['phone number as a number', () => ({ body: { ...valid(), mobile_number: 8801711111111 } }), 400],
      ['phone number with letters', () => ({ body: { ...valid(), mobile_number: 'my phone' } }), 400],
      ['message as an object', () => ({ body: { ...valid(), message: { text: 'hi' } } }), 400],
      ['oversized meeting location', () => ({ body: { ...valid(), meet_location: 'x'.repeat(201) } }), 400],
      ['oversized message', () => ({ body: { ...valid(), message: 'x'.repeat(1001) } }), 400],
      ['bad JSON', () => ({ body: '{"bookedId":' }), 400],
      ['text instead of JSON', () => ({ body: JSON.stringify(valid()), headers: { 'content-type': 'text/plain' } }), 415],
    ];
    it.each(cases)('%s', async (_label, make, status) => {
      const { body, headers } = make();
      const response = await call(`${api.url}/orders`, { method: 'POST', token: buyer.token, body, headers });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ acknowledged: false, code: expect.any(String), message: expect.any(String) });
      expect(await ordersOn(phone._id)).toHaveLength(0);
      expect((await listing(phone._id)).status).toBe('available');
    });
  });
});

describe('DELETE /api/orders/:id', () => {
  it('lets the buyer cancel; the listing is free again and can be rebooked under a fresh id', async () => {
    const phone = await createProduct(seller);
    const first = await book(buyer, phone._id);
    const cancelled = await call(`${api.url}/orders/${first.body.insertedId}`, { method: 'DELETE', token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ acknowledged: true, status: 'cancelled' });
    expect((await order(first.body.insertedId))?.status).toBe('cancelled');
    expect(await listing(phone._id)).toMatchObject({ status: 'available', bookedId: null, bookingSeq: 1 });

    const second = await book(otherBuyer, phone._id);
    expect(second.status).toBe(201);
    expect(second.body.insertedId).toBe(`${phone._id}-1`);
    expect(await listing(phone._id)).toMatchObject({ status: 'booked', bookedId: `${phone._id}-1` });
  });

  it('lets the seller and an admin cancel', async () => {
    for (const canceller of [seller, admin]) {
      const phone = await createProduct(seller);
      const placed = await book(buyer, phone._id);
      const response = await call(`${api.url}/orders/${placed.body.insertedId}`, { method: 'DELETE', token: canceller.token });
      expect(response.status).toBe(200);
      expect((await listing(phone._id)).status).toBe('available');
    }
  });

  it('refuses anyone else, and a second cancel is a conflict', async () => {
    const phone = await createProduct(seller);
    const placed = await book(buyer, phone._id);
    const url = `${api.url}/orders/${placed.body.insertedId}`;
    expect((await call(url, { method: 'DELETE', token: otherBuyer.token })).status).toBe(403);
    expect((await call(url, { method: 'DELETE' })).status).toBe(401);
    expect((await order(placed.body.insertedId))?.status).toBe('booked');

    expect((await call(url, { method: 'DELETE', token: buyer.token })).status).toBe(200);
    const again = await call(url, { method: 'DELETE', token: buyer.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already cancelled.');
    expect((await call(`${api.url}/orders/no-such-order`, { method: 'DELETE', token: buyer.token })).status).toBe(404);
  });
});

describe('selling a booked phone', () => {
  it('is refused while an order holds it: the handover code completes the deal', async () => {
    const phone = await createProduct(seller);
    const placed = await book(buyer, phone._id);
    const sold = await call(`${api.url}/products/sold/${phone._id}`, { method: 'PUT', token: seller.token });
    expect(sold.status).toBe(409);
    expect(sold.body.message).toContain("the buyer's handover code completes the deal");
    expect((await order(placed.body.insertedId))?.status).toBe('booked');
    expect(await listing(phone._id)).toMatchObject({ status: 'booked', bookedId: `${phone._id}-0`, bookingSeq: 0 });

    // Once the order is cancelled, Sold marks a phone sold elsewhere.
    expect((await call(`${api.url}/orders/${placed.body.insertedId}`, { method: 'DELETE', token: seller.token })).status).toBe(200);
    const after = await call(`${api.url}/products/sold/${phone._id}`, { method: 'PUT', token: seller.token });
    expect(after.body).toEqual({ acknowledged: true, status: 'sold' });
  });

  it('deleting a booked listing cancels its order', async () => {
    const phone = await createProduct(seller);
    const placed = await book(buyer, phone._id);
    expect((await call(`${api.url}/products/${phone._id}`, { method: 'DELETE', token: seller.token })).status).toBe(200);
    expect((await order(placed.body.insertedId))?.status).toBe('cancelled');
  });
});

describe('GET /api/orders', () => {
  it("lists the orders a user placed and received, newest first, paged", async () => {
    const trader = await createUser('verifiedSeller');
    const customer = await createUser('buyer');
    const received = await createProduct(trader);
    const wanted = await createProduct(seller);
    const receivedOrder = (await book(customer, received._id)).body.insertedId as string;
    const placedOrder = (await book(trader, wanted._id)).body.insertedId as string;

    const first = await call(`${api.url}/orders?email=${encodeURIComponent(trader.email)}&limit=1`, { token: trader.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.map((o: Order) => o._id)).toEqual([placedOrder]);
    const second = await call(nextPageUrl(api.url, first.headers)!, { token: trader.token });
    expect(second.body.map((o: Order) => o._id)).toEqual([receivedOrder]);
    expect(nextPageUrl(api.url, second.headers)).toBeNull();

    const asBuyer = await call(`${api.url}/orders?email=${encodeURIComponent(customer.email)}`, { token: customer.token });
    expect(asBuyer.body.map((o: Order) => o._id)).toEqual([receivedOrder]);
  });

  it("refuses another user's email; an admin may read anyone's", async () => {
    const mine = await call(`${api.url}/orders?email=${encodeURIComponent(seller.email)}`, { token: buyer.token });
    expect(mine.status).toBe(403);
    const asAdmin = await call(`${api.url}/orders?email=${encodeURIComponent(buyer.email)}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.length).toBeGreaterThan(0);
    expect((await call(`${api.url}/orders?email=${encodeURIComponent(buyer.email)}`)).status).toBe(401);
    expect((await call(`${api.url}/orders`, { token: buyer.token })).status).toBe(400);
  });
});
