import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/firestore';
import { bookingBody, completeByHandover, createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import type { Notification } from '../../contract/notifications';
import { config } from '../../shared/config';
import { newEvent, type NoticePayload } from '../events';
import { onPersonNotice } from './notification-events';

let api: Awaited<ReturnType<typeof startApi>>;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi();
  admin = await createUser('admin');
});
afterAll(() => api.close());

const notificationsOf = async (user: TestUser): Promise<Notification[]> =>
  (await db().collection('notifications').where('uid', '==', user.uid).get()).docs.map((doc) => doc.data() as Notification);
const mailTo = async (user: TestUser) => (await db().collection('mail').where('to', '==', user.email).get()).docs.map((doc) => doc.data());
const unread = async (user: TestUser) => (await call(`${api.url}/notifications/unread-count`, { token: user.token })).body;
const orderBody = (bookedId: string) => bookingBody(bookedId);

async function book(buyer: TestUser, seller: TestUser) {
  const phone = await createProduct(seller);
  const placed = await call(`${api.url}/orders`, { method: 'POST', token: buyer.token, body: orderBody(phone._id) });
  expect(placed.status).toBe(201);
  return { phone, orderId: placed.body.insertedId as string };
}

describe('notifications reach the right person, once', () => {
  it('a booking request reaches the seller (in the app and by mail), not the buyer', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const { phone, orderId } = await book(buyer, seller);
    const [forSeller] = await notificationsOf(seller);
    expect(await notificationsOf(seller)).toHaveLength(1);
    expect(forSeller).toMatchObject({ kind: 'booking_requested', orderId, listingId: phone._id, read: false, link: `/dashboard/orders/${orderId}` });
    expect(forSeller!.body).toContain(buyer.name);
    expect(await notificationsOf(buyer)).toEqual([]);
    expect(await unread(seller)).toMatchObject({ count: 1 });
    expect(await unread(buyer)).toMatchObject({ count: 0 });
    // The Trigger Email extension's document.
    const mails = await mailTo(seller);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: seller.email, kind: 'booking_requested', message: { subject: expect.stringContaining('booking') } });
    expect(mails[0]!.message.text).toContain(`/dashboard/orders/${orderId}`);
    expect(mails[0]!.message.html).toContain('<a href=');
    expect(await mailTo(buyer)).toEqual([]);
  });

  it('a cancellation reaches the other side only', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const { orderId } = await book(buyer, seller);
    expect((await call(`${api.url}/orders/${orderId}`, { method: 'DELETE', token: buyer.token })).status).toBe(200);
    expect((await notificationsOf(seller)).map((n) => n.kind).sort()).toEqual(['booking_cancelled', 'booking_requested']);
    expect(await notificationsOf(buyer)).toEqual([]);
  });

  it('the meetup answers reach the buyer: accepted, declined', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const first = await book(buyer, seller);
    const slot = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call(`${api.url}/orders/${first.orderId}/accept`, { method: 'PUT', token: seller.token, body: { slot } })).status).toBe(200);
    const second = await book(buyer, seller);
    expect((await call(`${api.url}/orders/${second.orderId}/decline`, { method: 'PUT', token: seller.token, body: { reason: 'Sold elsewhere' } })).status).toBe(200);
    expect((await notificationsOf(buyer)).map((n) => [n.kind, n.orderId]).sort()).toEqual([
      ['booking_accepted', first.orderId],
      ['booking_declined', second.orderId],
    ].sort());
    expect((await notificationsOf(seller)).every((n) => n.kind === 'booking_requested')).toBe(true);
  });

  it('a completed handover reaches both, once, and counts the sale on the seller and their listings', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const { orderId } = await book(buyer, seller);
    const other = await createProduct(seller);
    await completeByHandover(api.url, orderId, seller, buyer);
    for (const user of [seller, buyer]) {
      const handovers = (await notificationsOf(user)).filter((n) => n.kind === 'handover_completed');
      expect(handovers).toHaveLength(1);
      expect(handovers[0]).toMatchObject({ orderId });
    }
    // One sale more than the established seller started with (test/harness.ts).
    const sales = seller.record.completed_sales + 1;
    expect((await db().collection('users').doc(seller.uid).get()).get('completed_sales')).toBe(sales);
    expect((await db().collection('products').doc(other._id).get()).get('seller_completed_sales')).toBe(sales);
    expect((await call(`${api.url}/products/${other._id}`)).body).toMatchObject({ seller_completed_sales: sales, seller_uid: seller.uid });
  });

  it('a verification reaches the seller once, however often an admin verifies', async () => {
    const seller = await createUser('seller');
    for (let i = 0; i < 2; i += 1) expect((await call(`${api.url}/users/verify/${seller.uid}`, { method: 'PUT', token: admin.token })).status).toBe(200);
    const verified = (await notificationsOf(seller)).filter((n) => n.kind === 'seller_verified');
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({ link: `/sellers/${seller.uid}` });
    expect(await notificationsOf(admin)).toEqual([]);
  });

  it('writes no mail for a kind the person turned off, but still the notification', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const off = await call(`${api.url}/users/me`, { method: 'PATCH', token: seller.token, body: { emailPreferences: { bookings: false } } });
    expect(off.status).toBe(200);
    expect(off.body.user.emailPreferences).toMatchObject({ bookings: false, messages: true, reviews: true, account: true });
    await book(buyer, seller);
    expect(await notificationsOf(seller)).toHaveLength(1);
    expect(await mailTo(seller)).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('lists mine newest first, marks one read (its owner only) and all read', async () => {
    const [seller, buyer, stranger] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer')]);
    for (let i = 0; i < 3; i += 1) await book(buyer, seller);
    expect(await unread(seller)).toMatchObject({ count: 3 });
    const first = await call(`${api.url}/notifications?limit=2`, { token: seller.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    expect(first.body[0]).not.toHaveProperty('uid');
    expect(first.body[0].createdAt >= first.body[1].createdAt).toBe(true);
    const second = await call(nextPageUrl(api.url, first.headers)!, { token: seller.token });
    expect(second.body).toHaveLength(1);
    expect((await call(`${api.url}/notifications`, { token: stranger.token })).body).toEqual([]);

    const id = first.body[0]._id;
    const refused = await call(`${api.url}/notifications/${id}/read`, { method: 'PUT', token: stranger.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ acknowledged: false, code: 'forbidden' });
    expect((await call(`${api.url}/notifications/${id}/read`, { method: 'PUT', token: seller.token })).body).toEqual({ acknowledged: true, read: true });
    expect(await unread(seller)).toMatchObject({ count: 2 });
    // Again: nothing changes.
    expect((await call(`${api.url}/notifications/${id}/read`, { method: 'PUT', token: seller.token })).status).toBe(200);
    expect(await unread(seller)).toMatchObject({ count: 2 });

    const all = await call(`${api.url}/notifications/read-all`, { method: 'PUT', token: seller.token });
    expect(all.body).toEqual({ acknowledged: true, modifiedCount: 2 });
    expect(await unread(seller)).toMatchObject({ count: 0 });
    expect((await call(`${api.url}/notifications`, { token: seller.token })).body.every((n: Notification) => n.read)).toBe(true);
  });

  it('answers a fresh account zero, and 404 / 400 for ids that name nothing or are malformed', async () => {
    const fresh = await createUser('buyer');
    expect(await unread(fresh)).toEqual({ count: 0, messages: 0, version: 0, updatedAt: null });
    expect((await call(`${api.url}/notifications/no-such-id/read`, { method: 'PUT', token: fresh.token })).status).toBe(404);
    const bad = await call(`${api.url}/notifications/a.b/read`, { method: 'PUT', token: fresh.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ acknowledged: false });
    expect((await call(`${api.url}/notifications?limit=abc`, { token: fresh.token })).status).toBe(400);
  });
});

describe("notices are written in the reader's language", () => {
  it('a Bangla seller gets the booking request in Bangla, in the app and by mail with links to the Bangla pages; an English buyer gets English', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller', { language: 'bn' }), createUser('buyer')]);
    const { phone, orderId } = await book(buyer, seller);
    const name = phone.phone_details.phone_name;

    const [request] = await notificationsOf(seller);
    expect(request).toMatchObject({
      kind: 'booking_requested',
      title: 'নতুন বুকিং অনুরোধ',
      body: `${buyer.name} আপনার ${name} কিনতে চান।`,
      // The app's own link: the web shows it in the language the reader has open.
      link: `/dashboard/orders/${orderId}`,
    });
    const [mail] = await mailTo(seller);
    expect(mail!.message.subject).toBe('ReCell: নতুন বুকিং অনুরোধ');
    expect(mail!.message.text).toBe(
      `${buyer.name} আপনার ${name} কিনতে চান।\n\n${config.publicUrl}/bn/dashboard/orders/${orderId}\n\nআপনার ReCell প্রোফাইল থেকে এই ইমেইলগুলো বন্ধ করতে পারেন।`,
    );
    expect(mail!.message.html).toContain(`<a href="${config.publicUrl}/bn/dashboard/orders/${orderId}">ReCell-এ খুলুন</a>`);

    // The seller accepts: the English buyer reads English, with links to the English pages.
    const slot = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call(`${api.url}/orders/${orderId}/accept`, { method: 'PUT', token: seller.token, body: { slot } })).status).toBe(200);
    const [accepted] = await notificationsOf(buyer);
    expect(accepted).toMatchObject({ kind: 'booking_accepted', title: 'Booking accepted', body: `${seller.name} accepted your booking of the ${name}.` });
    const [buyerMail] = await mailTo(buyer);
    expect(buyerMail!.message.text).toContain(`${config.publicUrl}/dashboard/orders/${orderId}\n`);
  });

  it('follows the language the account has when the notice is sent', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    expect((await call(`${api.url}/users/me`, { method: 'PATCH', token: buyer.token, body: { language: 'bn' } })).status).toBe(200);
    const { phone, orderId } = await book(buyer, seller);
    expect((await call(`${api.url}/orders/${orderId}/decline`, { method: 'PUT', token: seller.token, body: { reason: 'Sold elsewhere' } })).status).toBe(200);
    const [declined] = await notificationsOf(buyer);
    expect(declined).toMatchObject({ kind: 'booking_declined', title: 'বুকিং প্রত্যাখ্যান করা হয়েছে', body: `${seller.name} আপনার ${phone.phone_details.phone_name} বুকিং প্রত্যাখ্যান করেছেন।` });
    // The seller, in English, heard of the request in English.
    const [request] = await notificationsOf(seller);
    expect(request).toMatchObject({ kind: 'booking_requested', title: 'New booking request' });
  });

  it('sends a notice queued before notices named their text (English words in the event) as it was written', async () => {
    const reader = await createUser('buyer', { language: 'bn' });
    const written = { uid: reader.uid, kind: 'seller_verified', title: 'You are a verified seller', body: 'An admin verified your account.', link: '/sellers/x', key: 'legacy' };
    await onPersonNotice(newEvent('notice.person', reader.uid, 'legacy', written as unknown as NoticePayload, new Date()));
    const [notice] = await notificationsOf(reader);
    expect(notice).toMatchObject({ kind: 'seller_verified', title: 'You are a verified seller', body: 'An admin verified your account.' });
  });
});
