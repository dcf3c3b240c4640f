import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MEETUP_FIELDS, orderMeetupDefaults, type Order } from '../../functions/src/contract/orders';
import { DEFAULT_EMAIL_PREFERENCES, type UserRecord } from '../../functions/src/contract/users';
import { listingSearchFields, searchCatalogOf } from '../../functions/src/contract/search';
import { listingTrustFields, type ListingTrustSource } from '../../functions/src/contract/listing-trust';
import { readSeed, storedListings, type SeedProduct } from '../seed/seed-files';
import { parsePhoneRam } from './006-structured-specs';
import { addMeetupFields } from './007-meetup-deadlines';
import { offerThreadLines } from './015-offer-thread-lines';
import { conversationIdFor } from '../../functions/src/contract/conversations';
import { offerLinesOf } from '../../functions/src/contract/offer-lines';
import { priceRange } from './010-price-range';
import { MIGRATIONS } from './index';
import { recordSeedIsCurrent, runPendingMigrations } from './runner';

/**
 * On the run's real local Firestore, in a project of this file's own (the emulator keeps each
 * project apart), so the ledger and the documents are this test's alone.
 */
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: `demo-migrations-${randomUUID().slice(0, 8)}` }, `migrations-${randomUUID()}`);
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const COLLECTIONS = ['users', 'products', 'orders', 'wishlist', 'categories', 'search', 'price_stats', 'imei_claims', 'migrations'];

async function clear() {
  for (const name of COLLECTIONS) {
    const docs = await db.collection(name).get();
    const batch = db.batch();
    for (const doc of docs.docs) batch.delete(doc.ref);
    if (!docs.empty) await batch.commit();
  }
}

/** Every document of every collection, for comparing whole states. */
async function everything(collections = COLLECTIONS.filter((name) => name !== 'migrations')) {
  const state: Record<string, Record<string, unknown>> = {};
  for (const name of collections) {
    state[name] = Object.fromEntries((await db.collection(name).get()).docs.map((doc) => [doc.id, doc.data()]));
  }
  return state;
}

async function writeSeed() {
  const seed = readSeed();
  const batch = db.batch();
  for (const { user } of seed.accounts) batch.set(db.collection('users').doc(user._id), user);
  const stored = storedListings(seed.products, new Date());
  for (const product of stored.products) batch.set(db.collection('products').doc(product._id), product);
  for (const model of stored.priceStats) batch.set(db.collection('price_stats').doc(model.key), model);
  for (const { _id, ...claim } of stored.imeiClaims) batch.set(db.collection('imei_claims').doc(_id), claim);
  batch.set(db.collection('search').doc('catalog'), searchCatalogOf(seed.products));
  for (const order of seed.orders) batch.set(db.collection('orders').doc(order._id), order);
  for (const item of seed.wishlist) batch.set(db.collection('wishlist').doc(item._id), item);
  await batch.commit();
  return { ...seed, stored };
}

const OLD_ORIGIN = 'http://127.0.0.1:5000';

/** An order as saved before migrations 002, 012 and 013: without the seller's contact, the phone's brand or the listed price. */
function withoutSellerContact(order: Order): Partial<Order> {
  const old: Partial<Order> = { ...order };
  delete old.seller_name;
  delete old.seller_mobile_number;
  delete old.item_brand;
  delete old.listed_price;
  delete old.offer_id;
  return old;
}

/** Orders saved before migration 007: closed ones whose meetup fields are what 007 gives them (the seed's newer ones have a meetup). */
const isPreMeetup = (order: Order) =>
  ORDER_MEETUP_FIELDS.every((field) =>
    isDeepStrictEqual(order[field], field === 'closed_at' ? order.updatedAt : orderMeetupDefaults()[field]),
  );

/** An order as saved before migration 007, where it had no meetup; or before 014, where it named no safe meeting spot (the seed's that name one are later). */
function oldOrder(order: Order): Partial<Order> {
  const old: Partial<Order> = { ...order };
  if (isPreMeetup(order)) {
    for (const field of ORDER_MEETUP_FIELDS) delete old[field];
  } else if (order.spot_ids.length === 0) {
    delete old.slot_spots;
    delete old.meet_spot;
    delete old.spot_ids;
  }
  return old;
}

/** Orders saved before migration 014 with a meetup (007 gives the pre-meetup ones every meetup field, spots included). */
const isPreSpots = (order: Order) => !isPreMeetup(order) && order.spot_ids.length === 0;

/** Users saved before migration 003: those whose preferences are the defaults (one, who chose others since, has them). */
const isDefaultPreferences = (user: UserRecord) => isDeepStrictEqual(user.emailPreferences, DEFAULT_EMAIL_PREFERENCES);

/** Users saved before migration 004: those with no verification request pending (one, who has asked since, has the field). */
const hasNoRequest = (user: UserRecord) => user.verificationRequestedAt === null;

/** A user record as saved before migrations 003 and 004, where it had not been saved again since. */
function oldUser(user: UserRecord): Record<string, unknown> {
  const old: Partial<UserRecord> = { ...user };
  if (isDefaultPreferences(user)) delete old.emailPreferences;
  if (hasNoRequest(user)) delete old.verificationRequestedAt;
  // Before 009: no standing, and no review or account emails to choose.
  delete old.rating_sum;
  delete old.rating_count;
  delete old.rating_avg;
  delete old.completed_sales;
  // Before 014: no safe meetings or dispute outcomes.
  delete old.safe_meetings;
  delete old.dispute_outcomes;
  // Before 017: no language (the seed's Bangla reader chose hers since: she keeps it).
  if (user.language === 'en') delete old.language;
  if (old.emailPreferences) {
    const before: Record<string, unknown> = { ...old.emailPreferences };
    delete before.reviews;
    delete before.account;
    return { ...old, emailPreferences: before };
  }
  return old;
}

/** Listings saved before migration 005: those whose price has not dropped (the seed's drops are later). */
const isUndropped = (product: SeedProduct) => product.previous_price === null;

/** A listing saved before migrations 005 and 006: no price-drop fields where it has not dropped; RAM and storage only in the phone_ram text, no battery health, no search fields. */
function oldListing(product: SeedProduct): Record<string, unknown> {
  const old: Partial<SeedProduct> = { ...product };
  if (isUndropped(product)) {
    delete old.previous_price;
    delete old.price_dropped_at;
  }
  delete old.storage_gb;
  delete old.ram_gb;
  delete old.battery_health;
  // Before 008: no photos, attestation, IMEI or seller_since (and none of what they derive).
  delete old.photos;
  delete old.attested;
  delete old.imei_hash;
  delete old.imei_last4;
  delete old.seller_since;
  delete old.seller_rating_avg;
  delete old.seller_rating_count;
  delete old.seller_completed_sales;
  // Before 014: no safe meetings or disputes.
  delete old.seller_safe_meetings;
  delete old.seller_disputes_upheld;
  // Before 011: no moderation fields.
  delete old.moderation_key;
  delete old.moderation_note;
  // Before 013: no offers.
  delete old.firm_price;
  delete old.offer_floor;
  delete old.offer_hold;
  delete old.offerHoldSeq;
  // Before 016: no verified numbers.
  delete old.seller_phone_verified;
  return { ...old, phone_details: { ...product.phone_details, phone_ram: `${product.ram_gb}GB/${product.storage_gb}GB` } };
}

/**
 * The seed as data saved before these migrations had it: absolute local image URLs, orders without
 * the seller's contact or the phone's brand, user records without email preferences or a verification request field,
 * listings without price-drop fields or structured specs.
 */
async function writeOldData() {
  const seed = await writeSeed();
  // @firestore-emulator/server merges a set() into an existing document: delete documents before writing their old shape.
  const removal = db.batch();
  for (const order of seed.orders) removal.delete(db.collection('orders').doc(order._id));
  for (const product of seed.products) removal.delete(db.collection('products').doc(product._id));
  removal.delete(db.collection('search').doc('catalog'));
  for (const model of seed.stored.priceStats) removal.delete(db.collection('price_stats').doc(model.key));
  for (const claim of seed.stored.imeiClaims) removal.delete(db.collection('imei_claims').doc(claim._id));
  for (const { user } of seed.accounts) removal.delete(db.collection('users').doc(user._id));
  await removal.commit();
  const batch = db.batch();
  for (const { user } of seed.accounts) {
    batch.set(db.collection('users').doc(user._id), { ...oldUser(user), image: `${OLD_ORIGIN}${user.image}` });
  }
  for (const product of seed.products) {
    const old = oldListing(product);
    batch.set(db.collection('products').doc(product._id), {
      ...old,
      seller_img: `${OLD_ORIGIN}${product.seller_img}`,
      phone_details: { ...(old.phone_details as object), phone_img: `${OLD_ORIGIN}${product.phone_details.phone_img}` },
    });
  }
  for (const order of seed.orders) {
    batch.set(db.collection('orders').doc(order._id), { ...withoutSellerContact(oldOrder(order) as Order), item_img: `${OLD_ORIGIN}${order.item_img}` });
  }
  const listings = new Map(seed.products.map((product) => [product._id, product]));
  for (const item of seed.wishlist) {
    const listing = listings.get(item.productId)!;
    batch.update(db.collection('wishlist').doc(item._id), { img: `${OLD_ORIGIN}${item.img}`, ram: `${listing.ram_gb}GB/${listing.storage_gb}GB` });
  }
  // An order whose listing was deleted since: nothing to copy the seller's contact from.
  const orphan = { ...seed.orders[0]!, _id: 'gone-0', bookedId: 'gone', sortKey: `${seed.orders[0]!.createdAt}_gone-0` };
  batch.set(db.collection('orders').doc(orphan._id), withoutSellerContact(orphan));
  await batch.commit();
  return seed;
}

beforeEach(clear);

describe('npm run migrate (runPendingMigrations)', () => {
  it('has unique ids, in order', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('brings saved data to the current model (the seed), records each migration, and does nothing the second time', async () => {
    const seed = await writeOldData();
    const first = await runPendingMigrations(db);
    expect(first.map((record) => record.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
    const records = seed.accounts.length + seed.products.length + seed.orders.length + seed.wishlist.length;
    const usersWithoutPreferences = seed.accounts.filter(({ user }) => isDefaultPreferences(user)).length;
    expect(usersWithoutPreferences).toBeLessThan(seed.accounts.length);
    const usersWithoutRequest = seed.accounts.filter(({ user }) => hasNoRequest(user)).length;
    expect(usersWithoutRequest).toBeLessThan(seed.accounts.length);
    const usersWithoutLanguage = seed.accounts.filter(({ user }) => user.language === 'en').length;
    expect(usersWithoutLanguage).toBeGreaterThan(0);
    const listingsWithoutDrop = seed.products.filter(isUndropped).length;
    expect(listingsWithoutDrop).toBeLessThan(seed.products.length);
    // 006: every listing, every wishlist copy (its RAM text) and the catalog.
    const specs = seed.products.length + seed.wishlist.length + 1;
    // 007: the orders closed before the meetup (the seed's later ones have one).
    const preMeetup = seed.orders.filter(isPreMeetup).length;
    expect(preMeetup).toBeGreaterThan(0);
    expect(preMeetup).toBeLessThan(seed.orders.length);
    // 008: every listing twice (its own fields, then its verdict in the market) and each model's statistics.
    const trust = 2 * seed.products.length + seed.stored.priceStats.length;
    expect(first.map((record) => record.changed)).toEqual([
      records,
      seed.orders.length,
      usersWithoutPreferences,
      usersWithoutRequest,
      listingsWithoutDrop,
      specs,
      preMeetup,
      trust,
      // 009: every user and every listing.
      seed.accounts.length + seed.products.length,
      // 010: nothing, 008 computed the verdicts with their range (a database migrated before 010 gets them then: below).
      0,
      // 011: every listing.
      seed.products.length,
      // 012: every order, and the one whose listing is gone (its brand null).
      seed.orders.length + 1,
      // 013: every listing and every order (the one whose listing is gone too).
      seed.products.length + seed.orders.length + 1,
      // 014: the orders with a meetup and no spot, every user (009 gave them no safe meetings) and every listing (its copies).
      seed.orders.filter(isPreSpots).length + seed.accounts.length + seed.products.length,
      // 015: nothing, the old data has no offers (the test of 015 below has).
      0,
      // 016: every listing (its phone flag, and its score by the new table).
      seed.products.length,
      // 017: every user who had not chosen a language.
      usersWithoutLanguage,
      // 018: nothing, 006 gave every listing its tokens with the current words (the test of 018 below has older ones).
      0,
    ]);

    const migrated = await everything();
    const orphan = migrated.orders!['gone-0'] as Record<string, unknown>;
    expect(orphan).not.toHaveProperty('seller_mobile_number');
    expect(orphan.item_brand).toBeNull();
    delete migrated.orders!['gone-0'];
    await clear();
    await writeSeed();
    // The seed as migrated data has it: battery health is never guessed, so it is absent and search ranges it as 0.
    const expected = await everything();
    // Nor is an IMEI (008): legacy listings hold none, were not attested, and show their cover as their one photo; the trust score follows.
    for (const listing of Object.values(expected.products!) as Record<string, unknown>[]) {
      delete listing.battery_health;
      listing.search_battery = 0;
      Object.assign(listing, { imei_hash: null, imei_last4: null, attested: false, photos: [(listing.phone_details as { phone_img: string }).phone_img] });
      // Reviews came later (their collection is not part of older data): ratings start at 0.
      listing.seller_rating_avg = 0;
      listing.seller_rating_count = 0;
      // Nor a verified number (016): no account had one.
      listing.seller_phone_verified = false;
      Object.assign(listing, listingTrustFields(listing as unknown as ListingTrustSource));
      // Nor offers (013): no listing was firm, had a floor or was held for an accepted offer.
      Object.assign(listing, { firm_price: false, offer_floor: null, offer_hold: null, offerHoldSeq: 0 });
    }
    expected.imei_claims = {};
    for (const user of Object.values(expected.users!) as Record<string, unknown>[]) Object.assign(user, { rating_sum: 0, rating_count: 0, rating_avg: 0 });
    expect(migrated).toEqual(expected);
    expect(seed.orders.length).toBeGreaterThan(0);

    // The same old data again, with the ledger kept: the second run applies nothing and changes nothing.
    await clear();
    await writeOldData();
    await runPendingMigrations(db);
    const once = await everything();
    const ledger = (await db.collection('migrations').get()).docs.map((doc) => doc.data());
    expect(await runPendingMigrations(db)).toEqual([]);
    expect(await everything()).toEqual(once);
    expect((await db.collection('migrations').get()).docs.map((doc) => doc.data())).toEqual(ledger);
  });

  it('is idempotent migration by migration: running each one again changes nothing', async () => {
    await writeOldData();
    for (const migration of MIGRATIONS) await migration.run(db);
    const once = await everything();
    for (const migration of MIGRATIONS) expect(await migration.run(db), migration.id).toBe(0);
    expect(await everything()).toEqual(once);
  });

  it('finds nothing to change on the seed, which is always the current model', async () => {
    await writeSeed();
    const before = await everything();
    for (const migration of MIGRATIONS) expect(await migration.run(db), migration.id).toBe(0);
    expect(await everything()).toEqual(before);
  });

  it('applies nothing on a freshly seeded database, which records every migration as applied', async () => {
    await writeSeed();
    await recordSeedIsCurrent(db);
    const before = await everything();
    expect(await runPendingMigrations(db)).toEqual([]);
    expect(await everything()).toEqual(before);
  });

  it('006 parses RAM and storage where the text says them, leaves a field absent where it cannot, and fills search fields anyway', async () => {
    expect(parsePhoneRam('6GB/128GB')).toEqual({ ram_gb: 6, storage_gb: 128 });
    expect(parsePhoneRam('8/256 GB')).toEqual({ ram_gb: 8, storage_gb: 256 });
    expect(parsePhoneRam('4 GB RAM, 64 GB')).toEqual({ ram_gb: 4, storage_gb: 64 });
    expect(parsePhoneRam('12GB/1TB')).toEqual({ ram_gb: 12, storage_gb: 1024 });
    expect(parsePhoneRam('128GB')).toEqual({ storage_gb: 128 });
    expect(parsePhoneRam('6GB/100GB')).toEqual({ ram_gb: 6 });
    expect(parsePhoneRam('see description')).toEqual({});
    expect(parsePhoneRam('2/3/4')).toEqual({});

    const [template] = readSeed().products;
    const unreadable = { ...oldListing(template!), phone_details: { ...template!.phone_details, phone_ram: 'ask me' } };
    await db.collection('products').doc(template!._id).set(unreadable);
    const [migration] = MIGRATIONS.filter((candidate) => candidate.id === '006-structured-specs');
    expect(await migration!.run(db)).toBe(2);
    const stored = (await db.collection('products').doc(template!._id).get()).data()!;
    expect(stored).not.toHaveProperty('storage_gb');
    expect(stored).not.toHaveProperty('ram_gb');
    expect(stored).not.toHaveProperty('battery_health');
    expect(stored.phone_details.phone_ram).toBe('ask me');
    expect(stored).toMatchObject({ search_ram_gb: 0, search_battery: 0 });
    expect(stored.search_tokens).toEqual(expect.arrayContaining(['*', `${template!.category_name}/*`]));
    expect(await migration!.run(db)).toBe(0);
  });

  it('010 gives listings verdicted before it the range of their comparables, as the API computes it', async () => {
    const seed = await writeSeed();
    const expected = await everything();
    const verdicted = seed.stored.products.filter((listing) => listing.price_verdict !== null);
    expect(verdicted.length).toBeGreaterThan(0);
    // As saved before 010 (deleted and written again: the local emulator keeps fields a set() leaves out).
    const removal = db.batch();
    for (const listing of verdicted) removal.delete(db.collection('products').doc(listing._id));
    await removal.commit();
    const rewrite = db.batch();
    for (const listing of verdicted) {
      const before: Partial<typeof listing> = { ...listing };
      delete before.price_low;
      delete before.price_high;
      rewrite.set(db.collection('products').doc(listing._id), before);
    }
    await rewrite.commit();
    expect(await priceRange.run(db)).toBe(verdicted.length);
    expect(await everything()).toEqual(expected);
    expect(await priceRange.run(db)).toBe(0);
  });

  it("018 gives listings tokenised before it the words of their descriptions, Bangla ones whole", async () => {
    const seed = await writeSeed();
    const expected = await everything();
    // As stored before 018: the tokens of the specs alone.
    const before = db.batch();
    for (const listing of seed.stored.products) {
      before.update(db.collection('products').doc(listing._id), { search_tokens: listingSearchFields({ ...listing, description: '' }).search_tokens });
    }
    await before.commit();
    const shoppable = seed.stored.products.filter((listing) => listing.search_tokens.length > 0);
    const [migration] = MIGRATIONS.filter((candidate) => candidate.id === '018-search-words');
    expect(await migration!.run(db)).toBe(shoppable.length);
    expect(await everything()).toEqual(expected);
    const rahimas = seed.stored.products.filter((listing) => listing.seller_uid === 'seed-rahima');
    expect(rahimas.length).toBeGreaterThanOrEqual(3);
    const found = (await db.collection('products').where('search_tokens', 'array-contains', 'ভালো').get()).docs.map((doc) => doc.id);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((id) => rahimas.some((listing) => listing._id === id))).toBe(true);
    expect(await migration!.run(db)).toBe(0);
  });

  it("012 copies each order's brand from its listing; null where the listing is gone", async () => {
    const seed = await writeSeed();
    const [onePlus, iphone] = [seed.orders.find((order) => order.item_brand === 'oneplus')!, seed.orders.find((order) => order.item_brand === 'apple')!];
    const orphan = { ...iphone, _id: 'gone-0', bookedId: 'gone', sortKey: `${iphone.createdAt}_gone-0` };
    // As saved before 012 (deleted and written again: the local emulator keeps fields a set() leaves out).
    const removal = db.batch();
    for (const order of [onePlus, iphone]) removal.delete(db.collection('orders').doc(order._id));
    await removal.commit();
    const old = (order: Order) => {
      const fields: Partial<Order> = { ...order };
      delete fields.item_brand;
      return fields;
    };
    for (const order of [onePlus, iphone, orphan]) await db.collection('orders').doc(order._id).set(old(order));

    const [migration] = MIGRATIONS.filter((candidate) => candidate.id === '012-order-brand');
    expect(await migration!.run(db)).toBe(3);
    const brandOf = async (id: string) => (await db.collection('orders').doc(id).get()).data()!.item_brand as unknown;
    expect(await brandOf(onePlus._id)).toBe('oneplus');
    expect(await brandOf(iphone._id)).toBe('apple');
    expect(await brandOf(orphan._id)).toBeNull();
    expect(await migration!.run(db)).toBe(0);
  });

  it('007 gives an open booking 24 hours from the migration to be answered, and its listing the same deadline; closed orders their closing time', async () => {
    const seed = await writeSeed();
    const booked = seed.orders.find((order) => order.status === 'booked')!;
    const closed = seed.orders.find((order) => order.status === 'cancelled')!;
    // Both as saved before the meetup; the listing without its deadline.
    const removal = db.batch();
    for (const order of [booked, closed]) removal.delete(db.collection('orders').doc(order._id));
    await removal.commit();
    const old = (order: Order) => {
      const fields: Partial<Order> = { ...order };
      for (const field of ORDER_MEETUP_FIELDS) delete fields[field];
      return fields;
    };
    await db.collection('orders').doc(booked._id).set(old(booked));
    await db.collection('orders').doc(closed._id).set(old(closed));
    await db.collection('products').doc(booked.bookedId).update({ held_until: null });

    const now = new Date('2026-11-24T21:00:00.000Z');
    expect(await addMeetupFields(db, now)).toBe(3);
    const answerBy = '2026-11-25T21:00:00.000Z';
    expect((await db.collection('orders').doc(booked._id).get()).data()).toMatchObject({ status: 'booked', slots: [], answer_by: answerBy, hold_until: null, checklist: null, handover_failures: 0 });
    expect((await db.collection('products').doc(booked.bookedId).get()).data()).toMatchObject({ status: 'booked', held_until: answerBy });
    expect((await db.collection('orders').doc(closed._id).get()).data()).toMatchObject({ status: 'cancelled', closed_at: closed.updatedAt, answer_by: null });
    expect(await addMeetupFields(db, new Date(now.getTime() + 60_000))).toBe(0);
  });

  it("015 records one offer.thread event per buyer and listing whose offers are not told in their conversation, once; none where the lines are there", async () => {
    const { offers } = readSeed();
    const pairs = [...new Set(offers.map((offer) => conversationIdFor(offer.listing_id, offer.buyer_uid)))];
    const written = db.batch();
    for (const offer of offers) written.set(db.collection('offers').doc(offer._id), offer);
    await written.commit();
    try {
      expect(await offerThreadLines.run(db)).toBe(pairs.length);
      const events = (await db.collection('outbox').get()).docs.map((doc) => doc.data());
      expect(events.map((event) => event.aggregateId).sort()).toEqual([...pairs].sort());
      for (const event of events) {
        expect(event).toMatchObject({ type: 'offer.thread', state: 'pending', attempts: 0, payload: { listingId: expect.any(String), buyerUid: expect.any(String) } });
        expect(conversationIdFor(event.payload.listingId, event.payload.buyerUid)).toBe(event.aggregateId);
      }
      expect(await offerThreadLines.run(db)).toBe(0);

      // Once the handler has written the lines, nothing is owed even without the events.
      const told = db.batch();
      for (const event of events) told.delete(db.collection('outbox').doc(event._id));
      for (const id of pairs) {
        const rounds = offers.filter((offer) => conversationIdFor(offer.listing_id, offer.buyer_uid) === id).sort((a, b) => a.round - b.round);
        for (const line of offerLinesOf(id, rounds)) told.set(db.collection(`conversations/${id}/messages`).doc(line._id), line);
      }
      await told.commit();
      expect(await offerThreadLines.run(db)).toBe(0);
    } finally {
      for (const name of ['offers', 'outbox']) {
        const docs = await db.collection(name).get();
        const removal = db.batch();
        docs.docs.forEach((doc) => removal.delete(doc.ref));
        if (!docs.empty) await removal.commit();
      }
      for (const id of pairs) {
        const lines = await db.collection(`conversations/${id}/messages`).get();
        const removal = db.batch();
        lines.docs.forEach((doc) => removal.delete(doc.ref));
        if (!lines.empty) await removal.commit();
      }
    }
  });
});
