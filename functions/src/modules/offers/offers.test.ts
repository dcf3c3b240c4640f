/**
 * Offers over HTTP with real ID tokens, on the shared emulators, with the app's clock moved by the
 * test (never slept). The sweep test keeps its clock in the past, so the offers other test files
 * make at the real time are never its business.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { db } from '../../shared/firestore';
import { createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import { UNDER_FLOOR_REASON } from '../../contract/offer-status';
import type { Offer, OfferView } from '../../contract/offers';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { sweepExpiredOffers } from './offers.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let now = new Date();
let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(createApp({ now: () => now }));
  [seller, buyer, otherBuyer, stranger, admin] = await Promise.all([
    createUser('verifiedSeller'),
    createUser('buyer'),
    createUser('buyer'),
    createUser('buyer'),
    createUser('admin'),
  ]);
});
afterAll(() => api.close());
beforeEach(() => {
  now = new Date();
});

const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const storedOffer = async (id: string) => (await db().collection('offers').doc(id).get()).data() as Offer | undefined;
const storedOrder = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order;
const storedListing = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product;
/** The notification `kind` about `offerId` that `user` was sent (notifications/{uid}_{kind}_{key}), if any. */
const notified = async (user: TestUser, kind: string, offerId: string) =>
  (await db().collection('notifications').doc(`${user.uid}_${kind}_${offerId}`).get()).data();

const as = (user: TestUser | null, path: string, method = 'GET', body?: unknown) => call(`${api.url}${path}`, { method, token: user?.token, body });
const offer = (user: TestUser, listingId: string, price: number, message?: string) =>
  as(user, `/products/${listingId}/offers`, 'POST', message === undefined ? { price } : { price, message });
const book = (user: TestUser, listingId: string) =>
  as(user, '/orders', 'POST', { bookedId: listingId, mobile_number: '+8801711111111', meet_location: 'Gulshan 1', slots: [at(DAY)] });

/** A fresh listing of the seller asking ৳10,000. */
const phone = (overrides: Partial<Product> = {}) => createProduct(seller, { price: 10_000, ...overrides });

describe('POST /api/products/:id/offers', () => {
  it('opens a pending round for 24 hours; names, listing and deadline come from the server; the seller is told', async () => {
    const listing = await phone();
    const made = await offer(buyer, listing._id, 8_000, 'Cash today?');
    expect(made.status).toBe(201);
    expect(made.body.offer).toMatchObject({
      _id: `${listing._id}_${buyer.uid}_1`,
      listing_id: listing._id,
      buyer_uid: buyer.uid,
      seller_uid: seller.uid,
      buyer_name: buyer.name,
      item_name: listing.phone_details.phone_name,
      listed_price: 10_000,
      round: 1,
      price: 8_000,
      proposed_by: 'buyer',
      message: 'Cash today?',
      status: 'pending',
      answer_by: at(DAY),
      book_by: null,
    });
    expect(await notified(seller, 'offer_received', made.body.offer._id)).toMatchObject({ listingId: listing._id, link: '/dashboard/offers' });
  });

  it('refuses prices that are not whole taka, under half the asking price, or not below it', async () => {
    const listing = await phone();
    for (const price of [7999.5, '8000', null]) {
      const refused = await as(buyer, `/products/${listing._id}/offers`, 'POST', { price });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path: 'price' })] });
    }
    for (const price of [4_999, 10_000, 12_000]) {
      const refused = await offer(buyer, listing._id, price);
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([expect.objectContaining({ path: 'price' })]);
    }
    expect((await offer(buyer, listing._id, 5_000)).status).toBe(201);
    expect(await db().collection('offers').where('listing_id', '==', listing._id).count().get().then((count) => count.data().count)).toBe(1);
  });

  it("refuses one's own, sold, booked, hidden, pending, rejected and firm listings, and unknown ones", async () => {
    const own = await phone();
    expect((await offer(seller, own._id, 8_000)).status).toBe(403);
    const sold = await phone({ status: 'sold' });
    expect((await offer(buyer, sold._id, 8_000)).status).toBe(409);
    const booked = await phone();
    expect((await book(otherBuyer, booked._id)).status).toBe(201);
    expect((await offer(buyer, booked._id, 8_000)).body).toMatchObject({ code: 'already_booked' });
    for (const status of ['hidden', 'pending_review', 'rejected'] as const) {
      const moderated = await phone({ status, moderation_key: `${now.toISOString()}_${status}` });
      expect((await offer(buyer, moderated._id, 8_000)).status).toBe(404);
    }
    const firm = await phone({ firm_price: true });
    const refused = await offer(buyer, firm._id, 8_000);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'firm_price' });
    expect((await offer(buyer, 'no-such-listing', 8_000)).status).toBe(404);
    expect((await as(null, `/products/${own._id}/offers`, 'POST', { price: 8_000 })).status).toBe(401);
  });

  it('keeps one open offer per buyer and listing, even when several are sent at once', async () => {
    const listing = await phone();
    const sent = await Promise.all(Array.from({ length: 6 }, (_, index) => offer(buyer, listing._id, 6_000 + index)));
    expect(sent.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(sent.filter((response) => response.status === 409).every((response) => response.body.code === 'offer_open')).toBe(true);
    expect((await db().collection('offers').where('listing_id', '==', listing._id).get()).size).toBe(1);
    // Another buyer has a round of their own.
    expect((await offer(otherBuyer, listing._id, 7_000)).status).toBe(201);
  });
});

describe("the seller's private floor and firm price", () => {
  it('are set with the listing, never shown to buyers, and decline an offer under the floor at once, politely', async () => {
    const listing = await phone();
    const edited = await as(seller, `/products/${listing._id}`, 'PATCH', { offer_floor: 8_500, firm_price: false });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({ offer_floor: 8_500, firm_price: false });

    const low = await offer(buyer, listing._id, 8_000);
    expect(low.status).toBe(201);
    expect(low.body.offer).toMatchObject({ status: 'declined', decline_reason: UNDER_FLOOR_REASON });
    expect(JSON.stringify(low.body)).not.toContain('8500');
    // The seller is not bothered with it; the buyer may try a higher price, in the next round.
    expect(await notified(seller, 'offer_received', low.body.offer._id)).toBeUndefined();
    const fair = await offer(buyer, listing._id, 8_600);
    expect(fair.body.offer).toMatchObject({ status: 'pending', round: 2 });

    for (const path of [`/products/${listing._id}`, '/products?limit=50']) {
      const read = JSON.stringify((await as(buyer, path)).body);
      expect(read).not.toContain('offer_floor');
      expect(read).not.toContain('offer_hold');
    }
    expect((await as(buyer, `/products/${listing._id}`)).body.firm_price).toBe(false);

    expect((await as(seller, `/products/${listing._id}`, 'PATCH', { firm_price: true })).status).toBe(200);
    expect((await as(null, `/products/${listing._id}`)).body.firm_price).toBe(true);
    expect((await offer(otherBuyer, listing._id, 9_000)).body).toMatchObject({ code: 'firm_price' });
    expect((await as(seller, `/products/${listing._id}`, 'PATCH', { offer_floor: 2.5 })).status).toBe(400);
  });
});

describe('rounds', () => {
  it('counter back and forth for three rounds at most; the last is accepted or declined', async () => {
    const listing = await phone();
    const first = (await offer(buyer, listing._id, 7_000)).body.offer as Offer;
    // A seller's counter must beat the offer, a buyer's stay under the counter.
    expect((await as(seller, `/offers/${first._id}/counter`, 'PUT', { price: 7_000 })).status).toBe(400);
    const second = await as(seller, `/offers/${first._id}/counter`, 'PUT', { price: 9_000 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.offer).toMatchObject({ _id: `${listing._id}_${buyer.uid}_2`, round: 2, price: 9_000, proposed_by: 'seller', status: 'pending' });
    expect((await storedOffer(first._id))?.status).toBe('countered');
    expect(await notified(buyer, 'offer_countered', second.body.offer._id)).toBeDefined();
    // The seller's counter waits for the buyer: the seller cannot answer it, the buyer cannot open another.
    expect((await as(seller, `/offers/${second.body.offer._id}/accept`, 'PUT')).status).toBe(403);
    expect((await offer(buyer, listing._id, 7_500)).body).toMatchObject({ code: 'offer_open' });
    expect((await as(buyer, `/offers/${second.body.offer._id}/counter`, 'PUT', { price: 9_500 })).status).toBe(400);
    const third = await as(buyer, `/offers/${second.body.offer._id}/counter`, 'PUT', { price: 8_000 });
    expect(third.body.offer).toMatchObject({ round: 3, price: 8_000, proposed_by: 'buyer', status: 'pending' });
    const fourth = await as(seller, `/offers/${third.body.offer._id}/counter`, 'PUT', { price: 8_500 });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ code: 'offer_rounds' });
    const declined = await as(seller, `/offers/${third.body.offer._id}/decline`, 'PUT', { reason: 'Too low for me' });
    expect(declined.body.offer).toMatchObject({ status: 'declined', decline_reason: 'Too low for me' });
    expect(await notified(buyer, 'offer_declined', third.body.offer._id)).toBeDefined();
    // All three rounds used: no fourth offer.
    const again = await offer(buyer, listing._id, 9_000);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'offer_rounds' });
  });

  it('the buyer withdraws a pending offer (and may then offer again, in the next round); a closed one stays closed', async () => {
    const listing = await phone();
    const made = (await offer(buyer, listing._id, 7_000)).body.offer as Offer;
    expect((await as(seller, `/offers/${made._id}`, 'DELETE')).status).toBe(403);
    const withdrawn = await as(buyer, `/offers/${made._id}`, 'DELETE');
    expect(withdrawn.body.offer).toMatchObject({ status: 'withdrawn' });
    expect(await notified(seller, 'offer_withdrawn', made._id)).toBeDefined();
    for (const [method, path] of [['PUT', 'accept'], ['PUT', 'decline'], ['DELETE', '']] as const) {
      const user = method === 'DELETE' ? buyer : seller;
      const refused = await as(user, `/offers/${made._id}${path ? `/${path}` : ''}`, method, method === 'PUT' && path === 'decline' ? {} : undefined);
      expect(refused.status).toBe(409);
    }
    expect((await offer(buyer, listing._id, 7_200)).body.offer).toMatchObject({ round: 2, status: 'pending' });
  });
});

describe('reading offers', () => {
  it('its buyer, its seller and admins read an offer; nobody else; unknown ids are 404', async () => {
    const listing = await phone();
    const made = (await offer(buyer, listing._id, 7_000)).body.offer as Offer;
    for (const reader of [buyer, seller, admin]) expect((await as(reader, `/offers/${made._id}`)).body).toMatchObject({ _id: made._id, price: 7_000 });
    expect((await as(stranger, `/offers/${made._id}`)).status).toBe(403);
    expect((await as(null, `/offers/${made._id}`)).status).toBe(401);
    expect((await as(buyer, '/offers/no-such-offer')).status).toBe(404);
  });

  it('lists the offers a person made (side=buyer) and received (side=seller), newest first, in pages', async () => {
    const lister = await createUser('verifiedSeller');
    const shopper = await createUser('buyer');
    const listings = await Promise.all([1, 2, 3].map(() => createProduct(lister, { price: 10_000 })));
    for (const listing of listings) {
      now = new Date(now.getTime() + 1000);
      expect((await offer(shopper, listing._id, 8_000)).status).toBe(201);
    }
    const made = await as(shopper, '/offers?side=buyer&limit=2');
    expect(made.body.map((item: Offer) => item.listing_id)).toEqual([listings[2]!._id, listings[1]!._id]);
    const rest = await call(nextPageUrl(api.url, made.headers)!, { token: shopper.token });
    expect(rest.body.map((item: Offer) => item.listing_id)).toEqual([listings[0]!._id]);
    const received = await as(lister, '/offers?side=seller');
    expect(received.body).toHaveLength(3);
    expect((await as(lister, '/offers?side=buyer')).body).toEqual([]);
    expect((await as(shopper, '/offers?side=seller')).body).toEqual([]);
    // One listing's rounds: what a phone's page shows its buyer.
    const about = await as(shopper, `/offers?side=buyer&listing=${listings[1]!._id}`);
    expect(about.body.map((item: Offer) => item._id)).toEqual([`${listings[1]!._id}_${shopper.uid}_1`]);
    expect((await as(lister, `/offers?side=seller&listing=${listings[0]!._id}`)).body).toHaveLength(1);
    expect((await as(stranger, `/offers?side=buyer&listing=${listings[0]!._id}`)).body).toEqual([]);
    expect((await as(shopper, '/offers?side=admin')).status).toBe(400);
    expect((await as(shopper, '/offers')).status).toBe(400);
  });
});

describe('accepting books the phone', () => {
  it('reserves the phone for the buyer for 24 hours, who books it at the agreed price; both see both prices on the order', async () => {
    const listing = await phone();
    const made = (await offer(buyer, listing._id, 8_000)).body.offer as Offer;
    const countered = (await as(seller, `/offers/${made._id}/counter`, 'PUT', { price: 9_000 })).body.offer as Offer;
    const accepted = await as(buyer, `/offers/${countered._id}/accept`, 'PUT');
    expect(accepted.status).toBe(200);
    expect(accepted.body.offer).toMatchObject({ status: 'accepted', book_by: at(DAY) });
    expect(await notified(seller, 'offer_accepted', countered._id)).toBeDefined();
    expect((await storedListing(listing._id)).offer_hold).toEqual({ offer_id: countered._id, buyer_uid: buyer.uid, price: 9_000, until: at(DAY) });

    // Public reads say it is booked, as a booking would, without a word of the offer.
    const shown = await as(null, `/products/${listing._id}`);
    expect(shown.body).toMatchObject({ status: 'booked' });
    expect(JSON.stringify(shown.body)).not.toContain('9000');
    expect(shown.body).not.toHaveProperty('offer_hold');
    // Nobody else books it or offers meanwhile.
    const other = await book(otherBuyer, listing._id);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'already_booked' });
    expect((await offer(otherBuyer, listing._id, 9_500)).body).toMatchObject({ code: 'already_booked' });

    const booked = await book(buyer, listing._id);
    expect(booked.status).toBe(201);
    const order = await storedOrder(booked.body.insertedId);
    expect(order).toMatchObject({ price: 9_000, listed_price: 10_000, offer_id: countered._id, status: 'booked' });
    expect((await storedListing(listing._id)).offer_hold).toBeNull();
    for (const reader of [buyer, seller]) {
      expect((await as(reader, `/orders/${order._id}`)).body).toMatchObject({ price: 9_000, listed_price: 10_000, offer_id: countered._id });
    }
  });

  it('two acceptances racing for one listing end in one hold and one order', async () => {
    const listing = await phone();
    const buyers = [buyer, otherBuyer, stranger];
    const offers = await Promise.all(buyers.map(async (who, index) => (await offer(who, listing._id, 8_000 + index * 100)).body.offer as Offer));
    const answers = await Promise.all(offers.map((made) => as(seller, `/offers/${made._id}/accept`, 'PUT')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const winner = offers[answers.findIndex((answer) => answer.status === 200)]!;
    for (const answer of answers.filter((response) => response.status === 409)) expect(answer.body.code).toBe('already_booked');
    // The losing rounds stay pending: the seller may accept one once the phone is free again.
    const statuses = await Promise.all(offers.map(async (made) => (await storedOffer(made._id))?.status));
    expect(statuses.sort()).toEqual(['accepted', 'pending', 'pending']);
    expect((await storedListing(listing._id)).offer_hold?.offer_id).toBe(winner._id);

    const bookings = await Promise.all(buyers.map((who) => book(who, listing._id)));
    expect(bookings.map((booking) => booking.status).sort()).toEqual([201, 409, 409]);
    const orders = await db().collection('orders').where('bookedId', '==', listing._id).get();
    expect(orders.size).toBe(1);
    expect(orders.docs[0]!.data()).toMatchObject({ buyer_uid: winner.buyer_uid, price: winner.price, listed_price: 10_000 });
  });

  it('an acceptance racing a withdrawal closes the round once', async () => {
    const listing = await phone();
    const made = (await offer(buyer, listing._id, 8_000)).body.offer as Offer;
    const [accepted, withdrawn] = await Promise.all([as(seller, `/offers/${made._id}/accept`, 'PUT'), as(buyer, `/offers/${made._id}`, 'DELETE')]);
    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
    const stored = await storedOffer(made._id);
    expect(stored?.status).toBe(accepted.status === 200 ? 'accepted' : 'withdrawn');
    expect(Boolean((await storedListing(listing._id)).offer_hold)).toBe(accepted.status === 200);
    if (accepted.status === 200) return;
    // The acceptance that lost left no hold behind: the next one on the listing goes through.
    const next = (await offer(otherBuyer, listing._id, 8_500)).body.offer as Offer;
    expect((await as(seller, `/offers/${next._id}/accept`, 'PUT')).status).toBe(200);
  });
});

describe('deadlines on the injected clock', () => {
  it('an offer unanswered for 24 hours reads as expired, is written down on read, and can no longer be accepted', async () => {
    const listing = await phone();
    const made = (await offer(buyer, listing._id, 8_000)).body.offer as Offer;
    now = new Date(Date.parse(made.answer_by) - 1000);
    expect((await as(seller, `/offers/${made._id}`)).body.status).toBe('pending');
    now = new Date(Date.parse(made.answer_by));
    expect((await storedOffer(made._id))?.status).toBe('pending');
    const listed = await as(seller, '/offers?side=seller');
    expect(listed.body.find((item: Offer) => item._id === made._id)?.status).toBe('expired');
    expect(await storedOffer(made._id)).toMatchObject({ status: 'expired', answered_at: made.answer_by });
    const late = await as(seller, `/offers/${made._id}/accept`, 'PUT');
    expect(late.status).toBe(409);
    for (const side of [buyer, seller]) expect(await notified(side, 'offer_expired', made._id)).toBeDefined();
    // The buyer may offer again, in the next round.
    expect((await offer(buyer, listing._id, 8_200)).body.offer).toMatchObject({ round: 2, status: 'pending' });
  });

  it('an acceptance holds the phone for 24 hours only: then anyone may book it, at the asking price', async () => {
    const listing = await phone();
    const made = (await offer(buyer, listing._id, 8_000)).body.offer as Offer;
    const accepted = (await as(seller, `/offers/${made._id}/accept`, 'PUT')).body.offer as Offer;
    now = new Date(Date.parse(accepted.book_by!) - 1000);
    expect((await book(otherBuyer, listing._id)).status).toBe(409);
    expect((await as(null, `/products/${listing._id}`)).body.status).toBe('booked');
    now = new Date(Date.parse(accepted.book_by!));
    expect((await as(null, `/products/${listing._id}`)).body.status).toBe('available');
    const booked = await book(otherBuyer, listing._id);
    expect(booked.status).toBe(201);
    expect(await storedOrder(booked.body.insertedId)).toMatchObject({ price: 10_000, listed_price: 10_000, offer_id: null, buyer_uid: otherBuyer.uid });
  });

  it('the sweep writes down lapsed offers, once, and leaves fresh ones alone', async () => {
    // In the past, so the sweep below (at a past time) leaves the offers of other test files alone.
    now = new Date(Date.now() - 20 * DAY);
    const [lapsing, fresh] = await Promise.all([phone(), phone()]);
    const old = (await offer(buyer, lapsing._id, 8_000)).body.offer as Offer;
    now = new Date(Date.parse(old.answer_by) + 1000);
    const recent = (await offer(buyer, fresh._id, 8_000)).body.offer as Offer;
    expect(await sweepExpiredOffers(now)).toBeGreaterThanOrEqual(1);
    expect((await storedOffer(old._id))?.status).toBe('expired');
    expect((await storedOffer(recent._id))?.status).toBe('pending');
    await sweepExpiredOffers(now);
    expect((await storedOffer(old._id))?.status).toBe('expired');
    expect((await db().collection('offerClosures').doc(old._id).get()).exists).toBe(true);
  });
});

describe('the conversation of the buyer and the seller', () => {
  /** The thread's offer lines as `reader` reads them, oldest first. */
  const linesOf = async (reader: TestUser, listingId: string, buyerOf: TestUser = buyer) => {
    const read = await as(reader, `/conversations/${listingId}_${buyerOf.uid}/messages`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    return (read.body as { text: string; mine: boolean; sender: string; offer?: { event: string; price: number; by: string; offer_id: string; automatic: boolean } }[])
      .filter((message) => message.offer)
      .reverse();
  };

  it('shows each move of an offer as a line, opening the thread when the buyer never asked; unread counts stay as they were', async () => {
    const listing = await phone();
    const made = (await offer(buyer, listing._id, 8_000)).body.offer as Offer;
    const countered = (await as(seller, `/offers/${made._id}/counter`, 'PUT', { price: 9_000 })).body.offer as Offer;
    expect((await as(buyer, `/offers/${countered._id}/accept`, 'PUT')).status).toBe(200);

    const asBuyer = await linesOf(buyer, listing._id);
    expect(asBuyer.map(({ text, mine, offer: line }) => ({ text, mine, ...line }))).toEqual([
      { text: 'Offered ৳8,000', mine: true, offer_id: made._id, event: 'offered', price: 8_000, by: 'buyer', automatic: false },
      { text: 'Countered with ৳9,000', mine: false, offer_id: countered._id, event: 'countered', price: 9_000, by: 'seller', automatic: false },
      { text: 'Accepted ৳9,000', mine: true, offer_id: countered._id, event: 'accepted', price: 9_000, by: 'buyer', automatic: false },
    ]);
    expect((await linesOf(seller, listing._id)).map((line) => line.mine)).toEqual([false, true, false]);
    const inbox = (await as(seller, '/conversations')).body as { _id: string; unread: number; last_message: { text: string; sender: string } }[];
    expect(inbox.find((conversation) => conversation._id === `${listing._id}_${buyer.uid}`)).toMatchObject({
      unread: 0,
      last_message: { text: 'Accepted ৳9,000', sender: 'buyer' },
    });
    // Only the two sides (and admins) read it.
    expect((await as(stranger, `/conversations/${listing._id}_${buyer.uid}/messages`)).status).toBe(403);
  });

  it('adds the lines to the thread the buyer opened, after its messages: a decline, a withdrawal, an expiry on the clock, a floor’s decline', async () => {
    const listing = await phone({ offer_floor: 7_000 });
    expect((await as(otherBuyer, '/conversations', 'POST', { listingId: listing._id })).status).toBe(201);
    expect((await as(otherBuyer, `/conversations/${listing._id}_${otherBuyer.uid}/messages`, 'POST', { text: 'Is the box included?' })).status).toBe(201);
    now = new Date(now.getTime() + 1_000);
    const declined = (await offer(otherBuyer, listing._id, 8_000)).body.offer as Offer;
    await as(seller, `/offers/${declined._id}/decline`, 'PUT', { reason: 'Too low' });
    const withdrawn = (await offer(otherBuyer, listing._id, 8_200)).body.offer as Offer;
    await as(otherBuyer, `/offers/${withdrawn._id}`, 'DELETE');
    const lapsing = (await offer(otherBuyer, listing._id, 8_400)).body.offer as Offer;
    now = new Date(now.getTime() + DAY);
    // Read after its deadline: written down as expired, which the thread then tells.
    expect((await as(seller, `/offers/${lapsing._id}`)).body).toMatchObject({ status: 'expired' });

    const read = await as(otherBuyer, `/conversations/${listing._id}_${otherBuyer.uid}/messages`);
    const texts = (read.body as { text: string }[]).map((message) => message.text).reverse();
    expect(texts).toEqual([
      'Is the box included?',
      'Offered ৳8,000',
      'Declined ৳8,000',
      'Offered ৳8,200',
      'Withdrew the offer of ৳8,200',
      'Offered ৳8,400',
      'The offer of ৳8,400 expired',
    ]);
    const expiry = (await linesOf(seller, listing._id, otherBuyer)).at(-1)!;
    // Nobody acted on an expiry: it is neither side's message, and says whose price lapsed.
    expect(expiry).toMatchObject({ mine: false, sender: 'buyer', offer: { event: 'expired', by: 'buyer' } });
    expect((await linesOf(otherBuyer, listing._id, otherBuyer)).at(-1)).toMatchObject({ mine: false });

    const floored = await phone({ offer_floor: 9_000 });
    await offer(buyer, floored._id, 8_000);
    expect((await linesOf(buyer, floored._id)).map(({ offer: line }) => [line!.event, line!.automatic])).toEqual([
      ['offered', false],
      ['declined', true],
    ]);
  });
});

describe('the phone beside an offer', () => {
  it("reads booked on a pending offer once another buyer's acceptance or a booking holds the phone; the accepted buyer's own reads available", async () => {
    const listing = await phone();
    const waiting = (await offer(buyer, listing._id, 8_000)).body.offer as OfferView;
    expect(waiting.listing_status).toBe('available');
    const taken = (await offer(otherBuyer, listing._id, 9_000)).body.offer as Offer;
    const accepted = await as(seller, `/offers/${taken._id}/accept`, 'PUT');
    expect(accepted.body.offer).toMatchObject({ status: 'accepted', listing_status: 'available' });

    const listed = (user: TestUser, side: string) => as(user, `/offers?side=${side}&limit=50`).then(({ body }) => body as Offer[]);
    expect((await listed(buyer, 'buyer')).find((round) => round._id === waiting._id)).toMatchObject({ status: 'pending', listing_status: 'booked' });
    const received = await listed(seller, 'seller');
    expect(received.find((round) => round._id === waiting._id)).toMatchObject({ listing_status: 'booked' });
    expect(received.find((round) => round._id === taken._id)).toMatchObject({ listing_status: 'available' });
    expect((await as(seller, `/offers/${waiting._id}/accept`, 'PUT')).body).toMatchObject({ code: 'already_booked' });

    expect((await book(otherBuyer, listing._id)).status).toBe(201);
    expect((await as(buyer, `/offers/${waiting._id}`)).body).toMatchObject({ listing_status: 'booked' });
    expect((await as(otherBuyer, `/offers/${taken._id}`)).body).toMatchObject({ listing_status: 'booked' });
  });
});
