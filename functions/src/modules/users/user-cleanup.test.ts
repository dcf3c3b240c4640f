import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/firestore';
import { aMeetingSlot, completeByHandover, createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { settleEvents } from '../../test/event-queue';
import type { Offer } from '../../contract/offers';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { DELETED_USER_NAME } from '../../contract/users';
import { accountDeletedEvents } from './account-events';
import { SELLER_LEFT_REASON } from '../offers/departed-party.service';
import { sellerCopiesEvent } from '../listing-changes';
import { dispatch, recordEvents, type StoredEvent } from '../events';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const listing = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product | undefined;
const order = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order;
const storedOffer = async (id: string) => (await db().collection('offers').doc(id).get()).data() as Offer;
const wishlistOf = async (productId: string) => (await db().collection('wishlist').where('productId', '==', productId).get()).size;

async function book(buyer: TestUser, productId: string): Promise<string> {
  const response = await call(`${api.url}/orders`, {
    method: 'POST',
    token: buyer.token,
    body: { bookedId: productId, mobile_number: '01711111111', slots: [aMeetingSlot()] },
  });
  expect(response.status).toBe(201);
  return response.body.insertedId;
}

async function wish(user: TestUser, productId: string) {
  const response = await call(`${api.url}/wishlist`, { method: 'POST', token: user.token, body: { productId } });
  expect(response.status).toBe(201);
}

/** What a deleted account leaves, removed by the handlers of its account.deleted events, played as the queue would. */
async function removeUserFootprint(uid: string, now = new Date()) {
  const events = accountDeletedEvents(uid, now);
  await recordEvents(events);
  await dispatch(events);
  await settleEvents();
}

describe('DELETE /users/me answers once the record is gone; what the account leaves follows by events', () => {
  it('commits the deletion with one account.deleted event per part, and removes nothing else before they run', async () => {
    const [seller, other] = await Promise.all([createUser('verifiedSeller'), createUser('verifiedSeller')]);
    const phone = await createProduct(seller);
    await wish(seller, (await createProduct(other))._id);

    const response = await call(`${api.url}/users/me`, { method: 'DELETE', token: seller.token, settle: false });
    expect(response.status).toBe(200);
    expect((await db().collection('users').doc(seller.uid).get()).exists).toBe(false);
    // The listing and the wishlist are the handlers' to remove: still there.
    expect(await listing(phone._id)).toBeDefined();
    expect((await db().collection('wishlist').where('uid', '==', seller.uid).get()).size).toBe(1);
    const owed = (await db().collection('outbox').where('aggregateId', '==', seller.uid).where('type', '==', 'account.deleted').get()).docs.map(
      (doc) => doc.data() as StoredEvent,
    );
    expect(owed.map((event) => (event.payload as { part: string }).part).sort()).toEqual(['auth', 'conversations', 'listings', 'notifications', 'offers', 'push', 'saved-searches', 'wishlist']);
    expect(owed.every((event) => event.state === 'pending')).toBe(true);

    await settleEvents();
    expect(await listing(phone._id)).toBeUndefined();
    expect((await db().collection('wishlist').where('uid', '==', seller.uid).get()).size).toBe(0);
  });
});

describe('the account.deleted events', () => {
  it('removes a seller: their listings, the open orders on them and the wishlist entries of them', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const booked = await createProduct(seller);
    const wished = await createProduct(seller);
    const orderId = await book(buyer, booked._id);
    await wish(buyer, wished._id);
    await wish(buyer, booked._id);

    await removeUserFootprint(seller.uid);
    // The copies follow through the events the removal wrote: play them as the queue would.
    await settleEvents();

    expect(await listing(booked._id)).toBeUndefined();
    expect(await listing(wished._id)).toBeUndefined();
    expect((await order(orderId)).status).toBe('cancelled');
    expect(await wishlistOf(wished._id)).toBe(0);
    expect(await wishlistOf(booked._id)).toBe(0);
  });

  it('removes a buyer: their open orders are cancelled, freeing the listings, and their wishlist goes', async () => {
    const [seller, buyer, other] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer')]);
    const phone = await createProduct(seller);
    const orderId = await book(buyer, phone._id);
    await wish(buyer, phone._id);
    await wish(other, phone._id);

    await removeUserFootprint(buyer.uid);
    await settleEvents();

    expect((await order(orderId)).status).toBe('cancelled');
    expect(await listing(phone._id)).toMatchObject({ status: 'available', bookedId: null, bookingSeq: 1 });
    expect((await db().collection('wishlist').where('uid', '==', buyer.uid).get()).size).toBe(0);
    // Other people's entries stay, with the listing's fresh status.
    const kept = await db().collection('wishlist').where('productId', '==', phone._id).get();
    expect(kept.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ uid: other.uid, status: 'available' })]);
    // The freed phone can be booked again.
    expect(await book(other, phone._id)).toBe(`${phone._id}-1`);
  });

  it('keeps closed orders for the other party, with the leaving party anonymised', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const phone = await createProduct(seller);
    const orderId = await book(buyer, phone._id);
    await completeByHandover(api.url, orderId, seller, buyer);
    const now = new Date();

    await removeUserFootprint(buyer.uid, now);
    await settleEvents();

    expect(await order(orderId)).toMatchObject({
      status: 'completed',
      buyer_name: DELETED_USER_NAME,
      email: '',
      mobile_number: '',
      buyer_uid: '',
      message: '',
      seller_uid: seller.uid,
      seller_name: seller.name,
      updatedAt: now.toISOString(),
    });
    expect((await listing(phone._id))?.status).toBe('sold');
  });
});

describe('the offers part of account.deleted', () => {
  const offer = async (buyer: TestUser, productId: string, price: number) => {
    const response = await call(`${api.url}/products/${productId}/offers`, { method: 'POST', token: buyer.token, body: { price } });
    expect(response.status).toBe(201);
    return response.body.offer as Offer;
  };
  const accept = async (seller: TestUser, offerId: string) =>
    expect((await call(`${api.url}/offers/${offerId}/accept`, { method: 'PUT', token: seller.token })).status).toBe(200);

  it("closes a leaving buyer's pending offers, frees the phone their accepted offer held, and anonymises them for the seller", async () => {
    const [seller, buyer, other] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer')]);
    const [asked, held] = [await createProduct(seller, { price: 10_000 }), await createProduct(seller, { price: 10_000 })];
    const pending = await offer(buyer, asked._id, 8_000);
    const accepted = await offer(buyer, held._id, 9_000);
    await accept(seller, accepted._id);
    const now = new Date();

    await removeUserFootprint(buyer.uid, now);

    expect(await storedOffer(pending._id)).toMatchObject({ status: 'withdrawn', buyer_name: DELETED_USER_NAME, buyer_uid: '', message: '', seller_uid: seller.uid });
    expect(await storedOffer(accepted._id)).toMatchObject({ status: 'accepted', buyer_name: DELETED_USER_NAME, buyer_uid: '' });
    expect((await listing(held._id))?.offer_hold).toBeNull();
    // The freed phone takes offers and bookings from others again.
    expect((await offer(other, held._id, 9_500)).status).toBe('pending');
    // The seller still reads the rounds, without the buyer.
    const received = await call(`${api.url}/offers?side=seller`, { token: seller.token });
    expect(received.body.map((round: Offer) => round.buyer_name).sort()).toEqual([DELETED_USER_NAME, DELETED_USER_NAME, other.name].sort());
  });

  it("declines the offers pending on a leaving seller's phones, saying why, and anonymises the seller for the buyer", async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const phone = await createProduct(seller, { price: 10_000 });
    const pending = await offer(buyer, phone._id, 8_000);

    await removeUserFootprint(seller.uid);
    await settleEvents();

    expect(await storedOffer(pending._id)).toMatchObject({ status: 'declined', decline_reason: SELLER_LEFT_REASON, seller_name: DELETED_USER_NAME, seller_uid: '', buyer_uid: buyer.uid });
    expect((await call(`${api.url}/offers/${pending._id}`, { token: buyer.token })).body).toMatchObject({ status: 'declined', seller_name: DELETED_USER_NAME });
  });
});

describe('the seller.copies event', () => {
  it("rewrites the named seller fields on all of the seller's listings from their record, and only those", async () => {
    const [seller, other] = await Promise.all([createUser('verifiedSeller'), createUser('verifiedSeller')]);
    const mine = [await createProduct(seller), await createProduct(seller, { status: 'sold' })];
    const theirs = await createProduct(other);
    await db().collection('users').doc(seller.uid).update({ verified: false, name: 'Renamed Seller', image: '/api/images/x.webp', completed_sales: 9 });

    const events = [sellerCopiesEvent(seller.uid, ['verified', 'seller_name', 'seller_img'], new Date())];
    await recordEvents(events);
    await dispatch(events);
    await settleEvents();

    for (const phone of mine) {
      const copy = await listing(phone._id);
      expect(copy).toMatchObject({ verified: false, seller_name: 'Renamed Seller', seller_img: '/api/images/x.webp' });
      // Not named by the event: left as it was.
      expect(copy?.seller_completed_sales).toBe(phone.seller_completed_sales);
    }
    expect(await listing(theirs._id)).toMatchObject({ verified: true, seller_name: other.name });
  });
});
