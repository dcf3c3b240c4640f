import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { db } from '../../shared/firestore';
import { aMeetingSlot, createProduct, productBody, testImei } from '../../test/factories';
import { config } from '../../shared/config';
import { atRateLimitWindowStart, call, createUser, startApi, type TestUser } from '../../test/harness';
import { IMEI_REFUSED_MESSAGE, type AdminListingItem, type AuditEntry, type ReportGroupView } from '../../contract/moderation';
import { OPERATIONS } from '../../contract/operations';
import type { MyListing, Product, PublicListing } from '../../contract/products';
import type { Notification } from '../../contract/notifications';
import type { Order } from '../../contract/orders';

/*
 * Moderation over HTTP: new sellers' listings wait for review, reports, blocked IMEIs, the audit log.
 */

/** The API's clock, moved by the tests so each admin action has its own instant. */
let now = new Date();
const tick = () => (now = new Date(now.getTime() + 1000));
let api: Awaited<ReturnType<typeof startApi>>;
let fresh: TestUser;
let established: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(createApp({ now: () => now }));
  [fresh, established, buyer, otherBuyer, admin] = await Promise.all([
    createUser('verifiedSeller', { completed_sales: 0 }),
    createUser('verifiedSeller'),
    createUser('buyer'),
    createUser('buyer'),
    createUser('admin'),
  ]);
});
afterAll(() => api.close());

const url = (path: string) => `${api.url}${path}`;
const stored = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product;
const list = async (who: TestUser, body = productBody()) => {
  // Each listing its own instant: the queue's keys then differ before their ids (the local emulator's
  // range filters and orderBy may order equal-time ids differently).
  tick();
  const response = await call(url('/products'), { method: 'POST', token: who.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.insertedId as string;
};
const read = (id: string, who?: TestUser) => call(url(`/products/${id}`), { token: who?.token });
const search = async (q: string) => ((await call(url(`/products?q=${encodeURIComponent(q)}`))).body as PublicListing[]).map((listing) => listing._id);
const put = (path: string, who: TestUser, body?: unknown) => call(url(path), { method: 'PUT', token: who.token, body });
const report = (id: string, who: TestUser, body: unknown = { reason: 'scam', details: 'Asked for a deposit' }) =>
  call(url(`/products/${id}/reports`), { method: 'POST', token: who.token, body });
const queue = async () => (await call(url('/admin/listings?status=pending_review&limit=100'), { token: admin.token })).body as AdminListingItem[];
const notificationsOf = async (uid: string) =>
  (await db().collection('notifications').where('uid', '==', uid).get()).docs.map((doc) => doc.data() as Notification);
const audit = async () => (await call(url('/admin/audit?limit=100'), { token: admin.token })).body as AuditEntry[];

describe('listing review', () => {
  it("keeps a new seller's listing from buyers, anonymous callers and search until approved, and shows it to its seller and admins", async () => {
    const body = productBody();
    const id = await list(fresh, body);
    expect((await stored(id)).status).toBe('pending_review');

    expect((await read(id)).status).toBe(404);
    expect((await read(id, buyer)).status).toBe(404);
    expect(await search(body.phone_details.phone_name)).not.toContain(id);
    for (const who of [fresh, admin]) {
      const response = await read(id, who);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    // Not bookable, reportable, wishlisted or asked about by anyone else.
    const booking = await call(url('/orders'), { method: 'POST', token: buyer.token, body: { bookedId: id, mobile_number: '+8801711111111', slots: [aMeetingSlot()] } });
    expect(booking.status).toBe(404);
    expect((await report(id, buyer)).status).toBe(404);
    expect((await call(url('/wishlist'), { method: 'POST', token: buyer.token, body: { productId: id } })).status).toBe(404);

    // The seller sees it under review, with its place in the queue.
    const mine = (await call(url(`/products/myproducts?email=${encodeURIComponent(fresh.email)}`), { token: fresh.token })).body as MyListing[];
    const own = mine.find((listing) => listing._id === id)!;
    expect(own.status).toBe('pending_review');
    expect(own.queue_position).toBeGreaterThanOrEqual(1);

    // The admin's queue: oldest first, with what the server checked.
    const item = (await queue()).find((entry) => entry.listing._id === id)!;
    // Other test files share the emulator and move the queue meanwhile: a position, not the same one.
    expect(item.queue_position).toBeGreaterThanOrEqual(1);
    expect(item.checks).toMatchObject({ imei_valid: true, imei_unique: true, imei_blocked: false, photo_count: 1, battery_health: 88 });
    expect(item.checks.seller).toMatchObject({ uid: fresh.uid, completed_sales: 0, verified: true });
    expect(JSON.stringify(item)).not.toContain('imei_hash');
  });

  it('lists the queue oldest first with consecutive positions, paginated by keyset', async () => {
    const ids = [await list(fresh), await list(fresh)];
    const all = await queue();
    const positions = all.map((entry) => entry.queue_position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    expect(all.findIndex((entry) => entry.listing._id === ids[0])).toBeLessThan(all.findIndex((entry) => entry.listing._id === ids[1]));
    const first = await call(url('/admin/listings?status=pending_review&limit=1'), { token: admin.token });
    expect(first.body).toHaveLength(1);
    const next = first.headers.get('link')!.match(/<([^>]+)>/)![1]!.replace(/^\/api/, '');
    const second = await call(url(next), { token: admin.token });
    expect((second.body as AdminListingItem[])[0]!.queue_position).toBe(2);
  });

  it('rejects with a reason the seller hears, takes an edit and a resubmit, and approves it live', async () => {
    const body = productBody();
    const id = await list(fresh, body);
    tick();
    const rejected = await put(`/admin/listings/${id}/reject`, admin, { reason: 'photos', details: 'Show the back of the phone' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    expect((await stored(id)).moderation_note).toMatchObject({ action: 'rejected', reason: 'photos', details: 'Show the back of the phone' });
    expect((await read(id, buyer)).status).toBe(404);
    const told = (await notificationsOf(fresh.uid)).find((n) => n.kind === 'listing_rejected' && n.listingId === id);
    expect(told?.body).toContain('Show the back of the phone');
    // Rejected twice is a conflict: it is not under review.
    expect((await put(`/admin/listings/${id}/reject`, admin, { reason: 'other' })).status).toBe(409);

    const edited = await call(url(`/products/${id}`), { method: 'PATCH', token: fresh.token, body: { description: 'Back of the phone shown in photo two.' } });
    expect(edited.status).toBe(200);
    // Only its seller may send it back; to others it does not exist.
    expect((await put(`/products/${id}/resubmit`, buyer)).status).toBe(404);
    tick();
    const resubmitted = await put(`/products/${id}/resubmit`, fresh);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'pending_review' });
    expect(resubmitted.body.queue_position).toBeGreaterThanOrEqual(1);

    tick();
    const approved = await put(`/admin/listings/${id}/approve`, admin);
    expect(approved.body).toMatchObject({ acknowledged: true, status: 'available' });
    expect((await read(id)).status).toBe(200);
    expect(await search(body.phone_details.phone_name)).toContain(id);
    expect((await notificationsOf(fresh.uid)).some((n) => n.kind === 'listing_approved' && n.listingId === id)).toBe(true);
    expect((await put(`/admin/listings/${id}/approve`, admin)).status).toBe(409);
  });

  it('answers the listing\'s status and place in the queue, for the seller to hear at once', async () => {
    tick();
    const waiting = await call(url('/products'), { method: 'POST', token: fresh.token, body: productBody() });
    expect(waiting.status).toBe(201);
    expect(waiting.body).toEqual({ acknowledged: true, insertedId: expect.any(String), status: 'pending_review', queue_position: expect.any(Number) });
    const mine = (await call(url(`/products/myproducts?email=${encodeURIComponent(fresh.email)}`), { token: fresh.token })).body as MyListing[];
    // Other files share the queue: approvals meanwhile can only move it forward, never behind the answered place.
    expect(waiting.body.queue_position).toBeGreaterThanOrEqual(mine.find((listing) => listing._id === waiting.body.insertedId)!.queue_position!);

    tick();
    const live = await call(url('/products'), { method: 'POST', token: established.token, body: productBody() });
    expect(live.body).toEqual({ acknowledged: true, insertedId: expect.any(String), status: 'available', queue_position: null });
  });

  it("puts an established seller's listing live at once", async () => {
    const body = productBody();
    const id = await list(established, body);
    expect((await read(id)).status).toBe(200);
    expect(await search(body.phone_details.phone_name)).toContain(id);
  });
});

describe('reports', () => {
  it('takes one open report per user and listing, never from its seller, and groups them for admins', async () => {
    const id = await list(established);
    const first = await report(id, buyer);
    expect(first.status).toBe(201);
    expect((await report(id, buyer, { reason: 'stolen' })).status).toBe(409);
    expect((await report(id, otherBuyer, { reason: 'stolen' })).status).toBe(201);
    expect((await report(id, established)).status).toBe(403);
    expect((await report(id, buyer, { reason: 'nonsense' })).status).toBe(400);
    expect((await report(id, otherBuyer, { reason: 'other', details: 'x'.repeat(501) })).status).toBe(400);

    const groups = (await call(url('/admin/reports'), { token: admin.token })).body as ReportGroupView[];
    const group = groups.find((entry) => entry.listing_id === id)!;
    expect(group).toMatchObject({ open_reports: 2, reasons: { scam: 1, stolen: 1 } });
    expect(group.reports.map((entry) => entry.reason).sort()).toEqual(['scam', 'stolen']);
    // Most reported first.
    const counts = groups.map((entry) => entry.open_reports);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Dismissed: the listing stays; the same person may report it again later.
    tick();
    const dismissed = await put(`/admin/reports/${id}/resolve`, admin, { action: 'dismiss', reason: 'Checked with the seller' });
    expect(dismissed.body).toMatchObject({ action: 'dismiss', resolved_reports: 2, status: 'available' });
    expect((await put(`/admin/reports/${id}/resolve`, admin, { action: 'dismiss' })).status).toBe(404);
    expect((await report(id, buyer)).status).toBe(201);
  });

  it('are rate limited per reporter', async () => {
    const reporter = await createUser('buyer');
    const listings = await Promise.all(Array.from({ length: config.reportRateLimit + 1 }, () => createProduct(established)));
    atRateLimitWindowStart();
    try {
      const statuses: number[] = [];
      for (const listing of listings) statuses.push((await report(listing._id, reporter)).status);
      expect(statuses).toEqual([...Array(config.reportRateLimit).fill(201), 429]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides a listing: its open order is cancelled, both parties hear, and it is gone for the public', async () => {
    const id = await list(established);
    const booked = await call(url('/orders'), { method: 'POST', token: buyer.token, body: { bookedId: id, mobile_number: '+8801711111111', slots: [aMeetingSlot()] } });
    expect(booked.status).toBe(201);
    const orderId = booked.body.insertedId as string;
    expect((await report(id, otherBuyer, { reason: 'stolen' })).status).toBe(201);

    tick();
    const hidden = await put(`/admin/reports/${id}/resolve`, admin, { action: 'hide', reason: 'Reported stolen' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ action: 'hide', status: 'hidden', cancelled_order: orderId });

    const listing = await stored(id);
    expect(listing).toMatchObject({ status: 'hidden', bookedId: null, bookingSeq: 1, search_tokens: [] });
    const order = (await db().collection('orders').doc(orderId).get()).data() as Order;
    expect(order).toMatchObject({ status: 'cancelled', cancelled_by: 'admin' });
    expect((await notificationsOf(buyer.uid)).some((n) => n.kind === 'booking_cancelled' && n.orderId === orderId)).toBe(true);
    const sellerHeard = await notificationsOf(established.uid);
    expect(sellerHeard.some((n) => n.kind === 'listing_hidden' && n.body.includes('Reported stolen'))).toBe(true);
    expect(sellerHeard.some((n) => n.kind === 'booking_cancelled' && n.orderId === orderId)).toBe(true);
    expect((await read(id)).status).toBe(404);
    expect((await read(id, established)).status).toBe(200);
  });
});

describe('blocked IMEIs', () => {
  it('refuses a blocked IMEI before the duplicate check, hides the live listing with it, and never answers the IMEI', async () => {
    const imei = testImei();
    const live = await list(established, productBody({ imei }));

    tick();
    const blocked = await call(url('/admin/imei-blocks'), { method: 'POST', token: admin.token, body: { imei, reason: 'Reported stolen to the police' } });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ hidden_listings: 1, block: { imei_last4: imei.slice(-4), blocked_by: { uid: admin.uid } } });
    expect(JSON.stringify(blocked.body)).not.toContain(imei);
    expect(JSON.stringify(blocked.body)).not.toContain((await stored(live)).imei_hash!);
    expect((await stored(live)).status).toBe('hidden');
    expect((await call(url('/admin/imei-blocks'), { method: 'POST', token: admin.token, body: { imei, reason: 'Again' } })).status).toBe(409);

    // Refused with a message that says nothing of why, even though no live listing holds it now.
    const refused = await call(url('/products'), { method: 'POST', token: fresh.token, body: productBody({ imei }) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IMEI_REFUSED_MESSAGE);

    const blocks = (await call(url('/admin/imei-blocks'), { token: admin.token })).body as { _id: string }[];
    const block = blocks.find((entry) => entry._id === blocked.body.block._id)!;
    expect(block).toBeDefined();
    expect(JSON.stringify(blocks)).not.toContain(imei);

    tick();
    expect((await call(url(`/admin/imei-blocks/${block._id}`), { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await call(url(`/admin/imei-blocks/${block._id}`), { method: 'DELETE', token: admin.token })).status).toBe(404);
    // Unblocked, and the hidden listing freed its claim: the phone may be listed again.
    await list(established, productBody({ imei }));
  });

  it('hide_and_block hides the listing and blocks its IMEI', async () => {
    const imei = testImei();
    const id = await list(established, productBody({ imei }));
    expect((await report(id, buyer, { reason: 'stolen' })).status).toBe(201);
    tick();
    const resolved = await put(`/admin/reports/${id}/resolve`, admin, { action: 'hide_and_block', reason: 'Stolen' });
    expect(resolved.body).toMatchObject({ status: 'hidden' });
    const refused = await call(url('/products'), { method: 'POST', token: established.token, body: productBody({ imei }) });
    expect(refused.status).toBe(403);
    // The audit log says both: the listing hidden, and the IMEI blocked.
    const entries = await audit();
    expect(entries.find((entry) => entry.target.id === id)?.what).toBe('listing_hidden');
    expect(entries.some((entry) => entry.what === 'imei_blocked' && entry.target.label.endsWith(imei.slice(-4)))).toBe(true);
  });

  it('refuses hide_and_block on a listing without an IMEI, changing nothing, and hides it when asked to hide', async () => {
    const legacy = await createProduct(established);
    expect(legacy.imei_hash).toBeNull();
    expect((await report(legacy._id, buyer, { reason: 'stolen' })).status).toBe(201);
    tick();
    const refused = await put(`/admin/reports/${legacy._id}/resolve`, admin, { action: 'hide_and_block', reason: 'Stolen' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ acknowledged: false, code: 'conflict', message: expect.stringContaining('no IMEI to block') });
    expect((await stored(legacy._id)).status).toBe('available');
    expect((await audit()).filter((entry) => entry.target.id === legacy._id)).toEqual([]);

    const hidden = await put(`/admin/reports/${legacy._id}/resolve`, admin, { action: 'hide', reason: 'Stolen' });
    expect(hidden.body).toMatchObject({ action: 'hide', status: 'hidden' });
    expect((await audit()).filter((entry) => entry.target.id === legacy._id).map((entry) => entry.what)).toEqual(['listing_hidden']);
  });
});

describe('admin routes', () => {
  const adminOperations = OPERATIONS.filter((operation) => operation.path.startsWith('/admin'));

  it('answer 403 to everyone but admins', async () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(10);
    for (const operation of adminOperations) {
      const path = operation.path.replace(/:[A-Za-z]+/g, 'someId');
      for (const who of [buyer, fresh]) {
        const response = await call(url(path), { method: operation.method.toUpperCase(), token: who.token, body: operation.body ? {} : undefined });
        expect(response.status, `${operation.method} ${operation.path}`).toBe(403);
      }
    }
  });

  it('count the review queue and the reported listings for the menu badges', async () => {
    const counts = (await call(url('/admin/moderation/counts'), { token: admin.token })).body;
    expect(counts.pending_review).toBeGreaterThanOrEqual(1);
    expect(counts.reported_listings).toBeGreaterThanOrEqual(1);
  });

  it('write every admin action to the audit log, newest first', async () => {
    tick();
    expect((await put(`/users/verify/${fresh.uid}`, admin)).status).toBe(200);
    const entries = await audit();
    const actions = new Set(entries.map((entry) => entry.what));
    for (const what of ['listing_approved', 'listing_rejected', 'reports_dismissed', 'listing_hidden', 'imei_blocked', 'imei_unblocked', 'seller_verified']) {
      expect(actions, what).toContain(what);
    }
    const whens = entries.map((entry) => entry.when);
    expect(whens).toEqual([...whens].sort().reverse());
    // Other test files' admins write to the same log meanwhile: this file's entries are its admin's.
    const ours = entries.filter((entry) => entry.who.uid === admin.uid);
    expect(ours[0]).toMatchObject({ what: 'seller_verified', who: { uid: admin.uid }, target: { kind: 'user', id: fresh.uid } });
    const rejection = ours.find((entry) => entry.what === 'listing_rejected')!;
    expect(rejection.why).toContain('Show the back of the phone');
  });
});
