import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/src/contract/orders';
import { DEFAULT_EMAIL_PREFERENCES, type UserRecord } from '../../functions/src/contract/users';
import { readSeed } from '../seed/seed-files';
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

const COLLECTIONS = ['users', 'products', 'orders', 'wishlist', 'categories', 'migrations'];

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
  for (const product of seed.products) batch.set(db.collection('products').doc(product._id), product);
  for (const order of seed.orders) batch.set(db.collection('orders').doc(order._id), order);
  for (const item of seed.wishlist) batch.set(db.collection('wishlist').doc(item._id), item);
  await batch.commit();
  return seed;
}

const OLD_ORIGIN = 'http://127.0.0.1:5000';

function withoutSellerContact(order: Order): Partial<Order> {
  const old: Partial<Order> = { ...order };
  delete old.seller_name;
  delete old.seller_mobile_number;
  return old;
}

/** Users saved before migration 003: those whose preferences are the defaults (one, who chose others since, has them). */
const isDefaultPreferences = (user: UserRecord) => isDeepStrictEqual(user.emailPreferences, DEFAULT_EMAIL_PREFERENCES);

/** Users saved before migration 004: those with no verification request pending (one, who has asked since, has the field). */
const hasNoRequest = (user: UserRecord) => user.verificationRequestedAt === null;

/** A user record as saved before migrations 003 and 004, where it had not been saved again since. */
function oldUser(user: UserRecord): Partial<UserRecord> {
  const old: Partial<UserRecord> = { ...user };
  if (isDefaultPreferences(user)) delete old.emailPreferences;
  if (hasNoRequest(user)) delete old.verificationRequestedAt;
  return old;
}

/**
 * The seed as data saved before these migrations had it: absolute local image URLs, orders without
 * the seller's contact, user records without email preferences or a verification request field.
 */
async function writeOldData() {
  const seed = await writeSeed();
  // @firestore-emulator/server merges a set() into an existing document: delete documents before writing their old shape.
  const removal = db.batch();
  for (const order of seed.orders) removal.delete(db.collection('orders').doc(order._id));
  for (const { user } of seed.accounts) removal.delete(db.collection('users').doc(user._id));
  await removal.commit();
  const batch = db.batch();
  for (const { user } of seed.accounts) {
    batch.set(db.collection('users').doc(user._id), { ...oldUser(user), image: `${OLD_ORIGIN}${user.image}` });
  }
  for (const product of seed.products) {
    batch.update(db.collection('products').doc(product._id), {
      seller_img: `${OLD_ORIGIN}${product.seller_img}`,
      'phone_details.phone_img': `${OLD_ORIGIN}${product.phone_details.phone_img}`,
    });
  }
  for (const order of seed.orders) {
    batch.set(db.collection('orders').doc(order._id), { ...withoutSellerContact(order), item_img: `${OLD_ORIGIN}${order.item_img}` });
  }
  for (const item of seed.wishlist) batch.update(db.collection('wishlist').doc(item._id), { img: `${OLD_ORIGIN}${item.img}` });
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
    expect(first.map((record) => record.changed)).toEqual([records, seed.orders.length, usersWithoutPreferences, usersWithoutRequest]);

    const migrated = await everything();
    const orphan = migrated.orders!['gone-0'] as Record<string, unknown>;
    expect(orphan).not.toHaveProperty('seller_mobile_number');
    delete migrated.orders!['gone-0'];
    await clear();
    await writeSeed();
    expect(migrated).toEqual(await everything());
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
});
