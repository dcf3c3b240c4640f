import { priceStatsCollection, productsCollection } from '../../../shared/collections';
import { writeInBatches } from '../../../shared/write-batches';
import type { Product } from '../../../contract/products';
import type { PriceVerdictFields } from '../../../contract/fair-price';
import { priceEntryKeyOf, type PriceEntry, type PriceStats } from '../../../contract/trust-records';

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

/** Every listing of a model and storage (what a refresh of its verdicts reads). */
export async function listListingsOfModel(key: string): Promise<Product[]> {
  const snapshot = await productsCollection().where('price_stats_key', '==', key).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Writes listings' verdict fields (only these fields: other writers of the listing are not undone). */
export async function writeVerdicts(changes: readonly { id: string; verdict: PriceVerdictFields }[]): Promise<void> {
  await writeInBatches(changes, (batch, { id, verdict }) => batch.update(productsCollection().doc(id), { ...verdict }));
}
