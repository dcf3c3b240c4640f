import { performance } from 'node:perf_hooks';
import { verdictFrom } from '../../functions/src/contract/fair-price';
import type { Product } from '../../functions/src/contract/products';
import { db } from '../lib/firebase-admin';
import { installReadCounter, type ReadCount } from './read-counter';
import { listingBody } from './routes';

export interface FairPriceFreshness {
  /** Listings of the model when the median moved. */
  listings: number;
  /** From the answer of the POST /api/products that moved the median until every verdict of the model was right. */
  freshMs: number;
  /** Refresh events the outbox holds for the model after a burst of `burst` listings that each moved its median. */
  burst: number;
  refreshesAfterBurst: number;
  /** Firestore reads of one refresh of the model's verdicts (the handler run in this process). */
  refreshReads: ReadCount;
}

const POLL_MS = 100;
const GIVE_UP_MS = 30_000;

/** The model of this run: its own statistics, so nothing else moves them. */
const MODEL = `Benchphone ${Date.now().toString(36)}`;

async function list(apiUrl: string, token: string, photo: string, price: number): Promise<string> {
  const body = { ...(JSON.parse(listingBody(photo)) as Record<string, unknown>), price, storage_gb: 256, phone_details: { phone_name: MODEL, phone_camera: '48 MP', phone_processor: 'X1' } };
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${apiUrl}/products`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status === 201) return ((await response.json()) as { insertedId: string }).insertedId;
    // A busy machine sheds load with a 503 and Retry-After, as a client would be told: try again once.
    if (response.status !== 503 || attempt > 1) throw new Error(`POST /api/products answered ${response.status}: ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Waits (up to two minutes) for the queue to run what the cells before left pending, so this cell times its own events only. */
async function queueDrained(): Promise<number> {
  const deadline = performance.now() + 120_000;
  for (;;) {
    const pending = (await db().collection('outbox').where('state', '==', 'pending').count().get()).data().count;
    if (pending === 0 || performance.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function modelListings(key: string): Promise<Product[]> {
  return (await db().collection('products').where('price_stats_key', '==', key).get()).docs.map((doc) => doc.data() as Product);
}

/** What each listing's verdict should be, from the prices of the others (all are on sale: every other one compares). */
function exactVerdictOf(listing: Product, listings: readonly Product[]) {
  return verdictFrom(
    listing.price,
    listings.filter((other) => other._id !== listing._id).map((other) => other.price),
  );
}

/** The listings whose stored verdict is not the exact one. */
function staleOf(listings: readonly Product[]): Product[] {
  return listings.filter((listing) => {
    const exact = exactVerdictOf(listing, listings);
    return listing.price_verdict !== exact.price_verdict || listing.price_median !== exact.price_median || listing.price_comparables !== exact.price_comparables;
  });
}

/** Polls until every verdict of the model is right; answers how long that took from `since`. */
async function untilFresh(key: string, count: number, since: number): Promise<number> {
  for (;;) {
    const listings = await modelListings(key);
    const stale = staleOf(listings);
    if (listings.length === count && stale.length === 0) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) {
      const example = stale[0];
      const seen = example ? `; e.g. ৳${example.price}: ${example.price_verdict}, median ${example.price_median}, ${example.price_comparables} comparables, where ${JSON.stringify(exactVerdictOf(example, listings))}` : '';
      throw new Error(`the verdicts of ${MODEL} were not fresh after ${GIVE_UP_MS / 1000} s: ${listings.length} of ${count} listings, ${stale.length} stale${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * After a listing that moves its model's median, how long until every verdict of the model is
 * right, on the local stack: the request answers once its own write committed, and the Tasks
 * emulator runs the outbox's events in the Functions emulator. A market of `size` listings, half
 * at 40,000 and half at 60,000 (median 50,000): one more at 60,000 moves the median to 60,000.
 * Then a burst of listings that moves the median, and how many refreshes the model took; and
 * the reads of one refresh, run here with the read counter.
 */
export async function measureFairPriceFreshness(apiUrl: string, seller: { token: string }, photo: string, size = 60, burst = 10): Promise<FairPriceFreshness> {
  const left = await queueDrained();
  if (left > 0) throw new Error(`${left} events of the cells before were still pending after two minutes`);
  const first = await list(apiUrl, seller.token, photo, 40_000);
  const key = (await db().collection('products').doc(first).get()).get('price_stats_key') as string;
  for (let i = 1; i < size; i += 1) await list(apiUrl, seller.token, photo, i < size / 2 ? 40_000 : 60_000);
  await untilFresh(key, size, performance.now());

  await list(apiUrl, seller.token, photo, 60_000);
  const answered = performance.now();
  const freshMs = await untilFresh(key, size + 1, answered);

  // A burst of cheaper listings: the second pulls the median from 60,000 down to 40,000 and the
  // others land while the refresh it asked for waits, so the one refresh reads them all.
  const before = (await db().collection('outbox').where('aggregateId', '==', key).get()).size;
  await Promise.all(Array.from({ length: burst }, (_, i) => list(apiUrl, seller.token, photo, 40_000 - 100 * (i + 1))));
  await untilFresh(key, size + 1 + burst, performance.now());
  const refreshesAfterBurst = (await db().collection('outbox').where('aggregateId', '==', key).get()).size - before;

  const { fairPrice } = await import('../../functions/src/modules/listings');
  const { newEvent } = await import('../../functions/src/modules/events');
  const counter = installReadCounter(db());
  counter.reset();
  await fairPrice.onRefresh(newEvent('fair-price.refresh', key, 'bench', { key }, new Date()));
  return { listings: size + 1 + burst, freshMs, burst, refreshesAfterBurst, refreshReads: counter.read() };
}
