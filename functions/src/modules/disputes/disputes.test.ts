/**
 * The dispute window over HTTP on the emulators, with the app's clock moved by the test (never
 * slept): who may do what on each route, the 72-hour window and the seller's 48 hours, and an
 * admin's decision reaching the seller's profile, their listings' trust score and the audit log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { db } from '../../shared/firestore';
import { bookingBody, completeByHandover, createProduct, testImageUrl } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import type { Dispute } from '../../contract/disputes';
import type { AuditEntry } from '../../contract/moderation';
import type { Notification } from '../../contract/notifications';

const HOUR = 60 * 60 * 1000;

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

const url = (path: string) => `${api.url}${path}`;
const as = (user: TestUser | null, path: string, method = 'GET', body?: unknown) => call(url(path), { method, token: user?.token, body });

/** A fresh order of the buyer on one of `from`'s listings, handed over at the real time: its id and when it closed. */
async function completedOrder(from: TestUser = seller): Promise<{ id: string; closedAt: number }> {
  const phone = await createProduct(from);
  const booked = await as(buyer, '/orders', 'POST', bookingBody(phone._id));
  expect(booked.status).toBe(201);
  const id = booked.body.insertedId as string;
  await completeByHandover(api.url, id, from, buyer);
  const closedAt = (await db().collection('orders').doc(id).get()).get('closed_at') as string;
  return { id, closedAt: Date.parse(closedAt) };
}

const opening = { reason: 'account_locked', text: 'The phone asks for the previous owner’s iCloud password after a reset.' };

describe('who may do what', () => {
  it('answers each dispute route by the caller: visitor, buyer, seller, another user, admin', async () => {
    const { id } = await completedOrder();
    const people = { visitor: null, buyer, seller, other: stranger, admin } as const;
    const statusesOf = async (method: string, path: string, body?: unknown, order: (keyof typeof people)[] = ['visitor', 'other', 'admin', 'seller', 'buyer']) => {
      const answers: Record<string, number> = {};
      for (const who of order) answers[who] = (await as(people[who], path, method, body)).status;
      return answers;
    };

    // Opening: only the buyer (the refusals are asked first, so the buyer's is the first opening).
    expect(await statusesOf('POST', `/orders/${id}/dispute`, opening)).toEqual({ visitor: 401, other: 403, admin: 403, seller: 403, buyer: 201 });
    expect(await statusesOf('GET', `/orders/${id}/dispute`)).toEqual({ visitor: 401, other: 403, admin: 200, seller: 200, buyer: 200 });
    const answer = { answer: 'It was signed out when I handed it over; I can sign out again with the buyer.' };
    expect(await statusesOf('PUT', `/orders/${id}/dispute`, answer, ['visitor', 'other', 'admin', 'buyer', 'seller'])).toEqual({
      visitor: 401, other: 403, admin: 403, buyer: 403, seller: 200,
    });
    expect(await statusesOf('GET', '/admin/disputes')).toEqual({ visitor: 401, other: 403, admin: 200, seller: 403, buyer: 403 });
    const decision = { outcome: 'resolved', note: 'The seller signed the phone out in front of the buyer.' };
    expect(await statusesOf('PUT', `/admin/disputes/${id}/decide`, decision, ['visitor', 'other', 'seller', 'buyer', 'admin'])).toEqual({
      visitor: 401, other: 403, seller: 403, buyer: 403, admin: 200,
    });

    // Each step happens once.
    expect((await as(buyer, `/orders/${id}/dispute`, 'POST', opening)).status).toBe(409);
    expect((await as(seller, `/orders/${id}/dispute`, 'PUT', answer)).status).toBe(409);
    expect((await as(admin, `/admin/disputes/${id}/decide`, 'PUT', decision)).status).toBe(409);
    const settled = await as(buyer, `/orders/${id}/dispute`);
    expect(settled.body).toMatchObject({ dispute: { status: 'decided', outcome: 'resolved', answer: answer.answer }, can_open: false, final: true });
  });

  it('refuses a dispute on an order that is not completed, and on one that does not exist', async () => {
    const phone = await createProduct(seller);
    const booked = await as(buyer, '/orders', 'POST', bookingBody(phone._id));
    expect((await as(buyer, `/orders/${booked.body.insertedId}/dispute`, 'POST', opening)).status).toBe(409);
    expect((await as(buyer, '/orders/no-such-order/dispute', 'POST', opening)).status).toBe(404);
    expect((await as(admin, '/admin/disputes/no-such-order/decide', 'PUT', { outcome: 'resolved', note: 'x' })).status).toBe(404);
  });

  it('takes a reason from the list, text, and at most 4 uploaded photos', async () => {
    const { id } = await completedOrder();
    const wrong = await as(buyer, `/orders/${id}/dispute`, 'POST', { reason: 'changed_my_mind', text: '', photos: ['https://elsewhere.example/a.jpg'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.map((detail: { path: string }) => detail.path).sort()).toEqual(['photos.0', 'reason', 'text']);
    const five = Array.from({ length: 5 }, testImageUrl);
    expect((await as(buyer, `/orders/${id}/dispute`, 'POST', { ...opening, photos: five })).status).toBe(400);
    const opened = await as(buyer, `/orders/${id}/dispute`, 'POST', { ...opening, photos: five.slice(0, 4) });
    expect(opened.status).toBe(201);
    expect(opened.body.dispute.photos).toEqual(five.slice(0, 4));
  });
});

describe('deadlines, on the injected clock', () => {
  it('lets the buyer open a dispute until 72 hours after the handover; then the order is final', async () => {
    const late = await completedOrder();
    const inTime = await completedOrder();

    now = new Date(inTime.closedAt + 72 * HOUR - 1000);
    const before = await as(buyer, `/orders/${inTime.id}/dispute`);
    expect(before.body).toMatchObject({ dispute: null, can_open: true, final: false, window_ends_at: new Date(inTime.closedAt + 72 * HOUR).toISOString() });
    expect(await as(seller, `/orders/${inTime.id}/dispute`)).toMatchObject({ body: { can_open: false } });
    expect((await as(buyer, `/orders/${inTime.id}/dispute`, 'POST', opening)).status).toBe(201);

    now = new Date(late.closedAt + 72 * HOUR);
    const after = await as(buyer, `/orders/${late.id}/dispute`);
    expect(after.body).toMatchObject({ dispute: null, can_open: false, final: true });
    const refused = await as(buyer, `/orders/${late.id}/dispute`, 'POST', opening);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('this order is final');
  });

  it('gives the seller 48 hours to answer; after that the dispute reads unanswered and an admin decides without the answer', async () => {
    const { id } = await completedOrder();
    const opened = await as(buyer, `/orders/${id}/dispute`, 'POST', opening);
    const answerBy = Date.parse(opened.body.dispute.answer_by);
    expect(answerBy).toBe(now.getTime() + 48 * HOUR);

    // Before the seller's time is up, an admin waits.
    now = new Date(answerBy - 1000);
    const early = await as(admin, `/admin/disputes/${id}/decide`, 'PUT', { outcome: 'seller_warned', note: 'Too soon.' });
    expect(early.status).toBe(409);

    now = new Date(answerBy);
    expect((await as(seller, `/orders/${id}/dispute`)).body.dispute.status).toBe('unanswered');
    const tooLate = await as(seller, `/orders/${id}/dispute`, 'PUT', { answer: 'Sorry, I was away.' });
    expect(tooLate.status).toBe(409);
    const queue = (await as(admin, '/admin/disputes?limit=100')).body as Dispute[];
    expect(queue.find((dispute) => dispute._id === id)?.status).toBe('unanswered');

    const decided = await as(admin, `/admin/disputes/${id}/decide`, 'PUT', { outcome: 'seller_warned', note: 'No answer from the seller.' });
    expect(decided.status).toBe(200);
    expect(decided.body.dispute).toMatchObject({ status: 'decided', outcome: 'seller_warned', answer: null, decided_by: admin.uid });
    const waiting = (await as(admin, '/admin/disputes?limit=100')).body as Dispute[];
    expect(waiting.map((dispute) => dispute._id)).not.toContain(id);
    const decidedList = (await as(admin, '/admin/disputes?status=decided&limit=100')).body as Dispute[];
    expect(decidedList.map((dispute) => dispute._id)).toContain(id);
  });
});

describe('outcomes', () => {
  it("reach the seller's profile counts, their listings' trust score and the audit log; both sides are told", async () => {
    const disputed = await createUser('verifiedSeller');
    const live = await createProduct(disputed);
    const decide = async (outcome: string) => {
      const { id } = await completedOrder(disputed);
      expect((await as(buyer, `/orders/${id}/dispute`, 'POST', opening)).status).toBe(201);
      expect((await as(disputed, `/orders/${id}/dispute`, 'PUT', { answer: 'I disagree.' })).status).toBe(200);
      expect((await as(admin, `/admin/disputes/${id}/decide`, 'PUT', { outcome, note: `Decided: ${outcome}` })).status).toBe(200);
      return id;
    };
    const scoreBefore = (await as(null, `/products/${live._id}`)).body.trust_score as number;

    const resolvedId = await decide('resolved');
    let profile = (await as(null, `/users/${disputed.uid}/profile`)).body;
    expect(profile.dispute_outcomes).toEqual({ resolved: 1, seller_warned: 0, rules_broken: 0, seller_suspended: 0 });
    // Resolved between them: nothing against the seller.
    let listing = (await as(null, `/products/${live._id}`)).body;
    expect(listing.seller_disputes_upheld).toBe(0);

    const brokenId = await decide('rules_broken');
    profile = (await as(null, `/users/${disputed.uid}/profile`)).body;
    expect(profile.dispute_outcomes).toEqual({ resolved: 1, seller_warned: 0, rules_broken: 1, seller_suspended: 0 });
    listing = (await as(null, `/products/${live._id}`)).body;
    expect(listing.seller_disputes_upheld).toBe(1);
    expect(listing.trust_reasons.find((reason: { factor: string }) => reason.factor === 'disputes')).toMatchObject({ points: -10, met: false });
    // A verified test seller starts with 3 sales, the top tier: the sales above moved no other factor.
    expect(listing.trust_score).toBe(scoreBefore - 10);

    // The newest entries, filtered here: the local emulator cannot query a nested field.
    const entries = async (targetId: string) =>
      (await db().collection('audit_log').orderBy('sortKey', 'desc').limit(300).get()).docs
        .map((doc) => doc.data() as AuditEntry)
        .filter((entry) => entry.target.id === targetId);
    expect(await entries(brokenId)).toEqual([
      expect.objectContaining({ what: 'dispute_decided', why: 'Decided: rules_broken', who: { uid: admin.uid, name: admin.name }, target: expect.objectContaining({ kind: 'dispute', id: brokenId }) }),
    ]);
    expect(await entries(resolvedId)).toHaveLength(1);

    // Notifications have deterministic ids: person, kind, order.
    const told = async (uid: string, kind: Notification['kind']) => (await db().collection('notifications').doc(`${uid}_${kind}_${brokenId}`).get()).data() as Notification | undefined;
    expect(await told(disputed.uid, 'dispute_opened')).toMatchObject({ link: `/dashboard/orders/${brokenId}` });
    expect(await told(disputed.uid, 'dispute_decided')).toMatchObject({ title: expect.stringContaining('Listing rules broken') });
    expect(await told(buyer.uid, 'dispute_answered')).toBeDefined();
    expect(await told(buyer.uid, 'dispute_decided')).toBeDefined();
  });
});
