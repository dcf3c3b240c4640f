import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../shared/firestore';
import { aMeetingSlot, completeByHandover, createProduct, testImageUrl } from '../../test/factories';
import { call, createUser, signIn, startApi, type TestUser } from '../../test/harness';
import { DEFAULT_EMAIL_PREFERENCES, DELETED_USER_NAME, RECENT_SIGN_IN_SECONDS, type UserRecord } from '../../contract/users';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { AppError } from '../../shared/app-error';
import { deleteOwnAccount } from './users.service';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const me = () => `${api.url}/users/me`;
const record = async (uid: string) => (await db().collection('users').doc(uid).get()).data() as UserRecord | undefined;
const listing = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product | undefined;
const order = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order | undefined;

/** A user whose name is theirs alone in this run, on their record and their Auth profile. */
async function namedUser(kind: Parameters<typeof createUser>[0], label: string): Promise<TestUser> {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  const user = await createUser(kind, { name });
  await auth().updateUser(user.uid, { displayName: name });
  return { ...user, name };
}

async function book(buyer: TestUser, productId: string): Promise<string> {
  const response = await call(`${api.url}/orders`, { method: 'POST', token: buyer.token, body: { bookedId: productId, mobile_number: '+8801711000111', message: `Call ${buyer.name}`, slots: [aMeetingSlot()] } });
  expect(response.status).toBe(201);
  return response.body.insertedId;
}

describe('GET /users/me', () => {
  it("answers the caller's own record, email preferences included", async () => {
    const buyer = await createUser('buyer');
    const response = await call(me(), { token: buyer.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...buyer.record, emailPreferences: DEFAULT_EMAIL_PREFERENCES });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 401 without a token', async () => {
    const response = await call(me());
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'unauthenticated' });
  });
});

describe('PATCH /users/me', () => {
  it.each([
    [{ name: '   ' }, 'name', 'Name is required.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
    [{ image: 'javascript:alert(1)' }, 'image', 'Photo must be a web address (http or https).'],
    [{ emailPreferences: { news: 'yes' } }, 'emailPreferences.news', 'News emails must be true or false.'],
    [{ language: 'fr' }, 'language', 'Language must be one of en, bn.'],
    [{}, '', 'Send a name, a photo, email preferences or a language to change.'],
    [{ role: 'admin', verified: true }, '', 'Send a name, a photo, email preferences or a language to change.'],
  ])('refuses %j with 400 and the error body', async (body, path, message) => {
    const user = await createUser('buyer');
    const response = await call(me(), { method: 'PATCH', token: user.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed', details: [{ path, message }] });
    expect(await record(user.uid)).toEqual(user.record);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const user = await createUser('buyer');
    const response = await call(me(), { method: 'PATCH', token: user.token, body: 'name=Someone', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
  });

  it('changes name and photo on the record, the Auth profile and the copies on every listing of theirs', async () => {
    const [seller, other] = await Promise.all([createUser('verifiedSeller'), createUser('verifiedSeller')]);
    const mine = [await createProduct(seller), await createProduct(seller, { status: 'sold' })];
    const theirs = await createProduct(other);
    const image = testImageUrl();

    const response = await call(me(), { method: 'PATCH', token: seller.token, body: { name: '  Renamed Seller ', image, role: 'admin' } });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, user: { ...seller.record, name: 'Renamed Seller', image } });
    expect(await record(seller.uid)).toEqual({ ...seller.record, name: 'Renamed Seller', image });
    const account = await auth().getUser(seller.uid);
    expect(account.displayName).toBe('Renamed Seller');
    // Auth keeps absolute URLs: the local upload is resolved against the API's origin.
    expect(account.photoURL).toBe(new URL(image, api.url).href);
    for (const phone of mine) expect(await listing(phone._id)).toMatchObject({ seller_name: 'Renamed Seller', seller_img: image });
    expect(await listing(theirs._id)).toMatchObject({ seller_name: other.name, seller_img: other.record.image });
    // The public listing shows the new name.
    expect((await call(`${api.url}/products/${mine[0]!._id}`)).body).toMatchObject({ seller_name: 'Renamed Seller', seller_img: image });
  });

  it('changes the email preferences sent, keeping the others', async () => {
    const buyer = await createUser('buyer');
    const first = await call(me(), { method: 'PATCH', token: buyer.token, body: { emailPreferences: { news: true } } });
    expect(first.body.user.emailPreferences).toEqual({ bookings: true, messages: true, news: true, reviews: true, account: true });
    const second = await call(me(), { method: 'PATCH', token: buyer.token, body: { emailPreferences: { bookings: false } } });
    expect(second.status).toBe(200);
    expect((await call(me(), { token: buyer.token })).body.emailPreferences).toEqual({ bookings: false, messages: true, news: true, reviews: true, account: true });
    // Name and photo untouched, on the record and in Auth.
    expect(await record(buyer.uid)).toMatchObject({ name: buyer.record.name, image: buyer.record.image });
    expect((await auth().getUser(buyer.uid)).displayName).toBe(buyer.name);
  });
});

describe('PATCH /users/me language', () => {
  it('is English for a new account, and the language sent from then on, answered by GET /users/me', async () => {
    const buyer = await createUser('buyer');
    expect((await call(me(), { token: buyer.token })).body.language).toBe('en');
    const response = await call(me(), { method: 'PATCH', token: buyer.token, body: { language: 'bn' } });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ ...buyer.record, language: 'bn' });
    expect((await call(me(), { token: buyer.token })).body.language).toBe('bn');
    expect(await record(buyer.uid)).toEqual({ ...buyer.record, language: 'bn' });
  });
});

describe('DELETE /users/me', () => {
  it('removes what the admin delete removes, and leaves only the closed deals, anonymised, to the other party', async () => {
    const [leaving, buyer, seller] = await Promise.all([
      namedUser('verifiedSeller', 'Leaving Seller'),
      namedUser('buyer', 'Staying Buyer'),
      namedUser('verifiedSeller', 'Staying Seller'),
    ]);
    // As a seller: an available listing (on the buyer's wishlist), a booked one and a sold one.
    const [available, booked, sold] = [await createProduct(leaving), await createProduct(leaving), await createProduct(leaving)];
    expect((await call(`${api.url}/wishlist`, { method: 'POST', token: buyer.token, body: { productId: available._id } })).status).toBe(201);
    const openSale = await book(buyer, booked._id);
    const completedSale = await book(buyer, sold._id);
    await completeByHandover(api.url, completedSale, leaving, buyer);
    // As a buyer: a completed purchase, an open booking and a wishlist entry, all of the other seller's phones.
    const [bought, holding, wished] = [await createProduct(seller), await createProduct(seller), await createProduct(seller)];
    const completedPurchase = await book(leaving, bought._id);
    await completeByHandover(api.url, completedPurchase, seller, leaving);
    const openPurchase = await book(leaving, holding._id);
    expect((await call(`${api.url}/wishlist`, { method: 'POST', token: leaving.token, body: { productId: wished._id } })).status).toBe(201);

    const response = await call(me(), { method: 'DELETE', token: leaving.token });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });
    // The Auth account and the record are gone: no sign-in, and the old token opens nothing.
    await expect(auth().getUser(leaving.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(signIn(leaving.email)).rejects.toThrow();
    expect((await call(me(), { token: leaving.token })).status).toBe(401);
    expect(await record(leaving.uid)).toBeUndefined();
    // Their listings went; the phone they held is free again.
    for (const phone of [available, booked, sold]) expect(await listing(phone._id)).toBeUndefined();
    expect(await listing(holding._id)).toMatchObject({ status: 'available', bookedId: null });
    expect((await order(openSale))?.status).toBe('cancelled');
    expect((await order(openPurchase))?.status).toBe('cancelled');

    // Nothing in users, products, orders or wishlist names them: not their uid, email or name...
    const documents = await Promise.all(
      ['users', 'products', 'orders', 'wishlist'].map(async (name) => (await db().collection(name).get()).docs.map((doc) => ({ id: `${name}/${doc.id}`, text: JSON.stringify(doc.data()) }))),
    );
    for (const { id, text } of documents.flat()) {
      for (const trace of [leaving.uid, leaving.email, leaving.name]) expect(text, `${id} names the deleted user`).not.toContain(trace);
    }
    // ...while each deal stays for the other party, with the leaving party anonymised.
    const anonymisedSeller = { seller_name: DELETED_USER_NAME, seller_email: '', seller_mobile_number: '', seller_uid: '' };
    const anonymisedBuyer = { buyer_name: DELETED_USER_NAME, email: '', mobile_number: '', buyer_uid: '', message: '' };
    expect(await order(completedSale)).toMatchObject({ status: 'completed', ...anonymisedSeller, buyer_uid: buyer.uid, buyer_name: buyer.name });
    expect(await order(openSale)).toMatchObject(anonymisedSeller);
    expect(await order(completedPurchase)).toMatchObject({ status: 'completed', ...anonymisedBuyer, seller_uid: seller.uid, seller_name: seller.name });
    expect(await order(openPurchase)).toMatchObject(anonymisedBuyer);
    const buyersOrders = await call(`${api.url}/orders?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token });
    expect(buyersOrders.body.map((deal: Order) => deal._id)).toEqual(expect.arrayContaining([completedSale, openSale]));
    const sellersOrders = await call(`${api.url}/orders?email=${encodeURIComponent(seller.email)}`, { token: seller.token });
    expect(sellersOrders.body.find((deal: Order) => deal._id === completedPurchase)).toMatchObject({ buyer_name: DELETED_USER_NAME, email: '' });
  });

  it('asks for a recent sign-in: a session older than a few minutes cannot delete the account', async () => {
    const buyer = await createUser('buyer');
    const token = await auth().verifyIdToken(buyer.token);
    const caller = { uid: buyer.uid, email: buyer.email, token, rawToken: buyer.token, profile: buyer.record };
    const later = new Date(token.auth_time * 1000 + (RECENT_SIGN_IN_SECONDS + 1) * 1000);
    await expect(deleteOwnAccount(caller, later)).rejects.toBeInstanceOf(AppError);
    await expect(deleteOwnAccount(caller, later)).rejects.toMatchObject({ status: 403, code: 'recent_login_required' });
    expect(await record(buyer.uid)).toEqual(buyer.record);
  });
});
