import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/firestore';
import { productBody } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { MAX_SAVED_SEARCHES } from '../../contract/constants';
import type { SavedSearchView } from '../../contract/saved-searches';
import type { CreateProductBody } from '../../contract/products';
import { recordingSender, usePushSender, type PushSender } from '../push';
import { config } from '../../shared/config';
import { runEvent } from '../events';
import { eventHandlers } from '../../event-handlers';
import { sendAlertDigests } from '.';

let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi();
  [seller, admin] = await Promise.all([createUser('verifiedSeller'), createUser('admin')]);
});
afterAll(() => api.close());
afterEach(() => usePushSender(null));

/** A word no other test lists, so each test's searches find only its own phones. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

const save = (user: TestUser, body: unknown) => call(`${api.url}/saved-searches`, { method: 'POST', token: user.token, body });
const list = async (user: TestUser): Promise<SavedSearchView[]> => (await call(`${api.url}/saved-searches`, { token: user.token })).body;

/** Lists a phone through POST /products (the events it writes are played), named after `word`. */
async function listPhone(by: TestUser, word: string, overrides: Partial<CreateProductBody> = {}): Promise<string> {
  const body = productBody({ price: 30_000, ...overrides, phone_details: { phone_name: `Pixel ${word}`, phone_img: '', phone_camera: '50 MP', phone_processor: 'Tensor' } });
  const response = await call(`${api.url}/products`, { method: 'POST', token: by.token, body });
  expect(response.status).toBe(201);
  return response.body.insertedId as string;
}

const docsWhere = async (collection: string, field: string, value: string) => (await db().collection(collection).where(field, '==', value).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
const alertsOf = async (user: TestUser, listingId: string, kind: string): Promise<Doc[]> =>
  (await docsWhere('notifications', 'uid', user.uid)).filter((n: Doc) => n.kind === kind && n.listingId === listingId);
const mailsOf = async (user: TestUser, kind: string): Promise<Doc[]> => (await docsWhere('mail', 'uid', user.uid)).filter((m: Doc) => m.kind === kind);
const pushesOf = async (user: TestUser): Promise<Doc[]> => docsWhere('push_messages', 'uid', user.uid);
const registerDevice = (user: TestUser, token: string) => call(`${api.url}/push-tokens`, { method: 'POST', token: user.token, body: { token } });
const deviceToken = () => `device-${randomUUID()}-${randomUUID()}`;

describe('saved searches: CRUD and validation', () => {
  it('saves a search of GET /products with a name and a frequency, lists it with its count now, edits and deletes it', async () => {
    const buyer = await createUser('buyer');
    const word = uniqueWord();
    await listPhone(seller, word, { price: 25_000, storage_gb: 256 });
    const created = await save(buyer, { name: 'Cheap Pixels', query: { q: word, maxPrice: '40000', storage: ['256', '128'], limit: '5' }, frequency: 'instantly' });
    expect(created.status).toBe(201);
    expect(created.body.savedSearch).toMatchObject({ name: 'Cheap Pixels', frequency: 'instantly', count: 1, query: { q: word, maxPrice: '40000', storage: '256,128' } });
    const id = created.body.savedSearch._id as string;

    const search = await call(`${api.url}/products?${new URLSearchParams(created.body.savedSearch.query)}`);
    expect(Number(search.headers.get('x-total-count'))).toBe(1);
    const listed = await call(`${api.url}/saved-searches`, { token: buyer.token });
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.body).toEqual([created.body.savedSearch]);

    const patched = await call(`${api.url}/saved-searches/${id}`, { method: 'PATCH', token: buyer.token, body: { frequency: 'daily', name: 'Pixels' } });
    expect(patched.status).toBe(200);
    expect(patched.body.savedSearch).toMatchObject({ _id: id, name: 'Pixels', frequency: 'daily', count: 1 });

    const stranger = await createUser('buyer');
    expect((await call(`${api.url}/saved-searches/${id}`, { method: 'PATCH', token: stranger.token, body: { frequency: 'off' } })).status).toBe(404);
    expect((await call(`${api.url}/saved-searches/${id}`, { method: 'DELETE', token: stranger.token })).status).toBe(404);
    expect((await call(`${api.url}/saved-searches`)).status).toBe(401);

    expect((await call(`${api.url}/saved-searches/${id}`, { method: 'DELETE', token: buyer.token })).body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await list(buyer)).toEqual([]);
  });

  it('refuses a query the search refuses, with the same status and body as GET /products', async () => {
    const buyer = await createUser('buyer');
    const bad: Record<string, string>[] = [{ minPrice: '500', maxPrice: '100' }, { storage: '3' }, { category: 'nokia' }, { ram: 'lots' }, { sort: 'cheapest' }];
    for (const query of bad) {
      const searched = await call(`${api.url}/products?${new URLSearchParams(query)}`);
      const saved = await save(buyer, { name: 'Bad', query, frequency: 'daily' });
      expect(searched.status).toBe(400);
      expect(saved.status).toBe(searched.status);
      // The same error body; only the request's own id differs.
      expect(saved.body).toEqual({ ...searched.body, requestId: saved.body.requestId });
    }
    for (const body of [{ name: '', query: {}, frequency: 'daily' }, { name: 'x', query: {}, frequency: 'weekly' }, { name: 'x', query: 'q=a', frequency: 'daily' }, { name: 'x', frequency: 'daily' }]) {
      const response = await save(buyer, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ acknowledged: false, code: expect.any(String), message: expect.any(String) });
    }
    expect(await list(buyer)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person, however many saves run at once`, async () => {
    const buyer = await createUser('buyer');
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 4 }, (_, i) => save(buyer, { name: `Search ${i}`, query: { minPrice: String(i) }, frequency: 'off' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.body.message).toMatch(/up to 20 saved searches/);
    expect(await list(buyer)).toHaveLength(MAX_SAVED_SEARCHES);
  });
});

describe('new-match alerts', () => {
  it('alerts each owner once per listing across creation, re-listing and approval, never for their own listing, by notification, push and email', async () => {
    const word = uniqueWord();
    const [buyer, other, newSeller] = await Promise.all([createUser('buyer'), createUser('buyer'), createUser('verifiedSeller', { completed_sales: 0 })]);
    const device = deviceToken();
    await registerDevice(buyer, device);
    await save(buyer, { name: 'Pixels', query: { q: word, category: 'apple', maxPrice: '50000' }, frequency: 'instantly' });
    // Two of one person's searches find the phone: they still hear once.
    await save(buyer, { name: 'Any Pixel', query: { q: word }, frequency: 'instantly' });
    await save(other, { name: 'Too cheap', query: { q: word, maxPrice: '10000' }, frequency: 'instantly' });
    // The seller's own search finds their phone: they are never alerted of it.
    await save(seller, { name: 'Mine', query: { q: word }, frequency: 'instantly' });

    const phone = await listPhone(seller, word);
    const [alert] = await alertsOf(buyer, phone, 'saved_search_match');
    expect(alert).toMatchObject({ title: 'New match for "Pixels"', link: `/displayProducts/${phone}`, read: false });
    expect(await alertsOf(other, phone, 'saved_search_match')).toHaveLength(0);
    expect(await alertsOf(seller, phone, 'saved_search_match')).toHaveLength(0);

    const pushes = await pushesOf(buyer);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.message).toMatchObject({ token: device, notification: { title: 'New match for "Pixels"' }, data: { link: `/displayProducts/${phone}` } });
    // The local developer page reads them through the API: the caller's own, as recorded.
    const recorded = await call(`${api.url}/dev/push-messages`, { token: buyer.token });
    expect(recorded.headers.get('cache-control')).toBe('private, no-store');
    expect(recorded.body).toEqual({ pushes: [{ sentAt: pushes[0]!.sentAt, message: pushes[0]!.message }] });
    expect((await call(`${api.url}/dev/push-messages`, { token: other.token })).body).toEqual({ pushes: [] });
    const [mail] = await mailsOf(buyer, 'saved_search_match');
    expect(mail!.to).toBe(buyer.email);
    expect(mail!.message.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/saved-searches\/unsubscribe\?token=.+>$/);
    expect(mail!.message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Sold, then back on sale: live again, and nobody hears twice.
    for (let i = 0; i < 2; i += 1) expect((await call(`${api.url}/products/sold/${phone}`, { method: 'PUT', token: seller.token })).status).toBe(200);
    expect((await call(`${api.url}/products/${phone}`)).body.status).toBe('available');
    expect(await alertsOf(buyer, phone, 'saved_search_match')).toHaveLength(1);
    expect(await pushesOf(buyer)).toHaveLength(1);
    expect(await mailsOf(buyer, 'saved_search_match')).toHaveLength(1);

    // A new seller's listing alerts nobody while it waits for review, and once when approved.
    const reviewed = await listPhone(newSeller, word);
    expect(await alertsOf(buyer, reviewed, 'saved_search_match')).toHaveLength(0);
    expect((await call(`${api.url}/admin/listings/${reviewed}/approve`, { method: 'PUT', token: admin.token })).status).toBe(200);
    expect(await alertsOf(buyer, reviewed, 'saved_search_match')).toHaveLength(1);
    expect(await pushesOf(buyer)).toHaveLength(2);
  });

  it('alerts nobody through a search whose alerts are off, nor for a phone the search does not find', async () => {
    const word = uniqueWord();
    const buyer = await createUser('buyer');
    await save(buyer, { name: 'Quiet', query: { q: word }, frequency: 'off' });
    await save(buyer, { name: 'Big storage', query: { q: word, storage: '512' }, frequency: 'instantly' });
    const phone = await listPhone(seller, word, { storage_gb: 128 });
    expect(await alertsOf(buyer, phone, 'saved_search_match')).toHaveLength(0);
    expect(await db().collection('saved_search_hits').doc(`${buyer.uid}_${phone}`).get()).toHaveProperty('exists', false);
  });
});

describe('alerts in the reader\'s language', () => {
  it('tells a Bangla reader of a new match in Bangla, in the app, by push and by email, with prices in Bangla digits and links to the Bangla pages', async () => {
    const word = uniqueWord();
    const reader = await createUser('buyer', { language: 'bn' });
    const device = deviceToken();
    await registerDevice(reader, device);
    await save(reader, { name: 'পিক্সেল', query: { q: word }, frequency: 'instantly' });
    const phone = await listPhone(seller, word, { price: 125_000, location: 'Mirpur 10, Dhaka' });
    const title = '“পিক্সেল” সার্চের সাথে মেলে এমন নতুন ফোন';
    const body = `Pixel ${word}, ৳১,২৫,০০০, Mirpur 10, Dhaka`;

    const [alert] = await alertsOf(reader, phone, 'saved_search_match');
    expect(alert).toMatchObject({ title, body, link: `/displayProducts/${phone}` });
    const [push] = await pushesOf(reader);
    expect(push!.message).toMatchObject({ token: device, notification: { title, body }, data: { link: `/bn/displayProducts/${phone}` } });
    const [mail] = await mailsOf(reader, 'saved_search_match');
    expect(mail!.message.subject).toBe(`ReCell: ${title}`);
    expect(mail!.message.text).toContain(`${body}\n${config.publicUrl}/bn/displayProducts/${phone}`);
    expect(mail!.message.html).toContain('ReCell-এ দেখুন');
    expect(mail!.message.html).toContain('এই ইমেইলগুলো বন্ধ করুন');
  });
});

describe('price-drop alerts', () => {
  it('tells whoever wishlisted the phone or was alerted of it by a search, once per drop', async () => {
    const word = uniqueWord();
    const [watcher, searcher] = await Promise.all([createUser('buyer'), createUser('buyer')]);
    await save(searcher, { name: 'Pixels', query: { q: word }, frequency: 'instantly' });
    const phone = await listPhone(seller, word, { price: 40_000 });
    expect((await call(`${api.url}/wishlist`, { method: 'POST', token: watcher.token, body: { productId: phone } })).status).toBe(201);

    const patch = (body: unknown) => call(`${api.url}/products/${phone}`, { method: 'PATCH', token: seller.token, body });
    expect((await patch({ price: 35_000 })).status).toBe(200);
    for (const user of [watcher, searcher]) {
      const drops = await alertsOf(user, phone, 'price_drop');
      expect(drops).toHaveLength(1);
      expect(drops[0]!.body).toMatch(/is now ৳35,000 \(was ৳40,000\)/);
    }
    expect(await mailsOf(watcher, 'price_drop')).toHaveLength(1);
    expect(await alertsOf(seller, phone, 'price_drop')).toHaveLength(0);

    // No drop: an edit of something else, and a rise, say nothing.
    await patch({ description: 'Now with a case.' });
    await patch({ price: 36_000 });
    expect(await alertsOf(watcher, phone, 'price_drop')).toHaveLength(1);

    // A second drop is a second alert, and playing its event again adds nothing.
    await patch({ price: 30_000 });
    expect(await alertsOf(watcher, phone, 'price_drop')).toHaveLength(2);
    expect(await alertsOf(searcher, phone, 'price_drop')).toHaveLength(2);
    const events = (await docsWhere('outbox', 'aggregateId', phone)).filter((event: Doc) => event.type === 'listing.price-drop');
    expect(events).toHaveLength(2);
    await db().collection('outbox').doc(events[1]!.id).update({ state: 'pending' });
    await runEvent(events[1]!.id, eventHandlers);
    expect(await alertsOf(watcher, phone, 'price_drop')).toHaveLength(2);
    expect(await mailsOf(watcher, 'price_drop')).toHaveLength(2);
  });
});

describe('daily digest and unsubscribe', () => {
  it('holds a daily search\'s alerts for one email at the digest time, with a link that stops them signed out', async () => {
    const word = uniqueWord();
    const buyer = await createUser('buyer');
    const saved = await save(buyer, { name: 'Daily Pixels', query: { q: word }, frequency: 'daily' });
    const before = new Date(Date.now() - 60_000);
    const first = await listPhone(seller, word);
    const second = await listPhone(seller, word, { price: 31_000 });
    expect(await alertsOf(buyer, first, 'saved_search_match')).toHaveLength(1);
    expect(await mailsOf(buyer, 'saved_search_match')).toHaveLength(0);

    // The clock before the alerts: nothing of theirs is due yet.
    await sendAlertDigests(before);
    expect(await mailsOf(buyer, 'saved_search_match')).toHaveLength(0);

    const digestTime = new Date(Date.now() + 60_000);
    await sendAlertDigests(digestTime);
    await sendAlertDigests(digestTime);
    const mails = await mailsOf(buyer, 'saved_search_match');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe('ReCell: 2 new alerts from your saved searches');
    expect(mails[0]!.message.text).toContain(`/displayProducts/${first}`);
    expect(mails[0]!.message.text).toContain(`/displayProducts/${second}`);

    // The digest's link, signed out: GET confirms, POST (as a mail client's one-click) stops.
    const link = /^<(.+)>$/.exec(mails[0]!.message.headers['List-Unsubscribe'])![1]!;
    const url = `${api.url}${new URL(link).pathname.replace(/^\/api/, '')}${new URL(link).search}`;
    const page = await call(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('Stop these emails');
    const done = await call(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(done.body).toContain('no more daily alert emails');
    expect((await list(buyer)).find((search) => search._id === saved.body.savedSearch._id)?.frequency).toBe('off');

    const forged = url.replace(/token=([^&.]+)\.[^&]+/, 'token=$1.forged');
    expect((await call(forged, { method: 'POST' })).status).toBe(400);
  });

  it("stops one search's alerts from its instant email's link", async () => {
    const word = uniqueWord();
    const buyer = await createUser('buyer');
    const saved = await save(buyer, { name: 'Instant', query: { q: word }, frequency: 'instantly' });
    await listPhone(seller, word);
    const [mail] = await mailsOf(buyer, 'saved_search_match');
    const link = new URL(/^<(.+)>$/.exec(mail!.message.headers['List-Unsubscribe'])![1]!);
    const done = await call(`${api.url}${link.pathname.replace(/^\/api/, '')}${link.search}`, { method: 'POST' });
    expect(done.body).toContain('no more alerts for &quot;Instant&quot;');
    const [search] = await list(buyer);
    expect(search).toMatchObject({ _id: saved.body.savedSearch._id, frequency: 'off' });
    const later = await listPhone(seller, word);
    expect(await alertsOf(buyer, later, 'saved_search_match')).toHaveLength(0);
  });

  it("writes the unsubscribe page in the account's language", async () => {
    const word = uniqueWord();
    const reader = await createUser('buyer', { language: 'bn' });
    await save(reader, { name: 'আইফোন', query: { q: word }, frequency: 'instantly' });
    await listPhone(seller, word);
    const [mail] = await mailsOf(reader, 'saved_search_match');
    const link = new URL(/^<(.+)>$/.exec(mail!.message.headers['List-Unsubscribe'])![1]!);
    const url = `${api.url}${link.pathname.replace(/^\/api/, '')}${link.search}`;
    const page = await call(url);
    expect(page.body).toContain('<html lang="bn">');
    expect(page.body).toContain('এই ইমেইলগুলো বন্ধ করুন');
    expect(page.body).toContain('<a href="/bn">ReCell-এ ফিরে যান</a>');
    const done = await call(url, { method: 'POST' });
    expect(done.body).toContain('“আইফোন” সার্চের আর কোনো অ্যালার্ট আপনি পাবেন না।');
  });
});

describe('push devices', () => {
  it('drops a device FCM reports unregistered and keeps pushing to the others', async () => {
    const word = uniqueWord();
    const buyer = await createUser('buyer');
    const [dead, alive] = [deviceToken(), deviceToken()];
    expect((await registerDevice(buyer, dead)).status).toBe(201);
    expect((await registerDevice(buyer, alive)).status).toBe(201);
    expect((await registerDevice(buyer, alive)).body).toEqual({ acknowledged: true, registered: false });
    const fcmLike: PushSender = {
      async send(message, uid, now) {
        if (message.token === dead) throw Object.assign(new Error('Requested entity was not found.'), { code: 'messaging/registration-token-not-registered' });
        await recordingSender.send(message, uid, now);
      },
    };
    usePushSender(fcmLike);
    await save(buyer, { name: 'Pixels', query: { q: word }, frequency: 'off' });
    const search = (await list(buyer))[0]!;
    await call(`${api.url}/saved-searches/${search._id}`, { method: 'PATCH', token: buyer.token, body: { frequency: 'instantly' } });
    await listPhone(seller, word);
    const tokens = (await docsWhere('push_tokens', 'uid', buyer.uid)).map((doc: Doc) => doc.token);
    expect(tokens).toEqual([alive]);
    expect((await pushesOf(buyer)).map((push: Doc) => push.message.token)).toEqual([alive]);

    expect((await call(`${api.url}/push-tokens/${encodeURIComponent(alive)}`, { method: 'DELETE', token: (await createUser('buyer')).token })).status).toBe(404);
    expect((await call(`${api.url}/push-tokens/${encodeURIComponent(alive)}`, { method: 'DELETE', token: buyer.token })).status).toBe(200);
    expect(await docsWhere('push_tokens', 'uid', buyer.uid)).toEqual([]);
  });
});

describe('account deletion', () => {
  it('removes the saved searches, their hits and the push devices of a deleted account', async () => {
    const word = uniqueWord();
    const buyer = await createUser('buyer');
    await registerDevice(buyer, deviceToken());
    await save(buyer, { name: 'Pixels', query: { q: word }, frequency: 'daily' });
    await listPhone(seller, word);
    expect(await docsWhere('saved_search_hits', 'uid', buyer.uid)).toHaveLength(1);
    expect((await call(`${api.url}/users/me`, { method: 'DELETE', token: buyer.token })).status).toBe(200);
    for (const collection of ['saved_searches', 'saved_search_hits', 'alert_digest', 'push_tokens']) {
      expect(await docsWhere(collection, 'uid', buyer.uid)).toEqual([]);
    }
  });
});
