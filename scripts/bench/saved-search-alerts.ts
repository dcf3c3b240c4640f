import { performance } from 'node:perf_hooks';
import { canonicalQuery, searchOf } from '../../functions/src/contract/saved-searches';
import { searchKeys } from '../../functions/src/contract/saved-search-keys';
import { searchProductsQuery } from '../../functions/src/contract/search';
import { db } from '../lib/firebase-admin';
import { installReadCounter, type ReadCount } from './read-counter';
import { listingBody } from './routes';
import { percentile } from './stats';

export interface SavedSearchAlerts {
  /** Saved searches stored with alerts on (besides the timing searcher's). */
  savedSearches: number;
  /** Firestore reads of matching one new listing (the `listing.live` handler, run here with the read counter). */
  readsPerListing: ({ listing: string } & ReadCount)[];
  /** From the answer of POST /api/products to the buyer's in-app alert, through the outbox on the local stack. */
  goLiveToAlertMs: { runs: number; p50: number; p95: number; max: number };
}

const BRANDS = ['apple', 'samsung', 'huawei', 'oneplus'] as const;
const STORAGES = ['64', '128', '256'] as const;
/** Alerts are timed over this many listings, one after another. */
const TIMED_LISTINGS = 20;
const POLL_MS = 100;
const GIVE_UP_MS = 60_000;

/** A deterministic generator: the same searches every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * The searches of the decision record's computation: 80 % name one of the four brands, 70 % a price
 * ceiling (log-uniform ৳10,000–120,000), 40 % of those also a floor at half of it, 40 % one storage;
 * each asks for a word no listing has, so every one is a candidate to read and none alerts.
 */
function generatedQuery(next: () => number, i: number): Record<string, string> {
  const query: Record<string, string> = { q: `benchless${i % 97}` };
  if (next() < 0.8) query.category = BRANDS[Math.floor(next() * BRANDS.length)]!;
  if (next() < 0.7) {
    const ceiling = Math.round(10_000 * 12 ** next());
    query.maxPrice = String(ceiling);
    if (next() < 0.4) query.minPrice = String(Math.round(ceiling / 2));
  }
  if (next() < 0.4) query.storage = STORAGES[Math.floor(next() * STORAGES.length)]!;
  return query;
}

/** Stores `count` saved searches of made-up people straight into Firestore, keyed as the API keys them. */
async function storeSearches(count: number): Promise<void> {
  const next = random(17);
  const at = new Date().toISOString();
  for (let start = 0; start < count; start += 500) {
    const batch = db().batch();
    for (let i = start; i < Math.min(count, start + 500); i += 1) {
      const uid = `bench-searcher-${i}`;
      const id = `${uid}_s1`;
      const query = canonicalQuery(searchProductsQuery.parse(generatedQuery(next, i)));
      batch.set(db().collection('saved_searches').doc(id), {
        _id: id, uid, name: `Search ${i}`, query, frequency: 'instantly', match_keys: searchKeys(searchOf(query)), createdAt: at, updatedAt: at, sortKey: `${at}_${id}`,
      });
    }
    await batch.commit();
  }
}

async function list(apiUrl: string, token: string, photo: string, fields: Record<string, unknown>): Promise<string> {
  const body = { ...(JSON.parse(listingBody(photo)) as Record<string, unknown>), ...fields };
  const response = await fetch(`${apiUrl}/products`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`POST /api/products answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

const phone = (name: string) => ({ phone_details: { phone_name: name, phone_camera: '48 MP', phone_processor: 'X1' } });

/** The four listings of the decision record's measurement. */
const MEASURED_LISTINGS = [
  { label: 'Apple ৳30,000 128 GB', fields: { category_name: 'apple', price: 30_000, storage_gb: 128, ...phone('iPhone 12 Bench') } },
  { label: 'Samsung ৳55,000 256 GB', fields: { category_name: 'samsung', price: 55_000, storage_gb: 256, ...phone('Galaxy S22 Bench') } },
  { label: 'Huawei ৳12,000 64 GB', fields: { category_name: 'huawei', price: 12_000, storage_gb: 64, ...phone('Nova 5T Bench') } },
  { label: 'OnePlus ৳95,000 256 GB', fields: { category_name: 'oneplus', price: 95_000, storage_gb: 256, ...phone('OnePlus 12 Bench') } },
];

async function alerted(notificationId: string, since: number): Promise<number> {
  for (;;) {
    if ((await db().collection('notifications').doc(notificationId).get()).exists) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`no alert ${notificationId} after ${GIVE_UP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Matching a new listing against `count` saved searches: the reads of the `listing.live` handler for
 * four listings across brands, bands and storages; then the time from a listing's POST answer to
 * its in-app alert (the outbox's event run by the Tasks emulator in the Functions emulator, which
 * reads the same candidates) for a buyer whose search finds it, over TIMED_LISTINGS listings.
 */
export async function measureSavedSearchAlerts(
  apiUrl: string,
  seller: { token: string },
  buyer: { uid: string; token: string },
  photo: string,
  count = 10_000,
): Promise<SavedSearchAlerts> {
  await storeSearches(count);

  // The handler itself, loaded as the fair-price cell loads its own: after the stack set the environment.
  const { onListingLive } = await import('../../functions/src/modules/saved-searches');
  const { newEvent } = await import('../../functions/src/modules/events');
  const counter = installReadCounter(db());
  const readsPerListing: SavedSearchAlerts['readsPerListing'] = [];
  for (const { label, fields } of MEASURED_LISTINGS) {
    const id = await list(apiUrl, seller.token, photo, fields);
    counter.reset();
    await onListingLive(newEvent('listing.live', id, 'bench', { listingId: id }, new Date()));
    readsPerListing.push({ listing: label, ...counter.read() });
  }

  const word = `Alertbench${Date.now().toString(36)}`;
  const saved = await fetch(`${apiUrl}/saved-searches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: word, query: { q: word }, frequency: 'instantly' }),
  });
  if (saved.status !== 201) throw new Error(`POST /api/saved-searches answered ${saved.status}: ${await saved.text()}`);
  const times: number[] = [];
  for (let i = 0; i < TIMED_LISTINGS; i += 1) {
    const id = await list(apiUrl, seller.token, photo, { price: 20_000 + i * 1_000, ...phone(`Pixel ${word}`) });
    times.push(await alerted(`${buyer.uid}_saved_search_match_${id}`, performance.now()));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    savedSearches: count,
    readsPerListing,
    goLiveToAlertMs: { runs: times.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! },
  };
}
