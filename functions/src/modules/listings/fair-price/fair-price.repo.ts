import { db, createdOnce } from '../../../shared/firestore';
import { priceRefreshCollection, priceStatsCollection, productsCollection } from '../../../shared/collections';
import { writeInBatches } from '../../../shared/write-batches';
import type { Product } from '../../../contract/products';
import type { PriceVerdictFields } from '../../../contract/fair-price';
import { priceEntryKeyOf, type PriceEntry, type PriceStats } from '../../../contract/trust-records';
import { recordInBatch, type OutboxEvent } from '../../events';

export async function readPriceStats(key: string): Promise<PriceStats | null> {
  return (await priceStatsCollection().doc(key).get()).data() ?? null;
}

/** Sets (or, with null, clears) one listing's entry with a merge: no read, concurrent writers keep each other's entries. */
export async function writePriceEntry(key: string, listingId: string, entry: PriceEntry | null, now: Date): Promise<void> {
  await priceStatsCollection()
    .doc(key)
    .set({ key, entries: { [priceEntryKeyOf(listingId)]: entry }, updatedAt: now.toISOString() } as Partial<PriceStats>, { merge: true });
}

/** Records the median and count the model's verdicts were refreshed with. */
export async function writePublishedStats(key: string, median: number | null, count: number): Promise<void> {
  await priceStatsCollection().doc(key).set({ median, count } as Partial<PriceStats>, { merge: true });
}

/** One listing, as a refresh of its own verdict reads it. */
export async function readListing(id: string): Promise<Product | null> {
  return (await productsCollection().doc(id).get()).data() ?? null;
}

/** Every listing of a model and storage (what a refresh of its verdicts reads): one query, each listing read once. */
export async function listListingsOfModel(key: string): Promise<Product[]> {
  const snapshot = await productsCollection().where('price_stats_key', '==', key).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Writes listings' verdict fields (only these fields: other writers of the listing are not undone). */
export async function writeVerdicts(changes: readonly { id: string; verdict: PriceVerdictFields }[]): Promise<void> {
  await writeInBatches(changes, (batch, { id, verdict }) => batch.update(productsCollection().doc(id), { ...verdict }));
}

/**
 * price_refresh/{key}: a model whose verdicts are owed a refresh. Created with create() in the batch
 * that records the refresh's event, so of all the moves of a median while a refresh is pending only
 * the first asks for one; the refresh deletes it before it reads, so a move after that asks again.
 */
const refreshMarkers = priceRefreshCollection;

/**
 * Marks the model dirty and records its refresh event, together. True when this event is the
 * model's pending refresh (marked now, or by an earlier run of the same note that stopped before
 * it queued it); false when another refresh was pending already.
 */
export async function markForRefresh(key: string, event: OutboxEvent<'fair-price.refresh'>, now: Date): Promise<boolean> {
  const batch = db().batch();
  batch.create(refreshMarkers().doc(key), { key, since: now.toISOString(), eventId: event._id });
  recordInBatch(batch, [event]);
  if (await createdOnce(() => batch.commit())) return true;
  return (await refreshMarkers().doc(key).get()).get('eventId') === event._id;
}

/** The refresh has started: a move of the median from now on asks for another. */
export async function clearRefreshMarker(key: string): Promise<void> {
  await refreshMarkers().doc(key).delete();
}
