import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { auth, db } from '../../shared/firestore';
import { bookingBody, createProduct, productBody } from '../../test/factories';
import { call, createUser, randomBdMobile, signIn, startApi, type TestUser } from '../../test/harness';
import { linkPhone, phoneCodeOf, sendPhoneCode } from '../../../../scripts/lib/auth-emulator';
import type { Product, PublicListing } from '../../contract/products';
import type { Order } from '../../contract/orders';
import { bdMobileE164 } from '../../contract/schema-helpers';

/*
 * Verified mobile numbers over HTTP: linked through the Auth emulator's phone provider (the REST
 * calls linkWithPhoneNumber makes), required to list and to book, passed on to the other side of a
 * booking, public only as "verified", and counted by the trust score.
 */

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi(createApp());
});
afterAll(() => api.close());

const url = (path: string) => `${api.url}${path}`;
const list = (who: TestUser) => call(url('/products'), { method: 'POST', token: who.token, body: productBody({ mobile_number: '01999999999' }) });
const book = (who: TestUser, listingId: string) =>
  call(url('/orders'), { method: 'POST', token: who.token, body: bookingBody(listingId, { mobile_number: '+8801888888888' }) });

/** Sends a code to the number, reads it from the emulator and links the number to the account: what the Profile's form does. */
async function verifyPhone(who: TestUser, phoneNumber: string) {
  const session = await sendPhoneCode(phoneNumber);
  return linkPhone(who.token, session, await phoneCodeOf(session));
}

describe('linking a mobile number through the Auth emulator', () => {
  it('lets a seller without a number list once the code is confirmed, with that number and the trust it earns', async () => {
    const seller = await createUser('verifiedSeller', {}, { phone: false });
    const refused = await list(seller);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'phone_not_verified', message: expect.stringMatching(/^Verify your mobile number on your Profile/) });

    const phone = randomBdMobile();
    const wrong = await linkPhone(seller.token, await sendPhoneCode(phone), '000000');
    expect(wrong.error?.message).toMatch(/^INVALID_CODE/);
    const linked = await verifyPhone(seller, phone);
    expect(linked).toMatchObject({ phoneNumber: phone, idToken: expect.any(String) });
    expect((await auth().getUser(seller.uid)).phoneNumber).toBe(phone);

    // The old ID token still works: the server asks Auth, not the token, which number is verified.
    const created = await list(seller);
    expect(created.status).toBe(201);
    const id = created.body.insertedId as string;
    const stored = (await db().collection('products').doc(id).get()).data() as Product;
    // The body's number is not the listing's: the verified one is.
    expect(stored).toMatchObject({ mobile_number: phone, seller_phone_verified: true });
    const read = (await call(url(`/products/${id}`))).body as PublicListing;
    expect(read.seller_phone_verified).toBe(true);
    expect(read).not.toHaveProperty('mobile_number');
    expect(read.trust_reasons.find((reason) => reason.factor === 'phone_verified')).toMatchObject({ met: true, points: 5, max: 5 });

    const profile = await call(url(`/users/${seller.uid}/profile`));
    expect(profile.body).toMatchObject({ phone_verified: true });
    expect(JSON.stringify(profile.body)).not.toContain(phone);
  });

  it('refuses a number verified on another account: nothing is linked, and listing stays refused', async () => {
    const [holder, other] = await Promise.all([createUser('verifiedSeller'), createUser('verifiedSeller', {}, { phone: false })]);
    const answer = await verifyPhone(other, holder.phone!);
    // Auth answers a proof to sign in to the holder's account, never a token of `other` with the number.
    expect(answer.idToken).toBeUndefined();
    expect(answer.temporaryProof).toEqual(expect.any(String));
    expect((await auth().getUser(other.uid)).phoneNumber).toBeUndefined();
    expect((await auth().getUser(holder.uid)).phoneNumber).toBe(holder.phone);
    expect((await list({ ...other, token: await signIn(other.email) })).body.code).toBe('phone_not_verified');
    // The admin SDK keeps one number on one account too.
    await expect(auth().updateUser(other.uid, { phoneNumber: holder.phone! })).rejects.toMatchObject({ code: 'auth/phone-number-already-exists' });
  });

  it('shows no "Phone verified" on the profile of a person without a number', async () => {
    const person = await createUser('verifiedSeller', {}, { phone: false });
    expect((await call(url(`/users/${person.uid}/profile`))).body).toMatchObject({ phone_verified: false });
  });
});

describe('booking needs a verified number', () => {
  it('refuses a buyer without one, and gives each side the other’s verified number, never the body’s', async () => {
    const [seller, buyer, unverified] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer', {}, { phone: false })]);
    const listing = await createProduct(seller);
    const refused = await book(unverified, listing._id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'phone_not_verified', message: expect.stringMatching(/before you book/) });
    expect((await db().collection('products').doc(listing._id).get()).data()).toMatchObject({ status: 'available' });

    const booked = await book(buyer, listing._id);
    expect(booked.status).toBe(201);
    const order = (await db().collection('orders').doc(booked.body.insertedId).get()).data() as Order;
    expect(order).toMatchObject({ mobile_number: buyer.phone, seller_mobile_number: seller.phone });
  });

  it('takes the seller’s current number when they changed it after listing', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const listing = await createProduct(seller);
    const changed = randomBdMobile();
    await auth().updateUser(seller.uid, { phoneNumber: changed });
    const booked = await book(buyer, listing._id);
    const order = (await db().collection('orders').doc(booked.body.insertedId).get()).data() as Order;
    expect(order.seller_mobile_number).toBe(changed);
  });
});

describe('re-listing needs a verified number', () => {
  it('refuses to put a sold phone back on sale once the seller has no number, and takes the new one after', async () => {
    const seller = await createUser('verifiedSeller');
    const listing = await createProduct(seller);
    const toggle = () => call(url(`/products/sold/${listing._id}`), { method: 'PUT', token: seller.token });
    expect((await toggle()).body.status).toBe('sold');
    await auth().updateUser(seller.uid, { phoneNumber: null });
    const refused = await toggle();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('phone_not_verified');
    const next = randomBdMobile();
    await auth().updateUser(seller.uid, { phoneNumber: next });
    expect((await toggle()).body.status).toBe('available');
    expect((await db().collection('products').doc(listing._id).get()).data()).toMatchObject({ mobile_number: next, seller_phone_verified: true });
  });

  it('lets an admin without a number list (admins list for others), without the phone’s trust', async () => {
    const bare = await createUser('admin', {}, { phone: false });
    const created = await list(bare);
    expect(created.status).toBe(201);
    const stored = (await db().collection('products').doc(created.body.insertedId).get()).data() as Product;
    expect(stored).toMatchObject({ mobile_number: '', seller_phone_verified: false });
    expect(stored.trust_reasons.find((reason) => reason.factor === 'phone_verified')).toMatchObject({ met: false, points: 0 });
  });
});

describe('Bangladeshi mobile numbers', () => {
  it('are normalised to E.164 from every usual writing, and anything else is refused', () => {
    for (const written of ['01712345678', '01712-345678', '+880 1712 345678', '8801712345678', '1712345678']) expect(bdMobileE164(written)).toBe('+8801712345678');
    for (const wrong of ['01212345678', '0171234567', '+8801712345678 9', '+441712345678', '']) expect(bdMobileE164(wrong)).toBeNull();
  });
});
