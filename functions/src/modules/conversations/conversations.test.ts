import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../shared/firestore';
import { config } from '../../shared/config';
import { createProduct } from '../../test/factories';
import { atRateLimitWindowStart, call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import type { Product } from '../../contract/products';

let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let phone: Product;

beforeAll(async () => {
  api = await startApi();
  [seller, buyer, stranger, admin] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer'), createUser('admin')]);
  phone = await createProduct(seller, { mobile_number: '+8801819555001' });
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

const start = (user: TestUser | undefined, listingId: string) =>
  call(`${api.url}/conversations`, { method: 'POST', token: user?.token, body: { listingId } });
const post = (user: TestUser | undefined, id: string, text: unknown) =>
  call(`${api.url}/conversations/${id}/messages`, { method: 'POST', token: user?.token, body: { text } });
const messages = (user: TestUser | undefined, id: string, query = '') => call(`${api.url}/conversations/${id}/messages${query}`, { token: user?.token });
const unread = async (user: TestUser) => (await call(`${api.url}/notifications/unread-count`, { token: user.token })).body;
const inbox = async (user: TestUser) => (await call(`${api.url}/conversations`, { token: user.token })).body;

describe('a full conversation', () => {
  it('opens one thread per listing and buyer, carries messages both ways and keeps unread counts', async () => {
    const opened = await start(buyer, phone._id);
    expect(opened.status).toBe(201);
    const id = `${phone._id}_${buyer.uid}`;
    expect(opened.body.conversation).toMatchObject({
      _id: id,
      listingId: phone._id,
      listing_name: phone.phone_details.phone_name,
      listing_img: phone.phone_details.phone_img_card,
      my_side: 'buyer',
      other_uid: seller.uid,
      other_name: seller.name,
      last_message: null,
      unread: 0,
    });
    // Asking again opens the same thread.
    const again = await start(buyer, phone._id);
    expect(again.status).toBe(200);
    expect(again.body.conversation._id).toBe(id);

    const asked = await post(buyer, id, '  Is the battery original?  ');
    expect(asked.status).toBe(201);
    expect(asked.body.message).toMatchObject({ conversationId: id, text: 'Is the battery original?', sender: 'buyer', mine: true });
    expect(asked.body.message).not.toHaveProperty('sender_uid');

    expect(await unread(seller)).toMatchObject({ count: 1, messages: 1 });
    expect(await unread(buyer)).toMatchObject({ count: 0, messages: 0 });
    const sellerInbox = await inbox(seller);
    expect(sellerInbox[0]).toMatchObject({
      _id: id,
      my_side: 'seller',
      other_uid: buyer.uid,
      other_name: buyer.name,
      unread: 1,
      last_message: { text: 'Is the battery original?', sender: 'buyer' },
    });
    expect(JSON.stringify(sellerInbox)).not.toContain(buyer.email);
    expect(JSON.stringify(sellerInbox)).not.toContain('+8801819555001');

    // A second message: one more unread message, still one unread notification for the conversation.
    expect((await post(buyer, id, 'Can we meet at 6? Call me on +8801700000000')).status).toBe(201);
    expect(await unread(seller)).toMatchObject({ count: 1, messages: 2 });
    const notifications = (await call(`${api.url}/notifications`, { token: seller.token })).body;
    expect(notifications.filter((n: { conversationId?: string }) => n.conversationId === id)).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: 'message', read: false, conversationId: id, listingId: phone._id, link: `/dashboard/messages/${id}` });
    // Phone numbers typed into a message are left as they are.
    expect(notifications[0].body).toContain('+8801700000000');

    const thread = await messages(seller, id);
    expect(thread.status).toBe(200);
    expect(thread.body.map((m: { text: string }) => m.text)).toEqual(['Can we meet at 6? Call me on +8801700000000', 'Is the battery original?']);
    expect(thread.body.every((m: { mine: boolean }) => !m.mine)).toBe(true);

    // An open thread's poll with nothing new answers an empty page.
    expect((await messages(seller, id, `?since=${encodeURIComponent(thread.body[0].sortKey)}`)).body).toEqual([]);

    // Reading the thread clears its unread messages and its notification.
    const read = await call(`${api.url}/conversations/${id}/read`, { method: 'PUT', token: seller.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ acknowledged: true, unread: 0 });
    expect(await unread(seller)).toMatchObject({ count: 0, messages: 0 });
    expect((await inbox(seller))[0].unread).toBe(0);

    const answered = await post(seller, id, 'Yes, original. 6 works.');
    expect(answered.status).toBe(201);
    expect(answered.body.message).toMatchObject({ sender: 'seller', mine: true });
    const news = await messages(buyer, id, `?since=${encodeURIComponent(thread.body[0].sortKey)}`);
    expect(news.body.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([['Yes, original. 6 works.', false]]);
    expect(await unread(buyer)).toMatchObject({ count: 1, messages: 1 });
    expect((await inbox(buyer))[0]).toMatchObject({ _id: id, unread: 1, last_message: { text: 'Yes, original. 6 works.', sender: 'seller' } });

    // An admin may read it, not write in it.
    expect((await messages(admin, id)).status).toBe(200);
    expect((await post(admin, id, 'Admin here')).status).toBe(403);
  });

  it('keeps a third user and an anonymous caller out', async () => {
    const other = await createProduct(seller);
    const id = (await start(buyer, other._id)).body.conversation._id;
    expect((await post(buyer, id, 'Private question')).status).toBe(201);
    for (const [who, status] of [
      [stranger, 403],
      [undefined, 401],
    ] as const) {
      const read = await messages(who, id);
      expect(read.status).toBe(status);
      expect(JSON.stringify(read.body)).not.toContain('Private question');
      expect((await post(who, id, 'Let me in')).status).toBe(status);
      expect((await call(`${api.url}/conversations/${id}/read`, { method: 'PUT', token: who?.token })).status).toBe(status);
    }
    expect(await inbox(stranger)).toEqual([]);
    expect((await db().collection('conversations').doc(id).collection('messages').count().get()).data().count).toBe(1);
  });

  it('gives one conversation as each side reads it, by id', async () => {
    const other = await createProduct(seller);
    const id = (await start(buyer, other._id)).body.conversation._id;
    expect((await post(buyer, id, 'Still available?')).status).toBe(201);
    const one = (user: TestUser | undefined) => call(`${api.url}/conversations/${id}`, { token: user?.token });
    expect((await one(buyer)).body).toMatchObject({ _id: id, listingId: other._id, my_side: 'buyer', other_uid: seller.uid, unread: 0, last_message: { text: 'Still available?', sender: 'buyer' } });
    expect((await one(seller)).body).toMatchObject({ _id: id, my_side: 'seller', other_uid: buyer.uid, other_name: buyer.name, unread: 1 });
    expect((await one(stranger)).status).toBe(403);
    expect((await one(undefined)).status).toBe(401);
    expect((await call(`${api.url}/conversations/no-such-conversation`, { token: buyer.token })).status).toBe(404);
  });

  it("shows each side the other's new name and photo, and \"Deleted user\" once their account goes", async () => {
    const asker = await createUser('buyer');
    const other = await createProduct(seller);
    const id = (await start(asker, other._id)).body.conversation._id;
    const change = await call(`${api.url}/users/me`, { method: 'PATCH', token: asker.token, body: { name: 'Renamed Asker', image: 'https://example.com/me.png' } });
    expect(change.status).toBe(200);
    const sellerSees = async () => (await call(`${api.url}/conversations/${id}`, { token: seller.token })).body;
    expect(await sellerSees()).toMatchObject({ other_name: 'Renamed Asker', other_img: 'https://example.com/me.png' });
    expect((await call(`${api.url}/users/me`, { method: 'DELETE', token: asker.token })).status).toBe(200);
    expect(await sellerSees()).toMatchObject({ other_name: 'Deleted user', other_img: '' });
  });

  it('lists conversations newest activity first, a page at a time', async () => {
    const asker = await createUser('buyer');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const listing = await createProduct(seller);
      ids.push((await start(asker, listing._id)).body.conversation._id);
    }
    // The first one gets a message: it becomes the most recent activity.
    expect((await post(asker, ids[0]!, 'Still available?')).status).toBe(201);
    const first = await call(`${api.url}/conversations?limit=2`, { token: asker.token });
    expect(first.body.map((c: { _id: string }) => c._id)).toEqual([ids[0], ids[2]]);
    const second = await call(nextPageUrl(api.url, first.headers)!, { token: asker.token });
    expect(second.body.map((c: { _id: string }) => c._id)).toEqual([ids[1]]);
  });

  it('pages messages newest first', async () => {
    const listing = await createProduct(seller);
    const id = (await start(buyer, listing._id)).body.conversation._id;
    for (const text of ['one', 'two', 'three']) expect((await post(buyer, id, text)).status).toBe(201);
    const first = await messages(buyer, id, '?limit=2');
    expect(first.body.map((m: { text: string }) => m.text)).toEqual(['three', 'two']);
    const second = await call(nextPageUrl(api.url, first.headers)!, { token: buyer.token });
    expect(second.body.map((m: { text: string }) => m.text)).toEqual(['one']);
  });
});

describe('bad input', () => {
  it('answers 400 with the error body', async () => {
    const id = (await start(buyer, phone._id)).body.conversation._id;
    for (const text of ['', '   ', 'x'.repeat(1001), 42, null]) {
      const response = await post(buyer, id, text);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed', details: [{ path: 'text' }] });
    }
    expect((await post(buyer, id, 'x'.repeat(1000))).status).toBe(201);
    for (const body of [{}, { listingId: '' }, { listingId: 'a/b' }]) {
      const response = await call(`${api.url}/conversations`, { method: 'POST', token: buyer.token, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
    }
    expect((await messages(buyer, id, '?limit=0')).status).toBe(400);
    expect((await messages(buyer, 'a.b')).status).toBe(400);
  });

  it('answers 404 for a listing or a conversation that does not exist, 403 on your own listing', async () => {
    expect((await start(buyer, 'no-such-listing')).status).toBe(404);
    expect((await messages(buyer, 'no-such-conversation')).status).toBe(404);
    expect((await post(buyer, 'no-such-conversation', 'hello')).status).toBe(404);
    const own = await start(seller, phone._id);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ acknowledged: false, code: 'forbidden' });
  });
});

// A limit's worth of messages one after another: over a minute on a busy 2-core machine.
describe('rate limit', { timeout: 120_000 }, () => {
  it('stops a sender after the limit a minute, with the error body', async () => {
    atRateLimitWindowStart();
    const sender = await createUser('buyer');
    const listing = await createProduct(seller);
    const id = (await start(sender, listing._id)).body.conversation._id;
    const statuses: number[] = [];
    for (let i = 0; i <= config.messageRateLimit; i += 1) statuses.push((await post(sender, id, `message ${i}`)).status);
    expect(statuses).toEqual([...Array(config.messageRateLimit).fill(201), 429]);
    const limited = await post(sender, id, 'one more');
    expect(limited.body).toMatchObject({ acknowledged: false, code: 'rate_limited' });
    // Another sender in the same thread is counted apart.
    expect((await post(seller, id, 'Slow down please')).status).toBe(201);
  });
});
