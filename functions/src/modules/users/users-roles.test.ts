import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { auth, db } from '../../shared/firestore';
import { createProduct, productBody } from '../../test/factories';
import { call, createUser, signIn, startApi, type TestUser } from '../../test/harness';
import type { Product } from '../../contract/products';
import type { UserRecord } from '../../contract/users';

/** The server's clock, moved by the tests (never slept on). */
let clock = new Date('2026-11-20T08:30:00.000Z');
let api: Awaited<ReturnType<typeof startApi>>;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(createApp({ now: () => clock }));
  admin = await createUser('admin');
});
afterAll(() => api.close());

const storedUser = async (uid: string) => (await db().collection('users').doc(uid).get()).data() as UserRecord | undefined;
const storedListing = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product | undefined;
const claimsOf = async (uid: string) => (await auth().getUser(uid)).customClaims;

const changeRole = (user: TestUser, body: unknown) => call(`${api.url}/users/me/role`, { method: 'PUT', token: user.token, body });
const requestVerification = (user: TestUser) => call(`${api.url}/users/me/verification-request`, { method: 'POST', token: user.token });
const asAdmin = (method: string, path: string) => call(`${api.url}${path}`, { method, token: admin.token });

/** A fresh ID token: the one that carries the claims the API has just set. */
const refreshed = async (user: TestUser): Promise<TestUser> => ({ ...user, token: await signIn(user.email) });

describe('PUT /api/users/me/role', () => {
  it('turns a buyer into an unverified seller, on the record and the claims; still no listing until an admin verifies', async () => {
    const buyer = await createUser('buyer');
    const response = await changeRole(buyer, { role: 'seller' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, user: { ...buyer.record, user_role: 'Seller' } });
    expect(await storedUser(buyer.uid)).toEqual({ ...buyer.record, user_role: 'Seller' });
    expect(await claimsOf(buyer.uid)).toEqual({ role: 'seller' });

    const seller = await refreshed(buyer);
    expect((await call(`${api.url}/users/seller/${seller.email}`, { token: seller.token })).body).toEqual({ isSeller: true });
    const listing = await call(`${api.url}/products`, { method: 'POST', token: seller.token, body: productBody() });
    expect(listing.status).toBe(403);
  });

  it('is idempotent: asking for the role one has changes nothing', async () => {
    const seller = await createUser('verifiedSeller');
    const response = await changeRole(seller, { role: 'seller' });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual(seller.record);
    expect(await storedUser(seller.uid)).toEqual(seller.record);
    expect(await claimsOf(seller.uid)).toEqual({ role: 'seller', verified: true });
  });

  it.each([
    [{ role: 'admin' }],
    [{ role: 'Seller' }],
    [{}],
    [{ role: 42 }],
  ])('refuses %j (400) and changes nothing', async (body) => {
    const buyer = await createUser('buyer');
    const response = await changeRole(buyer, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed', details: [{ path: 'role', message: 'Role must be buyer or seller.' }] });
    expect(await storedUser(buyer.uid)).toEqual(buyer.record);
    expect(await claimsOf(buyer.uid)).toEqual({ role: 'buyer' });
  });

  it('never grants admin or verified, whatever else the body says', async () => {
    const buyer = await createUser('buyer');
    const response = await changeRole(buyer, { role: 'seller', admin: true, verified: true, user_role: 'Seller', roleName: 'admin' });
    expect(response.status).toBe(200);
    expect(await storedUser(buyer.uid)).toMatchObject({ user_role: 'Seller', role: 'user', verified: false });
    expect(await claimsOf(buyer.uid)).toEqual({ role: 'seller' });
  });

  it('refuses a body that is not JSON (415)', async () => {
    const buyer = await createUser('buyer');
    const response = await call(`${api.url}/users/me/role`, { method: 'PUT', token: buyer.token, body: 'role=seller', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
    expect(await storedUser(buyer.uid)).toEqual(buyer.record);
  });

  it('keeps a seller with a phone on sale or booked a seller (409), and lets them go back to buyer once none is left', async () => {
    const seller = await createUser('verifiedSeller');
    const onSale = await createProduct(seller);
    const booked = await createProduct(seller, { status: 'booked' });
    const sold = await createProduct(seller, { status: 'sold' });

    const refused = await changeRole(seller, { role: 'buyer' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      acknowledged: false,
      code: 'conflict',
      message: 'You still have phones on sale or booked. Mark them sold or delete them before you go back to buying only.',
    });
    expect(await storedUser(seller.uid)).toEqual(seller.record);

    await db().collection('products').doc(onSale._id).delete();
    expect((await changeRole(seller, { role: 'buyer' })).status).toBe(409);
    await db().collection('products').doc(booked._id).update({ status: 'sold' });

    const response = await changeRole(seller, { role: 'buyer' });
    expect(response.status).toBe(200);
    // Going back to buying gives up verification; the sold listings stay, no longer badged.
    expect(await storedUser(seller.uid)).toEqual({ ...seller.record, user_role: 'Buyer', verified: false });
    expect(await claimsOf(seller.uid)).toEqual({ role: 'buyer' });
    expect(await storedListing(sold._id)).toMatchObject({ status: 'sold', verified: false });

    // Coming back as a seller means being verified again.
    expect((await changeRole(seller, { role: 'seller' })).status).toBe(200);
    expect(await storedUser(seller.uid)).toMatchObject({ user_role: 'Seller', verified: false, verificationRequestedAt: null });
  });

  it("keeps an admin's privilege when their account type changes", async () => {
    const other = await createUser('admin');
    expect((await changeRole(other, { role: 'seller' })).status).toBe(200);
    expect(await storedUser(other.uid)).toMatchObject({ user_role: 'Seller', role: 'admin' });
    expect(await claimsOf(other.uid)).toEqual({ role: 'seller', admin: true });
  });
});

describe('POST /api/users/me/verification-request', () => {
  it("records the server's time, keeps the first request's time on a repeat, and shows it to the seller and in the admin's Sellers list", async () => {
    const seller = await createUser('seller');
    clock = new Date('2026-11-20T08:30:00.000Z');
    const first = await requestVerification(seller);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ acknowledged: true, user: { ...seller.record, verificationRequestedAt: '2026-11-20T08:30:00.000Z' } });

    clock = new Date('2026-11-22T17:00:00.000Z');
    const repeat = await requestVerification(seller);
    expect(repeat.status).toBe(200);
    expect(repeat.body.user.verificationRequestedAt).toBe('2026-11-20T08:30:00.000Z');
    expect(await storedUser(seller.uid)).toEqual({ ...seller.record, verificationRequestedAt: '2026-11-20T08:30:00.000Z' });

    const own = await call(`${api.url}/verify/${seller.email}`, { token: seller.token });
    expect(own.body).toEqual({ verified: false, verificationRequestedAt: '2026-11-20T08:30:00.000Z' });
    const sellers = (await call(`${api.url}/users/seller?limit=100`, { token: admin.token })).body as UserRecord[];
    expect(sellers.find((user) => user._id === seller.uid)?.verificationRequestedAt).toBe('2026-11-20T08:30:00.000Z');
  });

  it('is answered by verify (the request is done) and declined by unverify (they may ask again)', async () => {
    const seller = await createUser('seller');
    clock = new Date('2026-11-21T10:00:00.000Z');
    expect((await requestVerification(seller)).status).toBe(200);
    const verified = await asAdmin('PUT', `/users/verify/${seller.uid}`);
    expect(verified.body.user).toMatchObject({ verified: true, verificationRequestedAt: null });
    expect((await call(`${api.url}/verify/${seller.email}`, { token: seller.token })).body).toEqual({ verified: true, verificationRequestedAt: null });

    expect((await asAdmin('DELETE', `/users/verify/${seller.uid}`)).status).toBe(200);
    clock = new Date('2026-11-23T09:00:00.000Z');
    expect((await requestVerification(seller)).body.user.verificationRequestedAt).toBe('2026-11-23T09:00:00.000Z');
    const declined = await asAdmin('DELETE', `/users/verify/${seller.uid}`);
    expect(declined.body.user).toMatchObject({ verified: false, verificationRequestedAt: null });
  });

  it('refuses a buyer (403) and an already verified seller (409), changing nothing', async () => {
    const buyer = await createUser('buyer');
    const asBuyer = await requestVerification(buyer);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toMatchObject({ acknowledged: false, code: 'forbidden', message: 'Only sellers are verified. Become a seller on your profile first.' });
    expect(await storedUser(buyer.uid)).toEqual(buyer.record);

    const verified = await createUser('verifiedSeller');
    const asVerified = await requestVerification(verified);
    expect(asVerified.status).toBe(409);
    expect(asVerified.body).toMatchObject({ acknowledged: false, code: 'conflict', message: 'You are already verified.' });
    expect(await storedUser(verified.uid)).toEqual(verified.record);
  });

  it('lets a buyer who became a seller ask at once (the journey of the profile page)', async () => {
    const buyer = await createUser('buyer');
    expect((await changeRole(buyer, { role: 'seller' })).status).toBe(200);
    clock = new Date('2026-11-24T11:00:00.000Z');
    const response = await requestVerification(buyer);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ user_role: 'Seller', verified: false, verificationRequestedAt: '2026-11-24T11:00:00.000Z' });
  });
});

describe('DELETE /api/users/verify/:id', () => {
  it('unverifies a seller on the record, the claims and their listings; they can no longer list; idempotent', async () => {
    const seller = await createUser('verifiedSeller');
    const listing = await createProduct(seller);
    const response = await asAdmin('DELETE', `/users/verify/${seller.uid}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, user: { ...seller.record, verified: false } });
    expect(await claimsOf(seller.uid)).toEqual({ role: 'seller' });
    expect(await storedListing(listing._id)).toMatchObject({ verified: false });
    const attempt = await call(`${api.url}/products`, { method: 'POST', token: seller.token, body: productBody() });
    expect(attempt.status).toBe(403);

    const again = await asAdmin('DELETE', `/users/verify/${seller.uid}`);
    expect(again.status).toBe(200);
    expect(await storedUser(seller.uid)).toEqual({ ...seller.record, verified: false });
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const unknown = await asAdmin('DELETE', '/users/verify/nobody-at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ acknowledged: false, code: 'not_found' });
    expect((await asAdmin('DELETE', '/users/verify/not.an%2Fid')).status).toBe(400);
  });
});
