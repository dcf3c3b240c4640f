import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { cardUrlFor } from '../contract/image-urls';
import { getOrder, getProduct } from '../modules/listings';
import { getUserById } from '../modules/profiles';
import { getEntry } from '../modules/wishlist/wishlist.repo';
import { unsubscribeToken } from '../modules/saved-searches/unsubscribe-token';
import { config } from '../shared/config';
import { CATEGORIES } from '../contract/constants';
import { accountTypeOf } from '../contract/users';
import { displayDate } from '../contract/dates';
import { auth, db } from '../shared/firestore';
import { bookingBody, completeByHandover, createProduct, productBody, testImei } from './factories';
import { registeredRoutes } from './registered-routes';
import { atRateLimitWindowStart, call, createUser, forwardedFrom, signIn, startApi, TEST_PASSWORD, type TestUser } from './harness';

/**
 * Who calls. The owner is the verified seller of every listing the rows act on; the deleted user
 * is a buyer an admin deleted while their ID token had not expired yet.
 */
const PERSONAS = ['anonymous', 'buyer', 'unverified seller', 'owner', 'other seller', 'admin', 'deleted user'] as const;
type Persona = (typeof PERSONAS)[number];
type Statuses = readonly [number, number, number, number, number, number, number];

/**
 * Every route of the API × every persona → the status the design says (docs/security.md).
 * Lookups by email ask for the buyer's data (myproducts for the owner's); /jwt and POST /users
 * act on the caller's own email and record; writes act on a fresh listing of the owner, a fresh
 * order the buyer placed on it, a fresh wishlist entry of the buyer, or a fresh target user. The
 * rows of a route that only reads such a target share one.
 */
// prettier-ignore
const MATRIX = {
  //                                   anon buyer unver owner other admin deleted
  // Public: tokens are ignored, a deleted user's too.
  'GET /healthz':                     [200, 200, 200, 200, 200, 200, 200],
  'GET /openapi.json':                [200, 200, 200, 200, 200, 200, 200],
  'GET /categories':                  [200, 200, 200, 200, 200, 200, 200],
  'GET /categories/:idOrName':        [200, 200, 200, 200, 200, 200, 200],
  'GET /products':                    [200, 200, 200, 200, 200, 200, 200],
  'GET /products/adversite':          [200, 200, 200, 200, 200, 200, 200],
  'GET /products/suggest':            [200, 200, 200, 200, 200, 200, 200],
  'GET /products/price-guide':        [200, 200, 200, 200, 200, 200, 200],
  'GET /products/:id':                [200, 200, 200, 200, 200, 200, 200],
  'GET /images/:file':                [200, 200, 200, 200, 200, 200, 200],
  'POST /newsletter':                 [201, 201, 201, 201, 201, 201, 201],
  // The caller's own data, or anyone's for an admin.
  'GET /users/admin/:email':          [401, 200, 403, 403, 403, 200, 401],
  'GET /users/buyer/:email':          [401, 200, 403, 403, 403, 200, 401],
  'GET /users/seller/:email':         [401, 200, 403, 403, 403, 200, 401],
  'GET /verify/:email':               [401, 200, 403, 403, 403, 200, 401],
  'GET /orders':                      [401, 200, 403, 403, 403, 200, 401],
  'GET /wishlist':                    [401, 200, 403, 403, 403, 200, 401],
  'GET /wishlist/count':              [401, 200, 403, 403, 403, 200, 401],
  'GET /products/myproducts':         [401, 403, 403, 200, 403, 200, 401],
  'GET /jwt':                         [401, 200, 200, 200, 200, 200, 401],
  // The caller's own account (DELETE acts as a fresh account of the persona's kind, so the personas live on).
  'GET /users/me':                    [401, 200, 200, 200, 200, 200, 401],
  'PATCH /users/me':                  [401, 200, 200, 200, 200, 200, 401],
  'DELETE /users/me':                 [401, 200, 200, 200, 200, 200, 401],
  'PUT /users/me/role':               [401, 200, 200, 200, 200, 200, 401],
  // Sellers not yet verified ask to be; a buyer (the admin persona is one) may not, a verified seller need not.
  'POST /users/me/verification-request': [401, 403, 200, 409, 409, 403, 401],
  // Any live account.
  'POST /users':                      [401, 200, 200, 200, 200, 200, 401],
  'POST /images':                     [401, 201, 201, 201, 201, 201, 401],
  'POST /wishlist':                   [401, 201, 201, 201, 201, 201, 401],
  // Admin only.
  'GET /users':                       [401, 403, 403, 403, 403, 200, 401],
  'GET /users/buyer':                 [401, 403, 403, 403, 403, 200, 401],
  'GET /users/seller':                [401, 403, 403, 403, 403, 200, 401],
  'PUT /users/admin/:id':             [401, 403, 403, 403, 403, 200, 401],
  'PUT /users/verify/:id':            [401, 403, 403, 403, 403, 200, 401],
  'DELETE /users/admin/:id':          [401, 403, 403, 403, 403, 200, 401],
  'DELETE /users/verify/:id':         [401, 403, 403, 403, 403, 200, 401],
  'DELETE /users/:id':                [401, 403, 403, 403, 403, 200, 401],
  // Verified sellers (and admins) list; the owner (or an admin) changes a listing.
  'POST /products':                   [401, 403, 403, 201, 201, 201, 401],
  'PATCH /products/:id':              [401, 403, 403, 200, 403, 200, 401],
  'PUT /products/sold/:id':           [401, 403, 403, 200, 403, 200, 401],
  'PUT /products/adversite/:id':      [401, 403, 403, 200, 403, 200, 401],
  'DELETE /products/:id':             [401, 403, 403, 200, 403, 200, 401],
  // Anyone but the seller books; the buyer, the seller or an admin cancels.
  'POST /orders':                     [401, 201, 201, 403, 201, 201, 401],
  'DELETE /orders/:id':               [401, 200, 403, 200, 403, 200, 401],
  // The meetup: the buyer, the seller or an admin reads an order; only its seller answers
  // and hands over, only its buyer ticks the checklist, either party shares a safety card.
  'GET /orders/:id':                  [401, 200, 403, 200, 403, 200, 401],
  'PUT /orders/:id/accept':           [401, 403, 403, 200, 403, 403, 401],
  'PUT /orders/:id/decline':          [401, 403, 403, 200, 403, 403, 401],
  'PUT /orders/:id/checklist':        [401, 200, 403, 403, 403, 403, 401],
  'POST /orders/:id/handover':        [401, 403, 403, 200, 403, 403, 401],
  'POST /orders/:id/safety-card':     [401, 201, 403, 201, 403, 403, 401],
  'DELETE /orders/:id/safety-card':   [401, 200, 403, 200, 403, 403, 401],
  'GET /safety-cards/:token':         [200, 200, 200, 200, 200, 200, 200],
  // Offers: anyone signed in but the seller offers; each side reads its own list; the buyer, the
  // seller or an admin reads an offer; only the side it waits for (the seller, for a buyer's
  // offer) answers it, and only its buyer withdraws it.
  'POST /products/:id/offers':        [401, 201, 201, 403, 201, 201, 401],
  'GET /offers':                      [401, 200, 200, 200, 200, 200, 401],
  'GET /offers/:id':                  [401, 200, 403, 200, 403, 200, 401],
  'PUT /offers/:id/accept':           [401, 403, 403, 200, 403, 403, 401],
  'PUT /offers/:id/decline':          [401, 403, 403, 200, 403, 403, 401],
  'PUT /offers/:id/counter':          [401, 403, 403, 200, 403, 403, 401],
  'DELETE /offers/:id':               [401, 200, 403, 403, 403, 403, 401],
  // Only the entry's owner (or an admin) removes it.
  'DELETE /wishlist/:id':             [401, 200, 403, 403, 403, 200, 401],
  // Anyone signed in asks about someone else's listing; the rows' conversation is the buyer's with the owner.
  'POST /conversations':              [401, 201, 201, 403, 201, 201, 401],
  'GET /conversations':               [401, 200, 200, 200, 200, 200, 401],
  // Its parties read it (and admins); only its parties write and mark it read.
  'GET /conversations/:id':           [401, 200, 403, 200, 403, 200, 401],
  'GET /conversations/:id/messages':  [401, 200, 403, 200, 403, 200, 401],
  'POST /conversations/:id/messages': [401, 201, 403, 201, 403, 403, 401],
  'PUT /conversations/:id/read':      [401, 200, 403, 200, 403, 403, 401],
  // Each person's own notifications; the row's notification is the buyer's.
  'GET /notifications':               [401, 200, 200, 200, 200, 200, 401],
  'GET /notifications/unread-count':  [401, 200, 200, 200, 200, 200, 401],
  'PUT /notifications/read-all':      [401, 200, 200, 200, 200, 200, 401],
  'PUT /notifications/:id/read':      [401, 200, 403, 403, 403, 403, 401],
  // The parties of a completed order (the buyer's with the owner) review it and see where it stands.
  'POST /orders/:id/review':          [401, 201, 403, 201, 403, 403, 401],
  'GET /orders/:id/review':           [401, 200, 403, 200, 403, 403, 401],
  // Public profiles.
  'GET /users/:uid/profile':          [200, 200, 200, 200, 200, 200, 200],
  'GET /users/:uid/reviews':          [200, 200, 200, 200, 200, 200, 200],
  // The seller (or an admin) sends a rejected listing back; to others it does not exist.
  'PUT /products/:id/resubmit':       [401, 404, 404, 200, 404, 200, 401],
  // Anyone signed in but the seller reports a listing (each persona once).
  'POST /products/:id/reports':       [401, 201, 201, 403, 201, 201, 401],
  // Moderation tools: admin only.
  'GET /admin/moderation/counts':     [401, 403, 403, 403, 403, 200, 401],
  'GET /admin/listings':              [401, 403, 403, 403, 403, 200, 401],
  'PUT /admin/listings/:id/approve':  [401, 403, 403, 403, 403, 200, 401],
  'PUT /admin/listings/:id/reject':   [401, 403, 403, 403, 403, 200, 401],
  'GET /admin/reports':               [401, 403, 403, 403, 403, 200, 401],
  'PUT /admin/reports/:listingId/resolve': [401, 403, 403, 403, 403, 200, 401],
  'GET /admin/imei-blocks':           [401, 403, 403, 403, 403, 200, 401],
  'POST /admin/imei-blocks':          [401, 403, 403, 403, 403, 201, 401],
  'DELETE /admin/imei-blocks/:id':    [401, 403, 403, 403, 403, 200, 401],
  'GET /admin/audit':                 [401, 403, 403, 403, 403, 200, 401],
  // Each person's own saved searches and devices; the rows' search and device are the buyer's, to others absent.
  'POST /saved-searches':             [401, 201, 201, 201, 201, 201, 401],
  'GET /saved-searches':              [401, 200, 200, 200, 200, 200, 401],
  'PATCH /saved-searches/:id':        [401, 200, 404, 404, 404, 404, 401],
  'DELETE /saved-searches/:id':       [401, 200, 404, 404, 404, 404, 401],
  'POST /push-tokens':                [401, 201, 201, 201, 201, 201, 401],
  'DELETE /push-tokens/:token':       [401, 200, 404, 404, 404, 404, 401],
  'GET /dev/push-messages':           [401, 200, 200, 200, 200, 200, 401],
  // An alert email's link works signed out: its signed token, not the caller, says whose alerts stop.
  'GET /saved-searches/unsubscribe':  [200, 200, 200, 200, 200, 200, 200],
  'POST /saved-searches/unsubscribe': [200, 200, 200, 200, 200, 200, 200],
  // Safe meeting spots: anyone reads the suggestions; admins curate them.
  'GET /meetup-spots':                [200, 200, 200, 200, 200, 200, 200],
  'GET /admin/meetup-spots':          [401, 403, 403, 403, 403, 200, 401],
  'POST /admin/meetup-spots':         [401, 403, 403, 403, 403, 201, 401],
  'PUT /admin/meetup-spots/:id':      [401, 403, 403, 403, 403, 200, 401],
  'DELETE /admin/meetup-spots/:id':   [401, 403, 403, 403, 403, 200, 401],
  // The dispute of a completed order (the buyer's with the owner): its parties and admins read it,
  // only its buyer opens it, only its seller answers, only admins list and decide.
  'GET /orders/:id/dispute':          [401, 200, 403, 200, 403, 200, 401],
  'POST /orders/:id/dispute':         [401, 201, 403, 403, 403, 403, 401],
  'PUT /orders/:id/dispute':          [401, 403, 403, 200, 403, 403, 401],
  'GET /admin/disputes':              [401, 403, 403, 403, 403, 200, 401],
  'PUT /admin/disputes/:id/decide':   [401, 403, 403, 403, 403, 200, 401],
} as const satisfies Record<string, Statuses>;

type Route = keyof typeof MATRIX;

/** What a row sends; the method and path template come from its route. */
interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as multipart in the field "image". */
  image?: Buffer;
  headers?: Record<string, string>;
  /** Asserts the write happened exactly when the row was allowed to make it. */
  effect?: (allowed: boolean) => Promise<void>;
  /** Calls as this account instead of the persona's own (a route that would end the persona's account). */
  as?: TestUser;
}

let api: Awaited<ReturnType<typeof startApi>>;
let users: Record<Exclude<Persona, 'anonymous'>, TestUser>;
/** The brands (as the seed loader writes them), a listing of the owner and an uploaded image; no row changes them. */
let listing: { _id: string };
let imageFile: string;
let png: Buffer;

beforeAll(async () => {
  api = await startApi();
  png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#2a7' } }).png().toBuffer();
  const [buyer, unverified, owner, other, admin, deleted] = await Promise.all([
    createUser('buyer'),
    createUser('seller'),
    createUser('verifiedSeller'),
    createUser('verifiedSeller'),
    createUser('admin'),
    createUser('buyer'),
  ]);
  users = { buyer, 'unverified seller': unverified, owner, 'other seller': other, admin, 'deleted user': deleted };
  const brands = db().batch();
  for (const category of CATEGORIES) {
    brands.set(db().collection('categories').doc(String(category.id)), { _id: String(category.id), ...category });
  }
  const [removal, upload, product] = await Promise.all([
    call(`${api.url}/users/${deleted.uid}`, { method: 'DELETE', token: admin.token }),
    uploadImage(owner.token),
    createProduct(owner),
    brands.commit(),
  ]);
  expect(removal.status).toBe(200);
  expect(upload.status).toBe(201);
  imageFile = upload.body.data!.display_url.split('/').pop()!;
  listing = product;
});
afterAll(() => api.close());

/** The account a persona acts as; anonymous speaks for the buyer's data without proving it. */
const self = (who: Persona): TestUser => (who === 'anonymous' ? users.buyer : users[who]);
const tokenOf = (who: Persona) => (who === 'anonymous' ? undefined : users[who].token);

async function uploadImage(token: string | undefined, url = `${api.url}/images`) {
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'phone.png');
  const response = await fetch(url, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: response.status, body: (await response.json()) as { data?: { display_url: string } } };
}

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@test.recell`;

/** The newsletter limiter counts per address; each row speaks from its own (as Google's front end reports it). */
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return forwardedFrom(`203.0.113.${addresses}`);
};

const orderBody = (bookedId: string) => bookingBody(bookedId);

/** A fresh available listing of the owner, booked by the buyer: the order's id. */
async function orderOfBuyer(): Promise<string> {
  const phone = await createProduct(users.owner);
  const booked = await call(`${api.url}/orders`, { method: 'POST', token: users.buyer.token, body: orderBody(phone._id) });
  expect(booked.status).toBe(201);
  return booked.body.insertedId as string;
}

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

/** A fresh order of the buyer on the owner's listing, accepted by the owner: the order's id. */
async function acceptedOrderOfBuyer(): Promise<string> {
  const id = await orderOfBuyer();
  const accepted = await call(`${api.url}/orders/${id}/accept`, { method: 'PUT', token: users.owner.token, body: { slot: tomorrow() } });
  expect(accepted.status).toBe(200);
  return id;
}

/** A safety card the buyer shared on a fresh accepted order: its token. */
async function safetyCardOfBuyer(): Promise<string> {
  const id = await acceptedOrderOfBuyer();
  const card = await call(`${api.url}/orders/${id}/safety-card`, { method: 'POST', token: users.buyer.token });
  expect(card.status).toBe(201);
  return card.body.token as string;
}

/** A fresh listing of the owner at ৳1,000 on which the buyer offered ৳800: the offer's id. */
async function offerOfBuyer(): Promise<string> {
  const phone = await createProduct(users.owner, { price: 1000 });
  const offered = await call(`${api.url}/products/${phone._id}/offers`, { method: 'POST', token: users.buyer.token, body: { price: 800 } });
  expect(offered.status).toBe(201);
  return offered.body.offer._id as string;
}

const offerStatus = async (id: string) => (await db().collection('offers').doc(id).get()).get('status') as string | undefined;

/** A fresh listing of the owner on the buyer's wishlist: the entry's id. */
async function wishlistEntryOfBuyer(): Promise<string> {
  const phone = await createProduct(users.owner);
  const added = await call(`${api.url}/wishlist`, { method: 'POST', token: users.buyer.token, body: { productId: phone._id } });
  expect(added.status).toBe(201);
  return added.body.insertedId as string;
}

/** A fresh listing of the owner the buyer asked about: the conversation's id. */
async function conversationOfBuyer(): Promise<string> {
  const phone = await createProduct(users.owner);
  const started = await call(`${api.url}/conversations`, { method: 'POST', token: users.buyer.token, body: { listingId: phone._id } });
  expect(started.status).toBe(201);
  return started.body.conversation._id as string;
}

/** A fresh saved search of the buyer (daily alerts): its id. */
async function savedSearchOfBuyer(): Promise<string> {
  const saved = await call(`${api.url}/saved-searches`, { method: 'POST', token: users.buyer.token, body: { name: 'Matrix', query: { category: 'apple' }, frequency: 'daily' } });
  expect(saved.status).toBe(201);
  return saved.body.savedSearch._id as string;
}

/** A saved search of someone who is none of the personas (the buyer's are capped at 20), stored as the API stores one. */
async function someonesSavedSearch(): Promise<{ uid: string; id: string }> {
  const uid = `matrix-${randomUUID()}`;
  const id = `${uid}_s1`;
  const at = new Date().toISOString();
  const search = { _id: id, uid, name: 'Matrix', query: { category: 'apple' }, frequency: 'daily', match_keys: [], createdAt: at, updatedAt: at, sortKey: `${at}_${id}` };
  await db().collection('saved_searches').doc(id).set(search);
  return { uid, id };
}

/** A fresh listing of the owner, booked by the buyer and handed over: the completed order's id. */
async function completedOrderOfBuyer(): Promise<string> {
  const id = await orderOfBuyer();
  await completeByHandover(api.url, id, users.owner, users.buyer);
  return id;
}

/** A fresh listing of the owner waiting for review (as a new seller's would). */
const pendingListing = () => createProduct(users.owner, { status: 'pending_review', moderation_key: `${new Date().toISOString()}_${randomUUID()}` });

/** A fresh listing of the owner an admin rejected. */
const rejectedListing = () => createProduct(users.owner, { status: 'rejected', moderation_key: `${new Date().toISOString()}_${randomUUID()}` });

/** A fresh listing of the owner the buyer reported. */
async function reportedListing(): Promise<string> {
  const phone = await createProduct(users.owner);
  const reported = await call(`${api.url}/products/${phone._id}/reports`, { method: 'POST', token: users.buyer.token, body: { reason: 'scam' } });
  expect(reported.status).toBe(201);
  return phone._id;
}

/** A fresh IMEI block the admin made: its id. */
async function imeiBlock(): Promise<string> {
  const blocked = await call(`${api.url}/admin/imei-blocks`, { method: 'POST', token: users.admin.token, body: { imei: testImei(), reason: 'Matrix' } });
  expect(blocked.status).toBe(201);
  return blocked.body.block._id as string;
}

/** A fresh safe meeting spot an admin added: its id. */
async function meetupSpot(): Promise<string> {
  const body = { name: `Matrix spot ${randomUUID()}`, area: 'Gulshan', address: 'Gulshan Avenue', lat: 23.79, lng: 90.41, kind: 'cafe' };
  const added = await call(`${api.url}/admin/meetup-spots`, { method: 'POST', token: users.admin.token, body });
  expect(added.status).toBe(201);
  return added.body.spot._id as string;
}

const disputeBody = { reason: 'stopped_working', text: 'It stopped charging the next day.' };

/** A fresh completed order of the buyer with a dispute the buyer opened (and the owner answered, when asked): the order's id. */
async function disputedOrderOfBuyer(answered: boolean): Promise<string> {
  const id = await completedOrderOfBuyer();
  expect((await call(`${api.url}/orders/${id}/dispute`, { method: 'POST', token: users.buyer.token, body: disputeBody })).status).toBe(201);
  if (answered) {
    const answer = await call(`${api.url}/orders/${id}/dispute`, { method: 'PUT', token: users.owner.token, body: { answer: 'It charged when I sold it.' } });
    expect(answer.status).toBe(200);
  }
  return id;
}

/**
 * The one fixture the seven rows of a route share when they only read it (nothing a read changes
 * could move another row's answer), made when the first of them runs.
 */
function sharedByTheRows<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * Completed orders, made before any row runs. Each sale the owner completes rewrites the owner's
 * details on every listing of the owner (the seller.copies event), and nearly every row adds a
 * listing of the owner: made when their rows came, at the end of the table, these cost seconds
 * each. A row that writes still gets an order (or dispute) of its own that nothing else touches;
 * rows that only read share one.
 */
interface CompletedOrders {
  toReview: Record<Persona, string>;
  toDispute: Record<Persona, string>;
  withOpenDispute: Record<Persona, string>;
  withAnsweredDispute: Record<Persona, string>;
  /** Read by the rows of GET /orders/:id/review and GET /orders/:id/dispute (one each). */
  toReadReview: string;
  toReadDispute: string;
}

async function makeCompletedOrders(): Promise<CompletedOrders> {
  const onePerPersona = async (make: () => Promise<string>) => {
    const made: Partial<Record<Persona, string>> = {};
    for (const who of PERSONAS) made[who] = await make();
    return made as Record<Persona, string>;
  };
  return {
    toReview: await onePerPersona(completedOrderOfBuyer),
    toDispute: await onePerPersona(completedOrderOfBuyer),
    withOpenDispute: await onePerPersona(() => disputedOrderOfBuyer(false)),
    withAnsweredDispute: await onePerPersona(() => disputedOrderOfBuyer(true)),
    toReadReview: await completedOrderOfBuyer(),
    toReadDispute: await completedOrderOfBuyer(),
  };
}

let completedOrders: CompletedOrders;

const bookedOrderToRead = sharedByTheRows(orderOfBuyer);
const offerToRead = sharedByTheRows(offerOfBuyer);
const safetyCardToRead = sharedByTheRows(safetyCardOfBuyer);
const conversationToRead = sharedByTheRows(conversationOfBuyer);
const messagesToRead = sharedByTheRows(conversationOfBuyer);

const disputeStatusOf = async (id: string) => (await db().collection('disputes').doc(id).get()).get('status') as string | undefined;

const countWhere = async (collection: string, field: string, value: string) =>
  (await db().collection(collection).where(field, '==', value).count().get()).data().count;

/** The kind of account each live persona is, for rows that act on a fresh account of that kind. */
const PERSONA_KINDS = { buyer: 'buyer', 'unverified seller': 'seller', owner: 'verifiedSeller', 'other seller': 'verifiedSeller', admin: 'admin' } as const;

const PROBES: Record<Route, (who: Persona) => Probe | Promise<Probe>> = {
  'GET /healthz': () => ({}),
  'GET /openapi.json': () => ({}),
  'GET /categories': () => ({}),
  'GET /categories/:idOrName': () => ({ params: { idOrName: 'apple' } }),
  'GET /products': () => ({}),
  'GET /products/adversite': () => ({}),
  'GET /products/suggest': () => ({ query: { q: 'ip' } }),
  'GET /products/price-guide': () => ({ query: { model: 'iPhone 13', storage: '128' } }),
  'GET /products/:id': () => ({ params: { id: listing._id } }),
  'GET /images/:file': () => ({ params: { file: imageFile } }),
  'POST /newsletter': () => ({ body: { email: uniqueEmail('reader') }, headers: newAddress() }),

  'GET /users/admin/:email': () => ({ params: { email: users.buyer.email } }),
  'GET /users/buyer/:email': () => ({ params: { email: users.buyer.email } }),
  'GET /users/seller/:email': () => ({ params: { email: users.buyer.email } }),
  'GET /verify/:email': () => ({ params: { email: users.buyer.email } }),
  'GET /orders': () => ({ query: { email: users.buyer.email } }),
  'GET /wishlist': () => ({ query: { email: users.buyer.email } }),
  'GET /wishlist/count': () => ({ query: { email: users.buyer.email } }),
  'GET /products/myproducts': () => ({ query: { email: users.owner.email } }),
  'GET /jwt': (who) => ({ query: { email: self(who).email } }),

  'GET /users/me': () => ({}),
  'PATCH /users/me': (who) => ({
    body: { emailPreferences: { news: true } },
    effect: async (allowed) => {
      if (allowed) expect((await getUserById(self(who).uid))?.emailPreferences.news).toBe(true);
    },
  }),
  'DELETE /users/me': async (who) => {
    if (who === 'anonymous' || who === 'deleted user') return {};
    const fresh = await createUser(PERSONA_KINDS[who]);
    return { as: fresh, effect: async (allowed) => expect(await getUserById(fresh.uid)).toEqual(allowed ? null : fresh.record) };
  },
  // Both act on a fresh account of the persona's kind, so the personas keep their roles.
  'PUT /users/me/role': async (who) => {
    if (who === 'anonymous' || who === 'deleted user') return { body: { role: 'seller' } };
    const kind = PERSONA_KINDS[who];
    const fresh = await createUser(kind);
    const role = fresh.record.user_role === 'Buyer' ? 'seller' : 'buyer';
    return {
      as: fresh,
      body: { role },
      effect: async (allowed) => expect((await getUserById(fresh.uid))?.user_role).toBe(allowed ? accountTypeOf(role) : fresh.record.user_role),
    };
  },
  'POST /users/me/verification-request': async (who) => {
    if (who === 'anonymous' || who === 'deleted user') return {};
    const fresh = await createUser(PERSONA_KINDS[who]);
    return {
      as: fresh,
      effect: async (allowed) => expect((await getUserById(fresh.uid))?.verificationRequestedAt !== null).toBe(allowed),
    };
  },
  'POST /users': (who) => ({ body: { name: self(who).name, user_role: self(who).record.user_role } }),
  'POST /images': () => ({ image: png }),
  'POST /wishlist': async () => {
    const phone = await createProduct(users.owner);
    return {
      body: { productId: phone._id },
      effect: async (allowed) => expect(await countWhere('wishlist', 'productId', phone._id)).toBe(allowed ? 1 : 0),
    };
  },

  'GET /users': () => ({}),
  'GET /users/buyer': () => ({}),
  'GET /users/seller': () => ({}),
  'PUT /users/admin/:id': async () => {
    const target = await createUser('buyer');
    return {
      params: { id: target.uid },
      effect: async (allowed) => expect((await getUserById(target.uid))?.role).toBe(allowed ? 'admin' : 'user'),
    };
  },
  'PUT /users/verify/:id': async () => {
    const target = await createUser('seller');
    return {
      params: { id: target.uid },
      effect: async (allowed) => expect((await getUserById(target.uid))?.verified).toBe(allowed),
    };
  },
  'DELETE /users/admin/:id': async () => {
    const target = await createUser('admin');
    return {
      params: { id: target.uid },
      effect: async (allowed) => expect((await getUserById(target.uid))?.role).toBe(allowed ? 'user' : 'admin'),
    };
  },
  'DELETE /users/verify/:id': async () => {
    const target = await createUser('verifiedSeller');
    return {
      params: { id: target.uid },
      effect: async (allowed) => expect((await getUserById(target.uid))?.verified).toBe(!allowed),
    };
  },
  'DELETE /users/:id': async () => {
    const target = await createUser('buyer');
    return {
      params: { id: target.uid },
      effect: async (allowed) => expect(await getUserById(target.uid)).toEqual(allowed ? null : target.record),
    };
  },

  'POST /products': () => {
    const description = `Matrix listing ${randomUUID()}`;
    return {
      body: productBody({ description }),
      effect: async (allowed) => expect(await countWhere('products', 'description', description)).toBe(allowed ? 1 : 0),
    };
  },
  'PATCH /products/:id': async () => {
    const phone = await createProduct(users.owner);
    return {
      params: { id: phone._id },
      body: { location: 'Edited by the matrix' },
      effect: async (allowed) => expect((await getProduct(phone._id))?.location).toBe(allowed ? 'Edited by the matrix' : phone.location),
    };
  },
  'PUT /products/sold/:id': async () => {
    const phone = await createProduct(users.owner);
    return {
      params: { id: phone._id },
      effect: async (allowed) => expect((await getProduct(phone._id))?.status).toBe(allowed ? 'sold' : 'available'),
    };
  },
  'PUT /products/adversite/:id': async () => {
    const phone = await createProduct(users.owner);
    return {
      params: { id: phone._id },
      effect: async (allowed) => expect((await getProduct(phone._id))?.adversite).toBe(allowed),
    };
  },
  'DELETE /products/:id': async () => {
    const phone = await createProduct(users.owner);
    return {
      params: { id: phone._id },
      effect: async (allowed) => expect(await getProduct(phone._id)).toEqual(allowed ? null : phone),
    };
  },

  'POST /orders': async () => {
    const phone = await createProduct(users.owner);
    return {
      body: orderBody(phone._id),
      effect: async (allowed) => {
        expect(await countWhere('orders', 'bookedId', phone._id)).toBe(allowed ? 1 : 0);
        expect((await getProduct(phone._id))?.status).toBe(allowed ? 'booked' : 'available');
      },
    };
  },
  'DELETE /orders/:id': async () => {
    const id = await orderOfBuyer();
    return {
      params: { id },
      effect: async (allowed) => expect((await getOrder(id))?.status).toBe(allowed ? 'cancelled' : 'booked'),
    };
  },
  'GET /orders/:id': async () => ({ params: { id: await bookedOrderToRead() } }),
  'POST /products/:id/offers': async () => {
    const phone = await createProduct(users.owner, { price: 1000 });
    return {
      params: { id: phone._id },
      body: { price: 800 },
      effect: async (allowed) => expect(await countWhere('offers', 'listing_id', phone._id)).toBe(allowed ? 1 : 0),
    };
  },
  'GET /offers': () => ({ query: { side: 'buyer' } }),
  'GET /offers/:id': async () => ({ params: { id: await offerToRead() } }),
  'PUT /offers/:id/accept': async () => {
    const id = await offerOfBuyer();
    return { params: { id }, effect: async (allowed) => expect(await offerStatus(id)).toBe(allowed ? 'accepted' : 'pending') };
  },
  'PUT /offers/:id/decline': async () => {
    const id = await offerOfBuyer();
    return { params: { id }, body: {}, effect: async (allowed) => expect(await offerStatus(id)).toBe(allowed ? 'declined' : 'pending') };
  },
  'PUT /offers/:id/counter': async () => {
    const id = await offerOfBuyer();
    return { params: { id }, body: { price: 900 }, effect: async (allowed) => expect(await offerStatus(id)).toBe(allowed ? 'countered' : 'pending') };
  },
  'DELETE /offers/:id': async () => {
    const id = await offerOfBuyer();
    return { params: { id }, effect: async (allowed) => expect(await offerStatus(id)).toBe(allowed ? 'withdrawn' : 'pending') };
  },
  'PUT /orders/:id/accept': async () => {
    const id = await orderOfBuyer();
    return {
      params: { id },
      body: { slot: tomorrow(), meet_location: 'Dhanmondi 27' },
      effect: async (allowed) => expect((await getOrder(id))?.status).toBe(allowed ? 'accepted' : 'booked'),
    };
  },
  'PUT /orders/:id/decline': async () => {
    const id = await orderOfBuyer();
    return {
      params: { id },
      body: { reason: 'Sold elsewhere' },
      effect: async (allowed) => expect((await getOrder(id))?.status).toBe(allowed ? 'declined' : 'booked'),
    };
  },
  'PUT /orders/:id/checklist': async () => {
    const id = await acceptedOrderOfBuyer();
    const items = { screen: true, cameras: true, audio: false, charging: false, buttons: false, biometrics: false, account_signed_out: false };
    return {
      params: { id },
      body: { items },
      effect: async (allowed) => expect((await getOrder(id))?.checklist?.items ?? null).toEqual(allowed ? items : null),
    };
  },
  'POST /orders/:id/handover': async () => {
    const id = await acceptedOrderOfBuyer();
    const asBuyer = await call(`${api.url}/orders/${id}`, { token: users.buyer.token });
    return {
      params: { id },
      body: { code: asBuyer.body.handover_code },
      effect: async (allowed) => expect((await getOrder(id))?.status).toBe(allowed ? 'completed' : 'accepted'),
    };
  },
  'POST /orders/:id/safety-card': async () => ({ params: { id: await acceptedOrderOfBuyer() } }),
  'DELETE /orders/:id/safety-card': async () => ({ params: { id: await acceptedOrderOfBuyer() } }),
  'GET /safety-cards/:token': async () => ({ params: { token: await safetyCardToRead() } }),
  'POST /saved-searches': (who) => {
    const name = `Matrix ${randomUUID()}`;
    return {
      body: { name, query: { category: 'apple' }, frequency: 'daily' },
      effect: async (allowed) => {
        if (who !== 'anonymous') expect((await db().collection('saved_searches').where('name', '==', name).get()).size).toBe(allowed ? 1 : 0);
      },
    };
  },
  'GET /saved-searches': () => ({}),
  'PATCH /saved-searches/:id': async () => {
    const id = await savedSearchOfBuyer();
    return {
      params: { id },
      body: { frequency: 'off' },
      effect: async (allowed) => expect((await db().collection('saved_searches').doc(id).get()).get('frequency')).toBe(allowed ? 'off' : 'daily'),
    };
  },
  'DELETE /saved-searches/:id': async () => {
    const id = await savedSearchOfBuyer();
    return { params: { id }, effect: async (allowed) => expect((await db().collection('saved_searches').doc(id).get()).exists).toBe(!allowed) };
  },
  'POST /push-tokens': () => {
    const token = `matrix-${randomUUID()}-${randomUUID()}`;
    return { body: { token }, effect: async (allowed) => expect(await countWhere('push_tokens', 'token', token)).toBe(allowed ? 1 : 0) };
  },
  'DELETE /push-tokens/:token': async () => {
    const token = `matrix-${randomUUID()}-${randomUUID()}`;
    expect((await call(`${api.url}/push-tokens`, { method: 'POST', token: users.buyer.token, body: { token } })).status).toBe(201);
    return { params: { token }, effect: async (allowed) => expect(await countWhere('push_tokens', 'token', token)).toBe(allowed ? 0 : 1) };
  },
  'GET /dev/push-messages': () => ({}),
  'GET /saved-searches/unsubscribe': async () => {
    const { uid, id } = await someonesSavedSearch();
    return { query: { token: unsubscribeToken(uid, { kind: 'search', searchId: id }) } };
  },
  'POST /saved-searches/unsubscribe': async () => {
    const { uid, id } = await someonesSavedSearch();
    return {
      query: { token: unsubscribeToken(uid, { kind: 'search', searchId: id }) },
      effect: async () => expect((await db().collection('saved_searches').doc(id).get()).get('frequency')).toBe('off'),
    };
  },
  'DELETE /wishlist/:id': async () => {
    const id = await wishlistEntryOfBuyer();
    return {
      params: { id },
      effect: async (allowed) => expect((await getEntry(id)) === null).toBe(allowed),
    };
  },

  'POST /conversations': async () => {
    const phone = await createProduct(users.owner);
    return {
      body: { listingId: phone._id },
      effect: async (allowed) => expect(await countWhere('conversations', 'listingId', phone._id)).toBe(allowed ? 1 : 0),
    };
  },
  'GET /conversations': () => ({}),
  'GET /conversations/:id': async () => ({ params: { id: await conversationToRead() } }),
  'GET /conversations/:id/messages': async () => ({ params: { id: await messagesToRead() } }),
  'POST /conversations/:id/messages': async () => {
    const id = await conversationOfBuyer();
    return {
      params: { id },
      body: { text: 'Is the battery original?' },
      effect: async (allowed) => expect((await db().collection('conversations').doc(id).collection('messages').count().get()).data().count).toBe(allowed ? 1 : 0),
    };
  },
  'PUT /conversations/:id/read': async () => {
    const id = await conversationOfBuyer();
    // The owner writes, so the buyer has something unread; the owner reading changes nothing of the buyer's.
    expect((await call(`${api.url}/conversations/${id}/messages`, { method: 'POST', token: users.owner.token, body: { text: 'Yes' } })).status).toBe(201);
    return { params: { id } };
  },
  'GET /notifications': () => ({}),
  'GET /notifications/unread-count': () => ({}),
  'PUT /notifications/read-all': () => ({}),
  'PUT /notifications/:id/read': async () => {
    const id = await conversationOfBuyer();
    expect((await call(`${api.url}/conversations/${id}/messages`, { method: 'POST', token: users.owner.token, body: { text: 'Hello' } })).status).toBe(201);
    const notificationId = `${users.buyer.uid}_message_${id}`;
    return {
      params: { id: notificationId },
      effect: async (allowed) => expect((await db().collection('notifications').doc(notificationId).get()).get('read')).toBe(allowed),
    };
  },
  'POST /orders/:id/review': (who) => {
    const id = completedOrders.toReview[who];
    return {
      params: { id },
      body: { rating: 5, text: 'Smooth deal.' },
      effect: async (allowed) => expect(await countWhere('reviews', 'orderId', id)).toBe(allowed ? 1 : 0),
    };
  },
  'GET /orders/:id/review': () => ({ params: { id: completedOrders.toReadReview } }),
  'GET /users/:uid/profile': () => ({ params: { uid: users.owner.uid } }),
  'GET /users/:uid/reviews': () => ({ params: { uid: users.owner.uid } }),

  'PUT /products/:id/resubmit': async () => {
    const phone = await rejectedListing();
    return {
      params: { id: phone._id },
      effect: async (allowed) => expect((await getProduct(phone._id))?.status).toBe(allowed ? 'pending_review' : 'rejected'),
    };
  },
  'POST /products/:id/reports': (who) => ({
    params: { id: listing._id },
    body: { reason: 'other', details: 'Matrix' },
    effect: async (allowed) => {
      if (who !== 'anonymous') expect(await countWhere('reports', 'reporter_uid', self(who).uid)).toBe(allowed ? 1 : 0);
    },
  }),
  'GET /admin/moderation/counts': () => ({}),
  'GET /admin/listings': () => ({ query: { status: 'pending_review' } }),
  'PUT /admin/listings/:id/approve': async () => {
    const phone = await pendingListing();
    return {
      params: { id: phone._id },
      effect: async (allowed) => expect((await getProduct(phone._id))?.status).toBe(allowed ? 'available' : 'pending_review'),
    };
  },
  'PUT /admin/listings/:id/reject': async () => {
    const phone = await pendingListing();
    return {
      params: { id: phone._id },
      body: { reason: 'photos' },
      effect: async (allowed) => expect((await getProduct(phone._id))?.status).toBe(allowed ? 'rejected' : 'pending_review'),
    };
  },
  'GET /admin/reports': () => ({}),
  'PUT /admin/reports/:listingId/resolve': async () => {
    const id = await reportedListing();
    return {
      params: { listingId: id },
      body: { action: 'hide', reason: 'Matrix' },
      effect: async (allowed) => expect((await getProduct(id))?.status).toBe(allowed ? 'hidden' : 'available'),
    };
  },
  'GET /admin/imei-blocks': () => ({}),
  'POST /admin/imei-blocks': () => {
    const reason = `Matrix ${randomUUID()}`;
    return {
      body: { imei: testImei(), reason },
      effect: async (allowed) => expect(await countWhere('imei_blocks', 'reason', reason)).toBe(allowed ? 1 : 0),
    };
  },
  'DELETE /admin/imei-blocks/:id': async () => {
    const id = await imeiBlock();
    return {
      params: { id },
      effect: async (allowed) => expect((await db().collection('imei_blocks').doc(id).get()).exists).toBe(!allowed),
    };
  },
  'GET /admin/audit': () => ({}),

  'GET /meetup-spots': () => ({ query: { area: 'Gulshan 1' } }),
  'GET /admin/meetup-spots': () => ({}),
  'POST /admin/meetup-spots': () => {
    const name = `Matrix spot ${randomUUID()}`;
    return {
      body: { name, area: 'Banani', address: 'Road 11', lat: 23.79, lng: 90.4, kind: 'shopping_mall' },
      effect: async (allowed) => expect(await countWhere('meetup_spots', 'name', name)).toBe(allowed ? 1 : 0),
    };
  },
  'PUT /admin/meetup-spots/:id': async () => {
    const id = await meetupSpot();
    return {
      params: { id },
      body: { opening_hours: 'Edited by the matrix' },
      effect: async (allowed) => expect((await db().collection('meetup_spots').doc(id).get()).get('opening_hours')).toBe(allowed ? 'Edited by the matrix' : ''),
    };
  },
  'DELETE /admin/meetup-spots/:id': async () => {
    const id = await meetupSpot();
    return { params: { id }, effect: async (allowed) => expect((await db().collection('meetup_spots').doc(id).get()).exists).toBe(!allowed) };
  },
  'GET /orders/:id/dispute': () => ({ params: { id: completedOrders.toReadDispute } }),
  'POST /orders/:id/dispute': (who) => {
    const id = completedOrders.toDispute[who];
    return { params: { id }, body: disputeBody, effect: async (allowed) => expect(await disputeStatusOf(id)).toBe(allowed ? 'open' : undefined) };
  },
  'PUT /orders/:id/dispute': (who) => {
    const id = completedOrders.withOpenDispute[who];
    return {
      params: { id },
      body: { answer: 'It worked when I handed it over.' },
      effect: async (allowed) => expect(await disputeStatusOf(id)).toBe(allowed ? 'answered' : 'open'),
    };
  },
  'GET /admin/disputes': () => ({}),
  'PUT /admin/disputes/:id/decide': (who) => {
    const id = completedOrders.withAnsweredDispute[who];
    return {
      params: { id },
      body: { outcome: 'resolved', note: 'Settled by the matrix.' },
      effect: async (allowed) => expect(await disputeStatusOf(id)).toBe(allowed ? 'decided' : 'answered'),
    };
  },
};

/** Sends a probe over HTTP as the persona, to the path of its route with the params filled in. */
async function send(route: Route, who: Persona, probe: Probe) {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = probe.params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const url = `${api.url}${path}${probe.query ? `?${new URLSearchParams(probe.query)}` : ''}`;
  const token = probe.as?.token ?? tokenOf(who);
  if (probe.image) return uploadImage(token, url);
  return call(url, { method, token, body: probe.body, headers: probe.headers });
}

const ERROR_CODES: Record<number, string> = { 401: 'unauthenticated', 403: 'forbidden' };

/** One row per route and persona, named like "PUT /products/sold/:id as buyer -> 403". */
const rows = (Object.entries(MATRIX) as [Route, Statuses][]).flatMap(([route, statuses]) =>
  PERSONAS.map((who, index) => [`${route} as ${who} -> ${statuses[index]}`, route, who, statuses[index]!] as const),
);

describe('authorization matrix', () => {
  // Thirty sales one after another: on two busy cores this outlasts the default hook timeout.
  beforeAll(async () => {
    completedOrders = await makeCompletedOrders();
  }, 240_000);

  it.each(rows)('%s', async (_name, route, who, status) => {
    const probe = await PROBES[route](who);
    const response = await send(route, who, probe);
    expect(response.status).toBe(status);
    if (ERROR_CODES[status]) expect(response.body).toMatchObject({ acknowledged: false, code: ERROR_CODES[status] });
    await probe.effect?.(status < 300);
  });

  it('has rows for every route the app registers, and for no other', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(registeredRoutes(createApp()).sort());
    expect(rows).toHaveLength(Object.keys(MATRIX).length * PERSONAS.length);
  });
});

describe('/jwt issues nothing for an email the token does not prove', () => {
  const live = PERSONAS.filter((who) => who !== 'anonymous' && who !== 'deleted user');
  it.each(live)("GET /jwt?email=<someone else's> as %s -> 403", async (who) => {
    const someoneElse = who === 'buyer' ? users.owner : users.buyer;
    const response = await send('GET /jwt', who, { query: { email: someoneElse.email } });
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toContain(someoneElse.token);
  });
});

describe('public routes ignore tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`POST /newsletter with made-up bearer tokens still counts against the address's limit -> 429`, async () => {
    atRateLimitWindowStart();
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= config.newsletterRateLimit; i += 1) {
      const response = await call(`${api.url}/newsletter`, {
        method: 'POST',
        token: `made.up.${randomUUID()}`,
        headers: address,
        body: { email: uniqueEmail('flood') },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(config.newsletterRateLimit).fill(201), 429]);
  });
});

describe('the server derives what it must, whatever the body says', () => {
  it('POST /orders as buyer with a forged price, item name, buyer and status -> 201 with the listing and the caller', async () => {
    const phone = await createProduct(users.owner, { price: 300 });
    const forged = {
      ...orderBody(phone._id),
      price: 1,
      item_name: 'Free phone',
      email: users.admin.email,
      buyer_name: 'Someone Else',
      buyer_uid: users.admin.uid,
      seller_uid: users.buyer.uid,
      status: 'completed',
    };
    const response = await call(`${api.url}/orders`, { method: 'POST', token: users.buyer.token, body: forged });
    expect(response.status).toBe(201);
    expect(await getOrder(response.body.insertedId)).toMatchObject({
      price: 300,
      item_name: phone.phone_details.phone_name,
      email: users.buyer.email,
      buyer_name: users.buyer.name,
      buyer_uid: users.buyer.uid,
      seller_uid: users.owner.uid,
      seller_email: users.owner.email,
      status: 'booked',
    });
  });

  it('POST /products as owner with forged seller, verified, status and advertising -> 201 with the server values', async () => {
    const body = productBody();
    const forged = {
      ...body,
      email: users.buyer.email,
      seller_uid: users.buyer.uid,
      seller_name: 'Someone Else',
      seller_img: 'https://example.test/forged.webp',
      verified: false,
      user_role: 'Buyer',
      status: 'sold',
      adversite: true,
      bookedId: 'forged',
      date: '1.1.2000',
      bookingSeq: 99,
      phone_details: { ...body.phone_details, phone_img_card: 'https://example.test/forged-card.webp' },
      sneaky: true,
    };
    const response = await call(`${api.url}/products`, { method: 'POST', token: users.owner.token, body: forged });
    expect(response.status).toBe(201);
    const stored = await getProduct(response.body.insertedId);
    expect(stored).toMatchObject({
      email: users.owner.email,
      seller_uid: users.owner.uid,
      seller_name: users.owner.name,
      seller_img: users.owner.record.image,
      verified: true,
      user_role: 'Seller',
      status: 'available',
      adversite: false,
      bookedId: null,
      date: displayDate(new Date()),
      bookingSeq: 0,
      phone_details: { phone_img_card: cardUrlFor(body.phone_details.phone_img!) },
    });
    expect(stored).not.toHaveProperty('sneaky');
  });

  const forgedPrivileges = { role: 'admin', admin: true, verified: true, email: 'someone-else@test.recell' };

  it("POST /users registering with role 'admin' and verified in the body -> 201, a plain unverified seller", async () => {
    const email = uniqueEmail('registrant');
    const { uid } = await auth().createUser({ email, password: TEST_PASSWORD });
    const token = await signIn(email);
    const response = await call(`${api.url}/users`, {
      method: 'POST',
      token,
      body: { name: 'New Seller', user_role: 'Seller', ...forgedPrivileges },
    });
    expect(response.status).toBe(201);
    expect(await getUserById(uid)).toMatchObject({ email, user_role: 'Seller', role: 'user', verified: false });
    expect((await auth().getUser(uid)).customClaims).toEqual({ role: 'seller' });
    expect((await call(`${api.url}/users`, { token })).status).toBe(403);
  });

  it("POST /users refreshing an unverified seller with role 'admin' and verified in the body -> 200, still neither", async () => {
    const seller = await createUser('seller');
    const response = await call(`${api.url}/users`, {
      method: 'POST',
      token: seller.token,
      body: { name: seller.name, user_role: 'Seller', ...forgedPrivileges },
    });
    expect(response.status).toBe(200);
    expect(await getUserById(seller.uid)).toEqual(seller.record);
    expect((await auth().getUser(seller.uid)).customClaims).toEqual({ role: 'seller' });
    const listingAttempt = await call(`${api.url}/products`, { method: 'POST', token: seller.token, body: productBody() });
    expect(listingAttempt.status).toBe(403);
  });
});
