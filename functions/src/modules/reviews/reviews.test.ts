import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { db } from '../../shared/firestore';
import { bookingBody, completeByHandover, createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import { REVIEW_BLIND_DAYS } from '../../contract/constants';

const DAY_MS = 86_400_000;
/** The API's clock, moved by the tests (never by sleeping): an offset from the real time. */
let offsetMs = 0;
const travel = (days: number) => {
  offsetMs = days * DAY_MS;
};

let api: Awaited<ReturnType<typeof startApi>>;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi(createApp({ now: () => new Date(Date.now() + offsetMs) }));
  admin = await createUser('admin');
});
afterAll(() => api.close());

const orderBody = (bookedId: string) => bookingBody(bookedId);

/** A listing of the seller booked by the buyer; `complete`: and marked sold by the seller. */
async function deal(buyer: TestUser, seller: TestUser, complete = true) {
  const phone = await createProduct(seller);
  const placed = await call(`${api.url}/orders`, { method: 'POST', token: buyer.token, body: orderBody(phone._id) });
  expect(placed.status).toBe(201);
  if (complete) await completeByHandover(api.url, placed.body.insertedId, seller, buyer);
  return { phone, orderId: placed.body.insertedId as string };
}

const review = (user: TestUser | undefined, orderId: string, body: unknown) =>
  call(`${api.url}/orders/${orderId}/review`, { method: 'POST', token: user?.token, body });
const profile = async (uid: string) => call(`${api.url}/users/${uid}/profile`);

describe('who may review, and when', () => {
  it('only after completion, only the two sides, once per side', async () => {
    offsetMs = 0;
    const [seller, buyer, stranger] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer')]);
    const open = await deal(buyer, seller, false);
    const early = await review(buyer, open.orderId, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ acknowledged: false, code: 'conflict' });

    const { orderId } = await deal(buyer, seller);
    expect((await review(stranger, orderId, { rating: 1 })).status).toBe(403);
    expect((await review(admin, orderId, { rating: 1 })).status).toBe(403);
    expect((await review(undefined, orderId, { rating: 1 })).status).toBe(401);
    expect((await review(buyer, 'no-such-order', { rating: 5 })).status).toBe(404);

    const first = await review(buyer, orderId, { rating: 5, text: '  Exactly as described.  ' });
    expect(first.status).toBe(201);
    expect(first.body.review).toMatchObject({ _id: `${orderId}_buyer`, rating: 5, text: 'Exactly as described.', published: false });
    const again = await review(buyer, orderId, { rating: 1, text: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect((await db().collection('reviews').doc(`${orderId}_buyer`).get()).get('rating')).toBe(5);
    // The seller was told, once.
    const told = await db().collection('notifications').where('uid', '==', seller.uid).where('kind', '==', 'review_received').get();
    expect(told.size).toBe(1);
  });

  it('answers 400 with the error body for bad ratings and texts', async () => {
    offsetMs = 0;
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const { orderId } = await deal(buyer, seller);
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: 'great' }, { rating: 5, text: 'x'.repeat(501) }, { rating: 5, text: 7 }]) {
      const response = await review(buyer, orderId, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed', details: [expect.objectContaining({ path: expect.any(String) })] });
    }
    expect((await review(buyer, orderId, { rating: 4, text: 'x'.repeat(500) })).status).toBe(201);
  });
});

describe('double-blind publication', () => {
  it('hides a review until the other side writes, then shows both and counts both', async () => {
    offsetMs = 0;
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const { orderId } = await deal(buyer, seller);
    const other = await createProduct(seller);
    expect((await review(buyer, orderId, { rating: 4, text: 'Good phone, a little late.' })).status).toBe(201);

    // Before the other side writes: nobody sees it, it does not count.
    expect((await profile(seller.uid)).body).toMatchObject({ rating_count: 0, rating_avg: 0, reviews: [] });
    const sellerView = await call(`${api.url}/orders/${orderId}/review`, { token: seller.token });
    expect(sellerView.body).toEqual({ canReview: true, mine: null, theirs: null });

    expect((await review(seller, orderId, { rating: 5, text: 'Friendly buyer.' })).body.review).toMatchObject({ published: true });
    const shown = (await profile(seller.uid)).body;
    // One sale on top of the established seller's standing (test/harness.ts).
    expect(shown).toMatchObject({ rating_count: 1, rating_avg: 4, completed_sales: seller.record.completed_sales + 1 });
    expect(shown.reviews).toEqual([expect.objectContaining({ rating: 4, text: 'Good phone, a little late.', author_name: buyer.name, author_side: 'buyer' })]);
    expect((await profile(buyer.uid)).body).toMatchObject({ rating_count: 1, rating_avg: 5 });
    expect((await call(`${api.url}/orders/${orderId}/review`, { token: buyer.token })).body).toMatchObject({
      canReview: false,
      mine: { rating: 4, published: true },
      theirs: { rating: 5, text: 'Friendly buyer.' },
    });
    // The rating is copied onto the seller's listings.
    expect((await call(`${api.url}/products/${other._id}`)).body).toMatchObject({ seller_rating_avg: 4, seller_rating_count: 1 });
  });

  it('publishes a lone review 7 days after completion (by the injected clock), and counts it once', async () => {
    offsetMs = 0;
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const { orderId } = await deal(buyer, seller);
    expect((await review(buyer, orderId, { rating: 2, text: 'Scratches not mentioned.' })).status).toBe(201);

    travel(REVIEW_BLIND_DAYS - 1);
    expect((await profile(seller.uid)).body).toMatchObject({ rating_count: 0, reviews: [] });
    expect((await call(`${api.url}/users/${seller.uid}/reviews`)).body).toEqual([]);

    travel(REVIEW_BLIND_DAYS + 1);
    for (let i = 0; i < 2; i += 1) {
      const shown = (await profile(seller.uid)).body;
      expect(shown).toMatchObject({ rating_count: 1, rating_avg: 2 });
      expect(shown.reviews).toHaveLength(1);
    }
    expect((await call(`${api.url}/users/${seller.uid}/reviews`)).body).toEqual([expect.objectContaining({ rating: 2 })]);
    expect((await db().collection('users').doc(seller.uid).get()).data()).toMatchObject({ rating_sum: 2, rating_count: 1 });
    // The seller may still answer with theirs; it shows at once and counts for the buyer.
    expect((await review(seller, orderId, { rating: 3 })).body.review).toMatchObject({ published: true });
    expect((await profile(buyer.uid)).body).toMatchObject({ rating_count: 1, rating_avg: 3 });
    expect((await profile(seller.uid)).body).toMatchObject({ rating_count: 1, rating_avg: 2 });
    offsetMs = 0;
  });
});

describe('profiles', () => {
  it('keeps the aggregates right after several reviews, pages reviews, and shows no email or phone number', async () => {
    offsetMs = 0;
    const seller = await createUser('verifiedSeller');
    const ratings = [5, 4, 3, 5];
    for (const rating of ratings) {
      const buyer = await createUser('buyer');
      const { orderId } = await deal(buyer, seller);
      expect((await review(buyer, orderId, { rating, text: `Rated ${rating}` })).status).toBe(201);
      expect((await review(seller, orderId, { rating: 5 })).status).toBe(201);
    }
    const available = await createProduct(seller, { mobile_number: '+8801819777001' });
    const response = await profile(seller.uid);
    expect(response.status).toBe(200);
    // Browsers revalidate (a reviewer sees their review at once); the CDN keeps it briefly.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(response.body).toMatchObject({
      uid: seller.uid,
      name: seller.name,
      verified: true,
      user_role: 'Seller',
      member_since: seller.record.createdAt,
      completed_sales: seller.record.completed_sales + 4,
      rating_count: 4,
      rating_avg: 4.25,
    });
    expect(response.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([...ratings].reverse());
    expect(response.body.listings.map((l: { _id: string }) => l._id)).toEqual([available._id]);
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/@/);
    expect(text).not.toContain('+8801819777001');
    expect(text).not.toContain('+8801711111111');
    expect((await db().collection('users').doc(seller.uid).get()).data()).toMatchObject({ rating_sum: 17, rating_count: 4, rating_avg: 4.25, completed_sales: seller.record.completed_sales + 4 });

    const first = await call(`${api.url}/users/${seller.uid}/reviews?limit=3`);
    expect(first.body).toHaveLength(3);
    const second = await call(nextPageUrl(api.url, first.headers)!);
    expect(second.body.map((r: { rating: number }) => r.rating)).toEqual([5]);
  });

  it('answers 404 for nobody and 400 for a malformed uid', async () => {
    expect((await profile('nobody-here')).status).toBe(404);
    expect((await profile('constructor')).status).toBe(404);
    const bad = await call(`${api.url}/users/a.b/profile`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
  });
});
