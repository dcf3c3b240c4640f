/**
 * The meetup over HTTP with real ID tokens, on the shared emulators, with
 * the app's clock moved by the test (never slept). Tests that run the sweep keep their clock in
 * the past, so the orders other test files place at the real time are never its business.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { db } from '../../shared/firestore';
import { createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { sweepExpiredOrders } from './order-sweep.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let now = new Date();
let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(createApp({ now: () => now }));
  [seller, buyer, stranger, admin] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer'), createUser('admin')]);
});
afterAll(() => api.close());
beforeEach(() => {
  now = new Date();
});

const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const stored = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order;
const listing = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product;

/** Every body the seller received, to check the buyer's code never reached them. */
let sellerSaw: string[] = [];
async function as(user: TestUser | null, path: string, method = 'GET', body?: unknown) {
  const response = await call(`${api.url}${path}`, { method, token: user?.token, body });
  if (user === seller) sellerSaw.push(JSON.stringify(response.body));
  return response;
}

async function book(phone: Product, slots: string[] = [at(DAY), at(2 * DAY)]) {
  const response = await as(buyer, '/orders', 'POST', { bookedId: phone._id, mobile_number: '+8801711111111', meet_location: 'Gulshan 1', slots });
  expect(response.status).toBe(201);
  return response.body.insertedId as string;
}

async function accepted(phone: Product) {
  const id = await book(phone);
  const slot = (await stored(id)).slots[0]!;
  const response = await as(seller, `/orders/${id}/accept`, 'PUT', { slot });
  expect(response.status).toBe(200);
  return id;
}

const codeOf = async (id: string) => (await as(buyer, `/orders/${id}`)).body.handover_code as string;
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the whole flow: book → accept → checklist → handover → sold', () => {
  it('runs from a booking with two slots to a sold phone, each side seeing what it should', async () => {
    sellerSaw = [];
    const phone = await createProduct(seller, { battery_health: 90 });
    const id = await book(phone);

    const request = await as(buyer, `/orders/${id}`);
    expect(request.status).toBe(200);
    expect(request.body).toMatchObject({ status: 'booked', answer_by: at(DAY), hold_until: null, meet_at: null });
    expect(request.body.slots).toHaveLength(2);
    expect(request.body.handover_code).toBeUndefined();
    // A mere request shares nothing of the seller's contact.
    expect(request.body.seller_mobile_number).toBeUndefined();
    expect(request.body.seller_email).toBeUndefined();
    expect((await listing(phone._id)).held_until).toBe(at(DAY));

    const slot = request.body.slots[1] as string;
    const accept = await as(seller, `/orders/${id}/accept`, 'PUT', { slot, meet_location: 'Bashundhara City, gate 2' });
    expect(accept.status).toBe(200);
    expect(accept.body.order).toMatchObject({ status: 'accepted', meet_at: slot, hold_until: new Date(Date.parse(slot) + 48 * HOUR).toISOString(), meet_location: 'Bashundhara City, gate 2' });
    expect(accept.body.order.handover_code).toBeUndefined();
    expect((await listing(phone._id))).toMatchObject({ status: 'booked', held_until: accept.body.order.hold_until });

    const asBuyer = await as(buyer, `/orders/${id}`);
    expect(asBuyer.body.handover_code).toMatch(/^\d{6}$/);
    expect(asBuyer.body.seller_mobile_number).toBe(phone.mobile_number);
    expect(asBuyer.body).not.toHaveProperty('handover_code_hash');
    const code = asBuyer.body.handover_code as string;
    // Read again, the same code; the database keeps only a hash of it.
    expect(await codeOf(id)).toBe(code);
    expect(JSON.stringify(await stored(id))).not.toContain(`"${code}"`);

    const items = { screen: true, cameras: true, audio: true, charging: false, buttons: false, biometrics: false, account_signed_out: false };
    const checklist = await as(buyer, `/orders/${id}/checklist`, 'PUT', { items, battery_health: 85 });
    expect(checklist.status).toBe(200);
    expect(checklist.body.order.checklist).toMatchObject({ items, battery_health: 85, imei_last4: null, mismatches: ['battery'] });
    const sellerView = await as(seller, `/orders/${id}`);
    expect(sellerView.body.checklist.items).toEqual(items);
    expect(sellerView.body.handover_code).toBeUndefined();

    const done = await as(seller, `/orders/${id}/handover`, 'POST', { code });
    expect(done.status).toBe(200);
    expect(done.body.order.status).toBe('completed');
    expect(await listing(phone._id)).toMatchObject({ status: 'sold', bookedId: null, held_until: null, bookingSeq: phone.bookingSeq + 1 });
    expect((await as(buyer, `/orders/${id}`)).body.status).toBe('completed');

    // A completed order cannot be completed again.
    const again = await as(seller, `/orders/${id}/handover`, 'POST', { code });
    expect(again.status).toBe(409);
    expect((await listing(phone._id)).bookingSeq).toBe(phone.bookingSeq + 1);

    // The buyer's code never appeared in any answer to the seller (lists included).
    sellerSaw.push(JSON.stringify((await as(seller, `/orders?email=${encodeURIComponent(seller.email)}`)).body));
    for (const body of sellerSaw) {
      expect(body).not.toContain(code);
      expect(body).not.toContain('handover_code');
    }
  });

  it('shows the order in both parties\' lists with its status and deadlines', async () => {
    const phone = await createProduct(seller);
    const id = await book(phone);
    const mine = await as(buyer, `/orders?email=${encodeURIComponent(buyer.email)}`);
    expect(mine.body.find((order: Order) => order._id === id)).toMatchObject({ status: 'booked', answer_by: at(DAY) });
  });
});

describe('decline', () => {
  it('frees the phone and shows the reason to the buyer', async () => {
    const phone = await createProduct(seller);
    const id = await book(phone);
    const declined = await as(seller, `/orders/${id}/decline`, 'PUT', { reason: 'Already promised to a friend' });
    expect(declined.status).toBe(200);
    expect(declined.body.order).toMatchObject({ status: 'declined', decline_reason: 'Already promised to a friend' });
    expect(await listing(phone._id)).toMatchObject({ status: 'available', bookedId: null, bookingSeq: phone.bookingSeq + 1 });
    expect((await as(buyer, `/orders/${id}`)).body).toMatchObject({ status: 'declined', decline_reason: 'Already promised to a friend' });
    expect((await as(seller, `/orders/${id}/accept`, 'PUT', { slot: at(DAY) })).status).toBe(409);
  });
});

describe('cancel with a reason', () => {
  it('lets either side call an accepted meetup off; the other side reads who and why', async () => {
    const phone = await createProduct(seller);
    const id = await accepted(phone);
    const cancelled = await as(buyer, `/orders/${id}?reason=${encodeURIComponent('Found one closer')}`, 'DELETE');
    expect(cancelled.status).toBe(200);
    expect((await as(seller, `/orders/${id}`)).body).toMatchObject({ status: 'cancelled', cancel_reason: 'Found one closer', cancelled_by: 'buyer' });
    expect(await listing(phone._id)).toMatchObject({ status: 'available', bookingSeq: phone.bookingSeq + 1 });
  });
});

describe('expiry without any timer, and with the sweep', () => {
  it('a booked order the seller does not answer in 24 hours reads as expired, and is written down when next touched', async () => {
    const phone = await createProduct(seller);
    const id = await book(phone);
    now = new Date(now.getTime() + DAY + 1000);
    // Before anything wrote it down: the listing reads as available, the order as expired.
    expect((await stored(id)).status).toBe('booked');
    expect((await as(null, `/products/${phone._id}`)).body).toMatchObject({ status: 'available', bookedId: null });
    expect((await as(stranger, '/orders', 'POST', { bookedId: phone._id, mobile_number: '+8801722222222', slots: [at(DAY)] })).status).toBe(201);
    // Booking it again wrote the expiry down: the old order expired, the round moved on.
    expect((await stored(id)).status).toBe('expired');
    expect(await listing(phone._id)).toMatchObject({ status: 'booked', bookedId: `${phone._id}-${phone.bookingSeq + 1}` });
    expect((await as(seller, `/orders/${id}/accept`, 'PUT', { slot: at(DAY) })).status).toBe(409);
  });

  it('an accepted hold past meeting time + 48 hours reads as expired, and a read writes it down', async () => {
    const phone = await createProduct(seller);
    const id = await accepted(phone);
    const holdUntil = (await stored(id)).hold_until!;
    now = new Date(Date.parse(holdUntil) - 1000);
    expect((await as(buyer, `/orders/${id}`)).body.status).toBe('accepted');
    now = new Date(Date.parse(holdUntil));
    const read = await as(buyer, `/orders/${id}`);
    expect(read.body.status).toBe('expired');
    expect(read.body.handover_code).toBeUndefined();
    expect(await stored(id)).toMatchObject({ status: 'expired', closed_at: holdUntil });
    expect(await listing(phone._id)).toMatchObject({ status: 'available', bookedId: null, bookingSeq: phone.bookingSeq + 1 });
    const code = await as(seller, `/orders/${id}/handover`, 'POST', { code: '000000' });
    expect(code.status).toBe(409);
  });

  it('the sweep writes down both expiries (booked past answer_by, accepted past hold_until) and frees the listings once', async () => {
    // In the past, so the sweep below (at a past time) leaves the orders of other test files alone.
    now = new Date(Date.now() - 20 * DAY);
    const unanswered = await createProduct(seller);
    const held = await createProduct(seller);
    const fresh = await createProduct(seller);
    const bookedId = await book(unanswered);
    const acceptedId = await accepted(held);
    const holdUntil = (await stored(acceptedId)).hold_until!;
    now = new Date(Date.parse(holdUntil) + 1000);
    const freshId = await book(fresh);

    const expired = await sweepExpiredOrders(now);
    expect(expired).toBeGreaterThanOrEqual(2);
    expect((await stored(bookedId)).status).toBe('expired');
    expect((await stored(acceptedId)).status).toBe('expired');
    expect((await stored(freshId)).status).toBe('booked');
    expect(await listing(unanswered._id)).toMatchObject({ status: 'available', bookingSeq: unanswered.bookingSeq + 1 });
    expect(await listing(held._id)).toMatchObject({ status: 'available', bookingSeq: held.bookingSeq + 1 });
    // A second sweep finds nothing of these to do; reads agree with what was written.
    await sweepExpiredOrders(now);
    expect((await listing(held._id)).bookingSeq).toBe(held.bookingSeq + 1);
    expect((await as(buyer, `/orders/${acceptedId}`)).body.status).toBe('expired');
  });
});

describe('the handover code', () => {
  it('locks after five wrong codes for 15 minutes (423), then the right code completes', async () => {
    const phone = await createProduct(seller);
    const id = await accepted(phone);
    const code = await codeOf(id);
    const wrong = wrongCodeFor(code);
    for (let i = 1; i <= 4; i += 1) {
      const response = await as(seller, `/orders/${id}/handover`, 'POST', { code: wrong });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([{ path: 'code', message: expect.stringContaining(`${5 - i}`) }]);
    }
    const fifth = await as(seller, `/orders/${id}/handover`, 'POST', { code: wrong });
    expect(fifth.status).toBe(423);
    expect(fifth.body).toMatchObject({ acknowledged: false, code: 'locked' });
    const locked = await as(seller, `/orders/${id}/handover`, 'POST', { code });
    expect(locked.status).toBe(423);
    expect((await stored(id)).status).toBe('accepted');

    now = new Date(now.getTime() + 15 * 60 * 1000);
    const unlocked = await as(seller, `/orders/${id}/handover`, 'POST', { code });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.order.status).toBe('completed');
  });

  it('nobody but the seller may accept, decline or hand over: the buyer, another user, an anonymous caller', async () => {
    const phone = await createProduct(seller);
    const id = await book(phone);
    for (const [who, status] of [[buyer, 403], [stranger, 403], [admin, 403], [null, 401]] as const) {
      expect((await as(who, `/orders/${id}/accept`, 'PUT', { slot: at(DAY) })).status).toBe(status);
      expect((await as(who, `/orders/${id}/decline`, 'PUT', {})).status).toBe(status);
    }
    expect((await stored(id)).status).toBe('booked');
    expect((await as(seller, `/orders/${id}/accept`, 'PUT', { slot: at(DAY) })).status).toBe(200);
    const code = await codeOf(id);
    for (const [who, status] of [[buyer, 403], [stranger, 403], [admin, 403], [null, 401]] as const) {
      expect((await as(who, `/orders/${id}/handover`, 'POST', { code })).status).toBe(status);
    }
    expect((await stored(id)).status).toBe('accepted');
    // Nor may anyone but the buyer read the code.
    expect((await as(stranger, `/orders/${id}`)).status).toBe(403);
    expect((await as(admin, `/orders/${id}`)).body.handover_code).toBeUndefined();
  });

  it('50 simultaneous submissions of the right code complete the order once', async () => {
    const phone = await createProduct(seller);
    const id = await accepted(phone);
    const code = await codeOf(id);
    const responses = await Promise.all(Array.from({ length: 50 }, () => as(seller, `/orders/${id}/handover`, 'POST', { code })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await listing(phone._id)).toMatchObject({ status: 'sold', bookingSeq: phone.bookingSeq + 1 });
    expect((await db().collection('orderClosures').doc(id).get()).data()).toMatchObject({ status: 'completed' });
  });

  it("the seller's Sold on a held phone is refused with 409: the handover code completes the deal", async () => {
    const phone = await createProduct(seller);
    await book(phone);
    const sold = await as(seller, `/products/sold/${phone._id}`, 'PUT');
    expect(sold.status).toBe(409);
    expect(sold.body.message).toContain('handover code completes the deal');
    expect((await listing(phone._id)).status).toBe('booked');
  });
});

describe('the safety card', () => {
  it('shows the meetup to a friend without sign-in until 24 hours after the meeting, and never a phone, email or code', async () => {
    const phone = await createProduct(seller);
    const id = await book(phone);
    expect((await as(buyer, `/orders/${id}/safety-card`, 'POST')).status).toBe(409);
    await as(seller, `/orders/${id}/accept`, 'PUT', { slot: at(DAY) });
    const code = await codeOf(id);
    const created = await as(buyer, `/orders/${id}/safety-card`, 'POST');
    expect(created.status).toBe(201);
    const { token, url, expiresAt } = created.body as { token: string; url: string; expiresAt: string };
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(url).toMatch(new RegExp(`/meetup/${token}$`));
    expect(expiresAt).toBe(at(2 * DAY));
    // Only a hash of the token is stored.
    expect((await db().collection('safetyCards').where('order_id', '==', id).get()).docs.map((doc) => doc.id)).not.toContain(token);

    const card = await as(null, `/safety-cards/${token}`);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ status: 'accepted', meet_at: at(DAY), item_name: phone.phone_details.phone_name, shared_by: 'buyer' });
    expect(card.body.person.first_name).toBe(seller.name.split(' ')[0]);
    const text = JSON.stringify(card.body);
    for (const secret of [code, seller.email, buyer.email, phone.mobile_number, '+8801711111111']) expect(text).not.toContain(secret);

    now = new Date(Date.parse(expiresAt) - 1000);
    expect((await as(null, `/safety-cards/${token}`)).status).toBe(200);
    now = new Date(Date.parse(expiresAt));
    expect((await as(null, `/safety-cards/${token}`)).status).toBe(404);
  });

  it('a revoked or unknown token answers 404; the card shows the live status', async () => {
    const phone = await createProduct(seller);
    const id = await accepted(phone);
    const { token } = (await as(seller, `/orders/${id}/safety-card`, 'POST')).body as { token: string };
    expect((await as(null, `/safety-cards/${token}`)).body).toMatchObject({ status: 'accepted', shared_by: 'seller' });
    expect((await as(buyer, `/orders/${id}?reason=Changed%20my%20mind`, 'DELETE')).status).toBe(200);
    expect((await as(null, `/safety-cards/${token}`)).body.status).toBe('cancelled');
    expect((await as(stranger, `/orders/${id}/safety-card`, 'DELETE')).status).toBe(403);
    expect((await as(seller, `/orders/${id}/safety-card`, 'DELETE')).status).toBe(200);
    const revoked = await as(null, `/safety-cards/${token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toMatchObject({ acknowledged: false, code: 'not_found' });
    expect((await as(null, `/safety-cards/${'A'.repeat(43)}`)).status).toBe(404);
  });
});

describe('bad input names the field (400)', () => {
  it('refuses slots in the past or beyond 7 days, a slot to accept outside the window, and a malformed checklist', async () => {
    const phone = await createProduct(seller);
    const past = await as(buyer, '/orders', 'POST', { bookedId: phone._id, mobile_number: '+8801711111111', slots: [at(DAY), at(-HOUR)] });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual([{ path: 'slots.1', message: expect.any(String) }]);
    const far = await as(buyer, '/orders', 'POST', { bookedId: phone._id, mobile_number: '+8801711111111', slots: [at(8 * DAY)] });
    expect(far.body.details?.[0]?.path).toBe('slots.0');
    const many = await as(buyer, '/orders', 'POST', { bookedId: phone._id, mobile_number: '+8801711111111', slots: [at(HOUR), at(2 * HOUR), at(3 * HOUR), at(4 * HOUR)] });
    expect(many.status).toBe(400);
    expect((await listing(phone._id)).status).toBe('available');

    const id = await book(phone);
    const beyond = await as(seller, `/orders/${id}/accept`, 'PUT', { slot: at(8 * DAY) });
    expect(beyond.status).toBe(400);
    expect(beyond.body.details).toEqual([{ path: 'slot', message: expect.any(String) }]);
    expect((await as(seller, `/orders/${id}/accept`, 'PUT', { slot: 'tomorrow evening' })).body.details?.[0]?.path).toBe('slot');
    // Another time than the buyer's, within the window, is fine.
    expect((await as(seller, `/orders/${id}/accept`, 'PUT', { slot: at(3 * DAY) })).status).toBe(200);

    const missing = await as(buyer, `/orders/${id}/checklist`, 'PUT', { items: { screen: true } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((detail: { path: string }) => detail.path)).toContain('items.cameras');
    const badImei = await as(buyer, `/orders/${id}/checklist`, 'PUT', {
      items: { screen: true, cameras: true, audio: true, charging: true, buttons: true, biometrics: true, account_signed_out: true },
      imei_last4: '12a4',
    });
    expect(badImei.body.details?.[0]?.path).toBe('imei_last4');
    expect((await as(seller, `/orders/${id}/handover`, 'POST', { code: '12345' })).body.details?.[0]?.path).toBe('code');
  });
});
