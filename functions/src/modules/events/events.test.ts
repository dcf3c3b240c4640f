import { randomUUID } from 'node:crypto';
import { WriteBatch } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { eventHandlers } from '../../event-handlers';
import { auth, db } from '../../shared/firestore';
import { bookingBody, completeByHandover, ownModelBody, productBody } from '../../test/factories';
import { forgetQueuedEvents, queuedEvents, settleEvents } from '../../test/event-queue';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import type { Product } from '../../contract/products';
import { DELETED_USER_NAME } from '../../contract/users';
import { deleteUserUnlessLastAdmin } from '../profiles';
import { accountDeletedEvents } from '../users/account-events';
import { dispatch } from './dispatcher';
import { ACCOUNT_PARTS, EVENT_STUCK_MINUTES, getEvent, sweepStuckEvents, type EventHandler, type EventHandlers, type EventType, type OutboxEvent, type StoredEvent } from '.';

/*
 * The outbox on the real emulators: a request answers once its own transaction committed, with its
 * effects recorded as events; each handler, made to throw after each of its writes in turn, is
 * retried and ends where a run without faults ends, with no notification or mail sent twice; an
 * event left pending is queued again by the sweep, judged by an injected clock.
 */

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi(createApp());
});
afterAll(() => api.close());
afterEach(() => forgetQueuedEvents());

const docsWhere = async (collection: string, field: string, value: string) =>
  (await db().collection(collection).where(field, '==', value).get()).docs.map((doc) => doc.data());
const listingOf = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product;
const outboxOf = async (aggregateId: string) => (await docsWhere('outbox', 'aggregateId', aggregateId)) as StoredEvent[];



/** What a play of the queue ran: each event's id, type and the writes of its first run. */
type Played = Map<string, { type: EventType; writes: number }>;

/**
 * Every handler, made to throw right after the `failAt`-th write (a Firestore batch or document
 * write, or a change of an Auth account) of its first run of each event; the write itself has
 * landed. Records what it ran in `played`.
 */
function faultyHandlers(failAt: number | null, played: Played): EventHandlers {
  const wrap = <T extends EventType>(handler: EventHandler<T>): EventHandler<T> => {
    return async (event) => {
      if (played.has(event._id)) return handler(event);
      const counter = { writes: 0, failAt };
      armed = counter;
      try {
        await handler(event);
      } finally {
        armed = null;
        played.set(event._id, { type: event.type, writes: counter.writes });
      }
    };
  };
  return Object.fromEntries(Object.entries(eventHandlers).map(([type, handler]) => [type, wrap(handler as EventHandler<EventType>)])) as EventHandlers;
}

/** The write counter of the handler running now (handlers run one after another). */
let armed: { writes: number; failAt: number | null } | null = null;
/** Counts a write that landed, and throws when it is the one the running handler should fail after. */
function landed(): void {
  const counter = armed;
  if (!counter) return;
  counter.writes += 1;
  if (counter.writes === counter.failAt) throw new Error(`fault injected after write ${counter.writes}`);
}

const commit = Object.getOwnPropertyDescriptor(WriteBatch.prototype, 'commit')!.value as WriteBatch['commit'];
/** The Auth calls that change an account: handlers write to Auth as well as to Firestore. */
const AUTH_WRITES = ['updateUser', 'deleteUser', 'revokeRefreshTokens'] as const;
/** Set by a scenario: the next batch of the request it makes dies before it commits (a request that died after its transaction). */
let requestDiesAtNextBatch = false;
beforeAll(() => {
  WriteBatch.prototype.commit = async function (this: WriteBatch) {
    if (requestDiesAtNextBatch && !armed) {
      requestDiesAtNextBatch = false;
      throw new Error('the request died after its transaction committed');
    }
    const result = await commit.call(this);
    landed();
    return result;
  };
  const accounts = auth() as unknown as Record<(typeof AUTH_WRITES)[number], (...args: unknown[]) => Promise<unknown>>;
  for (const name of AUTH_WRITES) {
    const original = accounts[name].bind(accounts);
    accounts[name] = async (...args: unknown[]) => {
      const result = await original(...args);
      landed();
      return result;
    };
  }
});
afterAll(() => {
  WriteBatch.prototype.commit = commit;
  // The instance's own wrappers go: the prototype's methods show through again.
  for (const name of AUTH_WRITES) delete (auth() as unknown as Record<string, unknown>)[name];
});

interface Scenario {
  /** What the scenario's effects left, in terms that do not name its own users or ids. */
  state: () => Promise<unknown>;
  /**
   * Aggregates whose events a handler may commit and then die before handing them to the queue
   * (its retry finds nothing left to write, so it queues nothing): their pending events are queued
   * again after the play, as the sweep would (the sweep itself is tested below).
   */
  swept?: () => Promise<string[]>;
}

/**
 * Runs a scenario whose last request leaves its events queued, plays them with a fault after the
 * `failAt`-th write of each handler's first run (null: no fault), and answers what it left and
 * the events played (with those their handlers queued), as stored afterwards.
 */
async function runWithFaults(scenario: () => Promise<Scenario>, failAt: number | null) {
  const { state, swept } = await scenario();
  expect(queuedEvents().length).toBeGreaterThan(0);
  const played: Played = new Map();
  await settleEvents(faultyHandlers(failAt, played));
  const stuck = swept ? (await Promise.all((await swept()).map(outboxOf))).flat().filter((event) => event.state === 'pending') : [];
  if (stuck.length > 0) {
    await dispatch(stuck);
    await settleEvents(faultyHandlers(failAt, played));
  }
  const events = await Promise.all([...played.keys()].map(async (id) => ({ ...(await getEvent(id))!, writes: played.get(id)!.writes })));
  return { state: await state(), events };
}

/**
 * A fault test plays its scenario once without faults and once per write of its busiest handler:
 * a dozen runs of a few requests each, which take minutes on a busy 2-core machine.
 */
const FAULT_RUNS_TIMEOUT_MS = 300_000;

/**
 * The types of the events played. A model's refreshes count once: a note that lands after the
 * pending refresh has started asks for another (fair-price.repo's marker), so how many a scenario
 * plays depends on the order its retried handlers ran in; what they leave does not.
 */
const typesOf = (events: { type: string }[]) =>
  events
    .map((event) => event.type)
    .filter((type, index, types) => type !== 'fair-price.refresh' || types.indexOf(type) === index)
    .sort();

/** Every write of every handler in turn: each run ends in the state of the run without faults. */
async function expectFaultsHealed(scenario: () => Promise<Scenario>) {
  const clean = await runWithFaults(scenario, null);
  expect(clean.events.every((event) => event.state === 'done' && event.attempts === 1)).toBe(true);
  const most = Math.max(...clean.events.map((event) => event.writes));
  expect(most).toBeGreaterThan(0);
  for (let failAt = 1; failAt <= most; failAt += 1) {
    const faulty = await runWithFaults(scenario, failAt);
    expect(faulty.state, `a fault after write ${failAt}`).toEqual(clean.state);
    expect(typesOf(faulty.events)).toEqual(typesOf(clean.events));
    expect(faulty.events.every((event) => event.state === 'done')).toBe(true);
    // Each handler with at least failAt writes threw once and ran again: its attempts say so.
    const retried = faulty.events.filter((event) => event.attempts === 2);
    expect(typesOf(retried), `a fault after write ${failAt}`).toEqual(typesOf(clean.events.filter((event) => event.writes >= failAt)));
    expect(faulty.events.every((event) => event.attempts <= 2)).toBe(true);
  }
  return clean.events;
}

/** A person's notifications, unread count and mail, without the names in their texts. */
async function noticesOf(user: TestUser) {
  const notifications = await docsWhere('notifications', 'uid', user.uid);
  const mail = await docsWhere('mail', 'uid', user.uid);
  const inbox = (await db().collection('inbox').doc(user.uid).get()).data();
  return {
    notifications: notifications.map((notification) => `${notification.kind}:${notification.read}`).sort(),
    mail: mail.map((message) => message.kind).sort(),
    unread: inbox?.unreadNotifications,
  };
}

describe('a request with effects', () => {
  it('answers once its transaction committed; the effects are pending events until the queue runs them', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const id = (await call(`${api.url}/products`, { method: 'POST', token: seller.token, body: productBody() })).body.insertedId as string;
    const booked = await call(`${api.url}/orders`, {
      method: 'POST',
      token: buyer.token,
      body: bookingBody(id, { mobile_number: '+8801712345678', meet_location: 'Dhaka', message: 'Hi' }),
      settle: false,
    });
    expect(booked.status).toBe(201);
    const orderId = booked.body.insertedId as string;
    const [notice] = await outboxOf(orderId);
    expect(notice).toMatchObject({ _id: `${orderId}_notice.order_booking_requested`, type: 'notice.order', state: 'pending', attempts: 0 });
    expect((await noticesOf(seller)).notifications).toEqual([]);
    expect(queuedEvents()).toContain(notice!._id);

    await settleEvents();
    expect(await getEvent(notice!._id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(await noticesOf(seller)).toEqual({ notifications: ['booking_requested:false'], mail: ['booking_requested'], unread: 1 });
  });
});

describe('a handler that throws after each of its writes in turn', { timeout: FAULT_RUNS_TIMEOUT_MS }, () => {
  /** A completed handover; `requestDies`: its request dies after the handover's transaction, before it counts the sale itself. */
  const handoverScenario = (requestDies: boolean) => async (): Promise<Scenario> => {
    const [seller, buyer, watcher] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('buyer')]);
    const id = (await call(`${api.url}/products`, { method: 'POST', token: seller.token, body: ownModelBody() })).body.insertedId as string;
    await call(`${api.url}/wishlist`, { method: 'POST', token: watcher.token, body: { productId: id } });
    const order = await call(`${api.url}/orders`, {
      method: 'POST',
      token: buyer.token,
      body: bookingBody(id, { mobile_number: '+8801712345678', meet_location: 'Dhaka', message: 'Hi' }),
    });
    const orderId = order.body.insertedId as string;
    const slot = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await call(`${api.url}/orders/${orderId}/accept`, { method: 'PUT', token: seller.token, body: { slot } });
    const code = (await call(`${api.url}/orders/${orderId}`, { token: buyer.token })).body.handover_code as string;
    // Everything before the handover has settled; the handover's own events stay queued.
    requestDiesAtNextBatch = requestDies;
    const handover = await call(`${api.url}/orders/${orderId}/handover`, { method: 'POST', token: seller.token, body: { code }, settle: false });
    expect(handover.status).toBe(requestDies ? 500 : 200);
    expect(requestDiesAtNextBatch).toBe(false);
    return {
      // The queue's count writes the seller.copies event with it, and may die before queueing it.
      swept: async () => [seller.uid],
      state: async () => {
        const listing = await listingOf(id);
        const [wished] = await docsWhere('wishlist', 'uid', watcher.uid);
        return {
          buyer: await noticesOf(buyer),
          seller: await noticesOf(seller),
          listing: { status: listing.status, sales: listing.seller_completed_sales, trust: listing.trust_score },
          wishlist: wished?.status,
        };
      },
    };
  };

  it('a completed handover: both sides told once (one notification, one mail, one unread each), the copies and the sale counted', async () => {
    const events = await expectFaultsHealed(handoverScenario(false));
    expect(typesOf(events)).toEqual(['fair-price.note', 'listing.copies', 'notice.order', 'sale.count', 'seller.copies']);
    // The request counted the sale itself; the queue's sale.count found it counted.
    expect(events.find((event) => event.type === 'sale.count')!.writes).toBe(0);
    expect(Math.max(...events.map((event) => event.writes))).toBeGreaterThan(1);
  });

  it('a handover whose request died after its transaction: the queue counts the sale once, and the copies follow', async () => {
    const events = await expectFaultsHealed(handoverScenario(true));
    expect(typesOf(events)).toEqual(['fair-price.note', 'listing.copies', 'notice.order', 'sale.count', 'seller.copies']);
    expect(events.find((event) => event.type === 'sale.count')!.writes).toBe(1);
  });

  it('a listing that moves its model’s median: one refresh, every verdict as without faults', async () => {
    const scenario = async (): Promise<Scenario> => {
      const seller = await createUser('verifiedSeller');
      // Letters only (a model name's digits read as sizes); eight of a UUID's a–f, so two runs never share a model.
      const name = `Faultphone ${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}`;
      const list = (price: number, settle = true) =>
        call(`${api.url}/products`, {
          method: 'POST',
          token: seller.token,
          body: productBody({ price, storage_gb: 256, phone_details: { phone_name: name, phone_camera: '48 MP', phone_processor: 'X1' } }),
          settle,
        });
      const ids: string[] = [];
      for (const price of [40_000, 44_000, 48_000, 52_000]) ids.push((await list(price)).body.insertedId as string);
      ids.push((await list(90_000, false)).body.insertedId as string);
      const key = (await listingOf(ids[0]!)).price_stats_key!;
      return {
        state: async () => {
          const listings = await Promise.all(ids.map(listingOf));
          const stats = (await db().collection('price_stats').doc(key).get()).data();
          const marker = await db().collection('price_refresh').doc(key).get();
          const refreshes = (await outboxOf(key)).length;
          return {
            verdicts: listings.map(({ price, price_verdict, price_median, price_comparables }) => ({ price, price_verdict, price_median, price_comparables })),
            published: { median: stats?.median, count: stats?.count },
            marked: marker.exists,
            refreshes,
          };
        },
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(events.map((event) => event.type).sort()).toEqual(['catalog.note', 'fair-price.note', 'fair-price.refresh', 'listing.live']);
    expect(events.find((event) => event.type === 'fair-price.refresh')!.writes).toBeGreaterThan(1);
  });
});

describe('an alert handler that throws after each of its writes in turn', { timeout: FAULT_RUNS_TIMEOUT_MS }, () => {
  it('a listing a saved search finds: its owner told once (one notification, one mail, one push), the hit delivered', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [seller, searcher] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
      const word = `alertphone${randomUUID().replace(/-/g, '').slice(0, 8)}`;
      expect((await call(`${api.url}/push-tokens`, { method: 'POST', token: searcher.token, body: { token: `device-${randomUUID()}-${randomUUID()}` } })).status).toBe(201);
      const saved = await call(`${api.url}/saved-searches`, { method: 'POST', token: searcher.token, body: { name: 'Mine', query: { q: word }, frequency: 'instantly' } });
      expect(saved.status).toBe(201);
      const body = productBody({ phone_details: { phone_name: `Phone ${word}`, phone_camera: '48 MP', phone_processor: 'X1' } });
      expect((await call(`${api.url}/products`, { method: 'POST', token: seller.token, body, settle: false })).status).toBe(201);
      return {
        state: async () => ({
          searcher: await noticesOf(searcher),
          pushes: (await docsWhere('push_messages', 'uid', searcher.uid)).length,
          hits: (await docsWhere('saved_search_hits', 'uid', searcher.uid)).map((hit) => hit.delivered),
        }),
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events)).toEqual(expect.arrayContaining(['listing.live']));
    const clean = await runWithFaults(scenario, null);
    expect(clean.state).toEqual({ searcher: { notifications: ['saved_search_match:false'], mail: ['saved_search_match'], unread: 1 }, pushes: 1, hits: [true] });
  });
});

describe('a handler of a message, a decision, a review or a profile that throws after each of its writes in turn', { timeout: FAULT_RUNS_TIMEOUT_MS }, () => {
  const post = (path: string, user: TestUser, body: unknown, settle = true) => call(`${api.url}${path}`, { method: 'POST', token: user.token, body, settle });
  const list = async (seller: TestUser) => (await post('/products', seller, ownModelBody())).body.insertedId as string;

  it('a message in a thread its recipient has read: the notification unread again with the new text, counted once, one more mail', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
      const conversationId = (await post('/conversations', buyer, { listingId: await list(seller) })).body.conversation._id as string;
      expect((await post(`/conversations/${conversationId}/messages`, buyer, { text: 'Is the battery original?' })).status).toBe(201);
      expect((await call(`${api.url}/conversations/${conversationId}/read`, { method: 'PUT', token: seller.token })).status).toBe(200);
      expect((await post(`/conversations/${conversationId}/messages`, buyer, { text: 'Can we meet at 6?' }, false)).status).toBe(201);
      return {
        state: async () => ({
          seller: await noticesOf(seller),
          told: (await docsWhere('notifications', 'uid', seller.uid)).map((notification) => notification.body),
        }),
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events)).toEqual(['notice.person']);
  });

  it('a message’s notice handled again after its recipient read the thread, or after a newer one’s: nothing counted or mailed again, the newer text kept', async () => {
    const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
    const conversationId = (await post('/conversations', buyer, { listingId: await list(seller) })).body.conversation._id as string;
    for (const text of ['Is the battery original?', 'Can we meet at 6?']) {
      expect((await post(`/conversations/${conversationId}/messages`, buyer, { text }, false)).status).toBe(201);
    }
    forgetQueuedEvents();
    const [older, newer] = (await outboxOf(seller.uid)).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
    const previewOf = (event: StoredEvent | undefined) => (event?.payload.text as { params: { preview: string } } | undefined)?.params.preview;
    expect([previewOf(older), previewOf(newer)]).toEqual(['Is the battery original?', 'Can we meet at 6?']);
    // The stored event as the queue function reads it (outbox.schema keeps payloads untyped).
    const handle = (event: StoredEvent | undefined) => eventHandlers['notice.person'](event as unknown as OutboxEvent<'notice.person'>);
    const told = async () => (await docsWhere('notifications', 'uid', seller.uid)).map((notification) => notification.body);
    // The queue runs the newer message's notice first: the older one's, after it, changes nothing.
    await handle(newer);
    await handle(older);
    expect(await told()).toEqual(['Can we meet at 6?']);
    expect(await noticesOf(seller)).toEqual({ notifications: ['message:false'], mail: ['message'], unread: 1 });
    // Read, then the newer notice delivered again: the thread stays read, no second mail.
    expect((await call(`${api.url}/conversations/${conversationId}/read`, { method: 'PUT', token: seller.token })).status).toBe(200);
    await handle(newer);
    expect(await noticesOf(seller)).toEqual({ notifications: ['message:true'], mail: ['message'], unread: 0 });
  });

  it('an approval: the seller told once, the listing live in the statistics and the type-ahead', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [seller, admin] = await Promise.all([createUser('verifiedSeller', { completed_sales: 0 }), createUser('admin')]);
      const id = await list(seller);
      expect((await listingOf(id)).status).toBe('pending_review');
      const approved = await call(`${api.url}/admin/listings/${id}/approve`, { method: 'PUT', token: admin.token, settle: false });
      expect(approved.status).toBe(200);
      return {
        state: async () => {
          const listing = await listingOf(id);
          const catalog = (await db().collection('search').doc('catalog').get()).data();
          const stats = (await db().collection('price_stats').doc(listing.price_stats_key!).get()).data();
          return {
            seller: await noticesOf(seller),
            status: listing.status,
            catalogued: Object.values(catalog?.models ?? {}).includes(listing.phone_details.phone_name),
            counted: Object.values(stats?.entries ?? {}).some((entry) => (entry as { id: string } | null)?.id === id),
          };
        },
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events)).toEqual(expect.arrayContaining(['catalog.note', 'fair-price.note', 'notice.person']));
  });

  it('a rejection: the seller told once, with the reason', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [seller, admin] = await Promise.all([createUser('verifiedSeller', { completed_sales: 0 }), createUser('admin')]);
      const id = await list(seller);
      const rejected = await call(`${api.url}/admin/listings/${id}/reject`, { method: 'PUT', token: admin.token, body: { reason: 'photos' }, settle: false });
      expect(rejected.status).toBe(200);
      return {
        state: async () => ({
          seller: await noticesOf(seller),
          told: (await docsWhere('notifications', 'uid', seller.uid)).map((notification) => notification.body.replace(/Your .* was not/, 'Your phone was not')),
          status: (await listingOf(id)).status,
        }),
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events)).toContain('notice.person');
  });

  it('the second review of an order: both ratings count both reviews once, the copies on the listings follow', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
      const [sold, onSale] = [await list(seller), await list(seller)];
      const orderId = (await post('/orders', buyer, bookingBody(sold, { mobile_number: '+8801712345678', meet_location: 'Dhaka', message: 'Hi' }))).body
        .insertedId as string;
      await completeByHandover(api.url, orderId, seller, buyer);
      expect((await post(`/orders/${orderId}/review`, buyer, { rating: 4, text: 'Good phone.' })).status).toBe(201);
      expect((await post(`/orders/${orderId}/review`, seller, { rating: 5, text: 'Friendly buyer.' }, false)).status).toBe(201);
      return {
        state: async () => {
          const rating = async (user: TestUser) => {
            const { rating_sum, rating_count, rating_avg } = (await db().collection('users').doc(user.uid).get()).data()!;
            return { rating_sum, rating_count, rating_avg };
          };
          const listing = await listingOf(onSale);
          return {
            seller: await rating(seller),
            buyer: await rating(buyer),
            copied: { avg: listing.seller_rating_avg, count: listing.seller_rating_count, trust: listing.trust_score },
            told: await noticesOf(buyer),
            tallies: (await docsWhere('tallies', 'uid', seller.uid)).length + (await docsWhere('tallies', 'uid', buyer.uid)).length,
          };
        },
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events)).toEqual(['notice.person', 'rating.sync', 'rating.sync']);
    expect(Math.max(...events.map((event) => event.writes))).toBeGreaterThan(1);
  });

  it('a new name: the Auth profile, the copies on the listings and on both sides of the conversations follow', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [seller, other, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('verifiedSeller'), createUser('buyer')]);
      const mine = await list(seller);
      const asSeller = (await post('/conversations', buyer, { listingId: mine })).body.conversation._id as string;
      const asBuyer = (await post('/conversations', seller, { listingId: await list(other) })).body.conversation._id as string;
      const renamed = await call(`${api.url}/users/me`, { method: 'PATCH', token: seller.token, body: { name: 'Renamed Seller' }, settle: false });
      expect(renamed.status).toBe(200);
      return {
        state: async () => {
          const conversation = async (id: string) => (await db().collection('conversations').doc(id).get()).data()!;
          return {
            authName: (await auth().getUser(seller.uid)).displayName,
            listing: (await listingOf(mine)).seller_name,
            asSeller: (await conversation(asSeller)).seller_name,
            asBuyer: (await conversation(asBuyer)).buyer_name,
          };
        },
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events)).toEqual(['auth.profile', 'conversation.copies', 'seller.copies']);
    expect(events.find((event) => event.type === 'auth.profile')!.writes).toBe(1);
    expect(events.find((event) => event.type === 'conversation.copies')!.writes).toBe(2);
  });
});

describe('a handler of an account deletion or an admin action that throws after each of its writes in turn', { timeout: FAULT_RUNS_TIMEOUT_MS }, () => {
  const post = (path: string, user: TestUser, body: unknown) => call(`${api.url}${path}`, { method: 'POST', token: user.token, body });
  const list = async (seller: TestUser) => (await post('/products', seller, ownModelBody())).body.insertedId as string;
  const book = async (buyer: TestUser, id: string) => (await post('/orders', buyer, bookingBody(id, { mobile_number: '+8801712345678' }))).body.insertedId as string;
  const orderOf = async (id: string) => (await db().collection('orders').doc(id).get()).data()!;

  it('an account deleted (the request died after its commit): its listings, orders, wishlist, conversations, notifications and Auth account, each once', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [leaving, buyer, seller, watcher] = await Promise.all([createUser('verifiedSeller'), createUser('buyer'), createUser('verifiedSeller'), createUser('buyer')]);
      // As a seller: a listing booked by the buyer, one on the watcher's wishlist; as a buyer: a booking, a wish and a thread.
      const [booked, wished] = [await list(leaving), await list(leaving)];
      const openSale = await book(buyer, booked);
      expect((await post('/wishlist', watcher, { productId: wished })).status).toBe(201);
      const holding = await list(seller);
      const openPurchase = await book(leaving, holding);
      expect((await post('/wishlist', leaving, { productId: holding })).status).toBe(201);
      const thread = (await post('/conversations', leaving, { listingId: holding })).body.conversation._id as string;
      // What DELETE /users/me commits, without the Auth deletion the request then makes itself.
      const now = new Date();
      const { outcome, events } = await deleteUserUnlessLastAdmin(leaving.uid, () => accountDeletedEvents(leaving.uid, now));
      expect(outcome).toBe('deleted');
      await dispatch(events);
      return {
        // The listings' copies events, committed with their removal: a fault right after it leaves them to the sweep.
        swept: async () => [booked, wished],
        state: async () => {
          const [sale, purchase] = [await orderOf(openSale), await orderOf(openPurchase)];
          return {
            authAccount: await auth()
              .getUser(leaving.uid)
              .then(() => 'exists', (error: { code?: string }) => error.code),
            listings: (await docsWhere('products', 'seller_uid', leaving.uid)).length,
            sale: { status: sale.status, seller_name: sale.seller_name, seller_uid: sale.seller_uid },
            purchase: { status: purchase.status, buyer_name: purchase.buyer_name, buyer_uid: purchase.buyer_uid },
            freed: (await listingOf(holding)).status,
            buyerTold: await noticesOf(buyer),
            wishlists: { leaving: (await docsWhere('wishlist', 'uid', leaving.uid)).length, watcher: (await docsWhere('wishlist', 'uid', watcher.uid)).length },
            thread: (await db().collection('conversations').doc(thread).get()).data()?.buyer_name,
            notifications: (await docsWhere('notifications', 'uid', leaving.uid)).length,
            inbox: (await db().collection('inbox').doc(leaving.uid).get()).exists,
          };
        },
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events).filter((type) => type === 'account.deleted')).toHaveLength(ACCOUNT_PARTS.length);
    expect(typesOf(events)).toEqual(expect.arrayContaining(['fair-price.note', 'listing.copies']));
    const clean = await runWithFaults(scenario, null);
    expect(clean.state).toMatchObject({
      authAccount: 'auth/user-not-found',
      listings: 0,
      sale: { status: 'cancelled', seller_name: DELETED_USER_NAME, seller_uid: '' },
      purchase: { status: 'cancelled', buyer_name: DELETED_USER_NAME, buyer_uid: '' },
      freed: 'available',
      wishlists: { leaving: 0, watcher: 0 },
      thread: DELETED_USER_NAME,
      notifications: 0,
      inbox: false,
    });
  });

  it('an admin verifying a seller: one audit entry, as of the action, and the seller told once', async () => {
    const scenario = async (): Promise<Scenario> => {
      const [seller, admin] = await Promise.all([createUser('seller'), createUser('admin')]);
      const verified = await call(`${api.url}/users/verify/${seller.uid}`, { method: 'PUT', token: admin.token, settle: false });
      expect(verified.status).toBe(200);
      const at = (await outboxOf(seller.uid)).find((event) => event.type === 'audit.entry')!.createdAt;
      return {
        state: async () => ({
          audit: (await docsWhere('audit_log', 'what', 'seller_verified')).filter((entry) => entry.target.id === seller.uid).map((entry) => ({ what: entry.what, asOfTheAction: entry.when === at, by: entry.who.uid === admin.uid })),
          seller: await noticesOf(seller),
        }),
      };
    };
    const events = await expectFaultsHealed(scenario);
    expect(typesOf(events)).toEqual(['audit.entry', 'notice.person', 'seller.copies']);
    const clean = await runWithFaults(scenario, null);
    expect(clean.state).toMatchObject({ audit: [{ what: 'seller_verified', asOfTheAction: true, by: true }] });
  });
});

describe('the sweep', () => {
  it('queues again an event left pending past the threshold, judged by the clock it is given', async () => {
    const seller = await createUser('verifiedSeller');
    const created = await call(`${api.url}/products`, { method: 'POST', token: seller.token, body: productBody(), settle: false });
    const id = created.body.insertedId as string;
    // The process died between its commit and the enqueue: the queue never heard of the events.
    forgetQueuedEvents();
    const [event] = (await outboxOf(id)).filter((stored) => stored.type === 'fair-price.note');
    expect(event).toMatchObject({ state: 'pending', attempts: 0 });
    const queuedAt = Date.parse(event!.dispatchedAt);

    await sweepStuckEvents(new Date(queuedAt + (EVENT_STUCK_MINUTES * 60_000 - 1_000)));
    expect(queuedEvents()).not.toContain(event!._id);

    const later = new Date(queuedAt + EVENT_STUCK_MINUTES * 60_000 + 1_000);
    expect(await sweepStuckEvents(later)).toBeGreaterThan(0);
    expect(queuedEvents()).toContain(event!._id);
    expect(await getEvent(event!._id)).toMatchObject({ state: 'pending', dispatchedAt: later.toISOString() });
    // Queued again, it is not queued a second time by the next sweep at that moment.
    forgetQueuedEvents();
    await sweepStuckEvents(later);
    expect(queuedEvents()).not.toContain(event!._id);

    await sweepStuckEvents(new Date(later.getTime() + EVENT_STUCK_MINUTES * 60_000 + 1_000));
    await settleEvents();
    expect(await getEvent(event!._id)).toMatchObject({ state: 'done', attempts: 1 });
    const stats = (await db().collection('price_stats').doc((await listingOf(id)).price_stats_key!).get()).data();
    expect(Object.values(stats?.entries ?? {}).some((entry) => (entry as { id: string } | null)?.id === id)).toBe(true);
  });
});
