import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { unsubscribeToken } from '../modules/saved-searches/unsubscribe-token';
import type { Product } from '../contract/products';
import { CATEGORIES } from '../contract/constants';
import { db } from '../shared/firestore';
import { aMeetingSlot, completeByHandover, createProduct } from './factories';
import { call, createUser, startApi, type TestUser } from './harness';
import { registeredRoutes } from './registered-routes';

/**
 * Public reads never carry an email address, a phone number or a buyer's uid (a seller's uid is
 * public by design: it addresses their profile; docs/security.md#privacy).
 * Every GET route the app registers is tried without a token; each one that answers is public
 * and its body is searched. A new public route is covered as soon as it is registered.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let advertised: Product;
let booked: Product;
let orderId: string;
let cardToken: string;
let completedOrderId: string;
let conversationId: string;
let offerId: string;
let imageFile: string;

const SELLER_PHONE = '+8801819000001';
const OTHER_SELLER_PHONE = '+8801819000002';
const BUYER_PHONE = '+8801819000003';

beforeAll(async () => {
  api = await startApi();
  [seller, otherSeller, buyer, stranger] = await Promise.all([
    // Their verified numbers: the ones the other side of a booking is given.
    createUser('verifiedSeller', {}, { phone: SELLER_PHONE }),
    createUser('verifiedSeller', {}, { phone: OTHER_SELLER_PHONE }),
    createUser('buyer', {}, { phone: BUYER_PHONE }),
    createUser('buyer'),
  ]);
  const brands = db().batch();
  for (const category of CATEGORIES) {
    brands.set(db().collection('categories').doc(String(category.id)), { _id: String(category.id), ...category });
  }
  await brands.commit();
  [advertised, booked] = await Promise.all([
    createProduct(seller, { mobile_number: SELLER_PHONE, adversite: true, category_name: 'apple' }),
    createProduct(seller, { mobile_number: SELLER_PHONE, category_name: 'apple' }),
    createProduct(seller, { mobile_number: SELLER_PHONE, status: 'sold' }),
    createProduct(otherSeller, { mobile_number: OTHER_SELLER_PHONE, category_name: 'samsung' }),
  ]);
  const order = await call(`${api.url}/orders`, {
    method: 'POST',
    token: buyer.token,
    body: { bookedId: booked._id, mobile_number: BUYER_PHONE, meet_location: 'Gulshan 1', message: 'Call me', slots: [aMeetingSlot()] },
  });
  expect(order.status).toBe(201);
  orderId = order.body.insertedId;
  // An accepted meetup shared on a safety card: the card is public, and must leak nothing.
  const met = await createProduct(seller, { mobile_number: SELLER_PHONE, category_name: 'apple' });
  const meetup = await call(`${api.url}/orders`, { method: 'POST', token: buyer.token, body: { bookedId: met._id, mobile_number: BUYER_PHONE, slots: [aMeetingSlot()] } });
  const slot = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  expect((await call(`${api.url}/orders/${meetup.body.insertedId}/accept`, { method: 'PUT', token: seller.token, body: { slot } })).status).toBe(200);
  const card = await call(`${api.url}/orders/${meetup.body.insertedId}/safety-card`, { method: 'POST', token: buyer.token });
  expect(card.status).toBe(201);
  cardToken = card.body.token;
  expect((await call(`${api.url}/wishlist`, { method: 'POST', token: buyer.token, body: { productId: advertised._id } })).status).toBe(201);
  await call(`${api.url}/newsletter`, { method: 'POST', body: { email: buyer.email } });
  // An offer under a private floor, and one the seller accepted (which holds its listing): offers are their two sides' alone.
  expect((await call(`${api.url}/products/${advertised._id}`, { method: 'PATCH', token: seller.token, body: { offer_floor: Math.ceil(advertised.price * 0.9) } })).status).toBe(200);
  const offered = await call(`${api.url}/products/${advertised._id}/offers`, { method: 'POST', token: buyer.token, body: { price: Math.ceil(advertised.price * 0.95) } });
  expect(offered.status).toBe(201);
  offerId = offered.body.offer._id;
  expect((await call(`${api.url}/offers/${offerId}/accept`, { method: 'PUT', token: seller.token })).status).toBe(200);

  // A conversation with contacts typed into it, and a completed deal reviewed by both sides.
  const asked = await call(`${api.url}/conversations`, { method: 'POST', token: buyer.token, body: { listingId: advertised._id } });
  conversationId = asked.body.conversation._id;
  await call(`${api.url}/conversations/${conversationId}/messages`, { method: 'POST', token: buyer.token, body: { text: `Call me: ${BUYER_PHONE}, ${buyer.email}` } });
  const sold = await createProduct(seller, { mobile_number: SELLER_PHONE });
  const deal = await call(`${api.url}/orders`, { method: 'POST', token: buyer.token, body: { bookedId: sold._id, mobile_number: BUYER_PHONE, slots: [aMeetingSlot()] } });
  completedOrderId = deal.body.insertedId;
  await completeByHandover(api.url, completedOrderId, seller, buyer);
  for (const [who, rating] of [[buyer, 5], [seller, 4]] as const) {
    expect((await call(`${api.url}/orders/${completedOrderId}/review`, { method: 'POST', token: who.token, body: { rating, text: 'Fine deal.' } })).status).toBe(201);
  }

  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#27a' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'phone.png');
  const upload = await fetch(`${api.url}/images`, { method: 'POST', headers: { authorization: `Bearer ${seller.token}` }, body: form });
  const uploaded = (await upload.json()) as { data: { display_url: string } };
  imageFile = uploaded.data.display_url.split('/').pop()!.split('?')[0]!;
});
afterAll(() => api.close());

/** A value for each path parameter a GET route may have; a route with an unknown one fails the test until it is added here. */
const sampleParam = (name: string, path: string): string => {
  const samples: Record<string, string> = {
    id: path.startsWith('/offers/') ? offerId : path.startsWith('/conversations/') ? conversationId : path === '/orders/:id/review' ? completedOrderId : path.startsWith('/orders/') ? orderId : booked._id,
    token: cardToken,
    idOrName: 'apple',
    file: imageFile,
    email: seller.email,
    uid: seller.uid,
  };
  const value = samples[name];
  if (value === undefined) throw new Error(`privacy test: add a sample value for the path parameter :${name}`);
  return value;
};

/** Lookups by email ask for the seller's data, which neither caller may see. */
/** Parameters a route requires besides those every call carries. */
const REQUIRED_QUERY: Record<string, string> = {
  '/products/price-guide': '&model=iPhone%2013&storage=128',
  '/offers': '&side=seller',
  // An alert email's link: a signed token naming someone's search (the page says only what it stops).
  '/saved-searches/unsubscribe': `&token=${encodeURIComponent(unsubscribeToken('privacy-probe', { kind: 'search', searchId: 'privacy-probe_s1' }))}`,
};

const urlOf = (path: string) =>
  `${api.url}${path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(sampleParam(name, path)))}` +
  `?limit=100&email=${encodeURIComponent(seller.email)}${REQUIRED_QUERY[path] ?? ''}`;

/**
 * Every email and phone number stored on any listing, order or user, and every buyer's uid: none may
 * show publicly. A seller's uid is the address of their public profile (listings carry
 * it to link there), so it is no secret.
 */
async function secrets(): Promise<string[]> {
  const [products, orders, users, offers] = await Promise.all(['products', 'orders', 'users', 'offers'].map((name) => db().collection(name).get()));
  const values = new Set<string>();
  for (const doc of products!.docs) {
    const product = doc.data() as Product;
    values.add(product.email).add(product.mobile_number);
  }
  for (const doc of orders!.docs) {
    const order = doc.data();
    for (const field of ['email', 'seller_email', 'mobile_number', 'seller_mobile_number', 'buyer_uid']) {
      if (typeof order[field] === 'string') values.add(order[field]);
    }
  }
  for (const doc of users!.docs) values.add(doc.data().email);
  // An offer's buyer, like an order's, is known to its two sides only.
  for (const doc of offers!.docs) values.add(doc.get('buyer_uid') as string);
  // Someone who both buys and sells (other test files share this Firestore) has a public seller uid.
  for (const doc of products!.docs) values.delete((doc.data() as Product).seller_uid);
  return [...values].filter(Boolean);
}

describe("public routes carry no email address, phone number or buyer's uid", () => {
  const getRoutes = registeredRoutes(createApp())
    .filter((route) => route.startsWith('GET '))
    .map((route) => route.slice('GET '.length));

  it('finds the public reads among the registered routes', async () => {
    const publicRoutes: string[] = [];
    for (const path of getRoutes) {
      if ((await call(urlOf(path))).status < 300) publicRoutes.push(path);
    }
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        '/products',
        '/products/:id',
        '/products/adversite',
        '/categories',
        '/categories/:idOrName',
        '/images/:file',
        '/users/:uid/profile',
        '/users/:uid/reviews',
        '/safety-cards/:token',
      ]),
    );
  });

  it.each(getRoutes)('GET %s, anonymous or as a stranger', async (path) => {
    const forbidden = await secrets();
    for (const token of [undefined, stranger.token]) {
      const response = await fetch(urlOf(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const text = await response.text();
      // Routes that need a signed-in owner answer 401/403 to these callers, with an error body only.
      if (response.status >= 400) {
        expect([401, 403]).toContain(response.status);
        continue;
      }
      // A caller may read their own account (GET /users/me); nobody else's.
      const own = token ? [stranger.email, stranger.uid] : [];
      const others = own.reduce((rest, value) => rest.replaceAll(value, ''), text);
      expect(others).not.toMatch(EMAIL);
      for (const secret of forbidden) expect(others, `${path} leaks ${secret}`).not.toContain(secret);
    }
  });

  it('shows the listings themselves (the checks above read real bodies)', async () => {
    const listing = await call(`${api.url}/products/${advertised._id}`);
    expect(listing.body).toMatchObject({ _id: advertised._id, seller_name: seller.name, price: advertised.price });
    expect(listing.body).not.toHaveProperty('email');
    expect(listing.body).not.toHaveProperty('mobile_number');
    // Nor the seller's private floor, nor the accepted offer that holds it.
    expect(listing.body).not.toHaveProperty('offer_floor');
    expect(listing.body).not.toHaveProperty('offer_hold');
    // The profile's address.
    expect(listing.body).toMatchObject({ seller_uid: seller.uid });
    const advertisedIds = (await call(`${api.url}/products/adversite?limit=100`)).body.map((product: Product) => product._id);
    expect(advertisedIds).toContain(advertised._id);
  });
});

describe("the seller's and the buyer's contact", () => {
  it("gives the buyer the seller's phone and email once the seller accepts the meetup, not on a mere request", async () => {
    const before = await call(`${api.url}/orders/${orderId}`, { token: buyer.token });
    expect(before.body).toMatchObject({ status: 'booked', seller_name: seller.name });
    expect(JSON.stringify(before.body)).not.toContain(SELLER_PHONE);
    expect(JSON.stringify(before.body)).not.toContain(seller.email);
    const slot = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    expect((await call(`${api.url}/orders/${orderId}/accept`, { method: 'PUT', token: seller.token, body: { slot } })).status).toBe(200);
    const orders = await call(`${api.url}/orders?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token });
    const order = orders.body.find((candidate: { _id: string }) => candidate._id === orderId);
    expect(order).toMatchObject({
      seller_name: seller.name,
      seller_mobile_number: SELLER_PHONE,
      seller_email: seller.email,
      mobile_number: BUYER_PHONE,
    });
  });

  it("gives the seller the buyer's name, phone and email on orders of their listings", async () => {
    const orders = await call(`${api.url}/orders?email=${encodeURIComponent(seller.email)}`, { token: seller.token });
    const order = orders.body.find((candidate: { _id: string }) => candidate._id === orderId);
    expect(order).toMatchObject({ buyer_name: buyer.name, email: buyer.email, mobile_number: BUYER_PHONE });
  });

  it("keeps the seller's contact from the buyer once the booking is cancelled", async () => {
    const phone = await createProduct(otherSeller, { mobile_number: OTHER_SELLER_PHONE });
    const placed = await call(`${api.url}/orders`, { method: 'POST', token: buyer.token, body: { bookedId: phone._id, mobile_number: BUYER_PHONE, slots: [aMeetingSlot()] } });
    expect((await call(`${api.url}/orders/${placed.body.insertedId}`, { method: 'DELETE', token: buyer.token })).status).toBe(200);
    const orders = await call(`${api.url}/orders?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token });
    const order = orders.body.find((candidate: { _id: string }) => candidate._id === placed.body.insertedId);
    expect(order).toMatchObject({ status: 'cancelled', seller_name: otherSeller.name });
    expect(JSON.stringify(order)).not.toContain(OTHER_SELLER_PHONE);
    expect(JSON.stringify(order)).not.toContain(otherSeller.email);
  });

  it('gives nobody else either contact: a stranger reads neither order list', async () => {
    for (const owner of [buyer, seller]) {
      const response = await call(`${api.url}/orders?email=${encodeURIComponent(owner.email)}`, { token: stranger.token });
      expect(response.status).toBe(403);
    }
  });

  it("keeps the spec's fields on the seller's own My Products", async () => {
    const mine = await call(`${api.url}/products/myproducts?email=${encodeURIComponent(seller.email)}`, { token: seller.token });
    expect(mine.body.find((product: Product) => product._id === booked._id)).toMatchObject({
      email: seller.email,
      mobile_number: SELLER_PHONE,
    });
  });
});

describe('profiles and conversations', () => {
  it("a profile shows the seller's rating and reviews, and no email address or phone number", async () => {
    const profile = await call(`${api.url}/users/${seller.uid}/profile`);
    // One sale here, on top of the standing an established seller starts with (test/harness.ts).
    expect(profile.body).toMatchObject({ uid: seller.uid, rating_count: 1, rating_avg: 5, completed_sales: seller.record.completed_sales + 1 });
    expect(profile.body.reviews).toHaveLength(1);
    const text = JSON.stringify(profile.body);
    expect(text).not.toMatch(EMAIL);
    for (const phone of [SELLER_PHONE, BUYER_PHONE]) expect(text).not.toContain(phone);
    expect(text).not.toContain(buyer.uid);
  });

  it('a conversation shows its parties their names and photos, never their emails or phone numbers (only what they typed)', async () => {
    for (const who of [buyer, seller]) {
      const inbox = await call(`${api.url}/conversations`, { token: who.token });
      const listed = inbox.body.find((conversation: { _id: string }) => conversation._id === conversationId);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('buyer_uid');
      expect(listed).not.toHaveProperty('participants');
      for (const field of Object.values(listed as Record<string, unknown>)) {
        if (typeof field === 'string') expect(field).not.toMatch(EMAIL);
      }
    }
    const thread = await call(`${api.url}/conversations/${conversationId}/messages`, { token: stranger.token });
    expect(thread.status).toBe(403);
  });
});
