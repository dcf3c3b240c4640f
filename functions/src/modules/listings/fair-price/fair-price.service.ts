/**
 * Fair price (issue 11): per model and storage, the prices of the comparables in one aggregate
 * document (price_stats/{key}), kept up to date by the use cases that write listings, and each
 * listing's verdict copied on it, so a card's badge costs no read. See contract/fair-price.ts
 * for the rules. Cost of a listing write that moves a price or a status: one read and one
 * merged write of the statistics, one write of its own verdict when it changes; when the
 * model's median moves by more than 2 % (or it crosses the 3-comparable line), one query of
 * the model's listings and a write of each verdict that changed.
 *
 * Concurrency: entries are written with merges (no read-modify-write), so concurrent writers
 * never drop each other's prices; the published median may be refreshed twice, never lost.
 */
import { medianOf, NO_VERDICT, priceStatsKeyOf, type PriceGuide, type PriceVerdictFields } from '../../../contract/fair-price';
import { comparablePrices, entryOf, needsRefresh, sameVerdict, verdictIn, type Priced } from '../../../contract/fair-price-market';
import type { Product } from '../../../contract/products';
import { priceEntryKeyOf, type PriceStats } from '../../../contract/trust-records';
import { listListingsOfModel, readPriceStats, writePriceEntry, writePublishedStats, writeVerdicts } from './fair-price.repo';

async function verdictForNew(listing: Priced, now: Date): Promise<PriceVerdictFields> {
  if (!listing.price_stats_key) return NO_VERDICT;
  const stats = await readPriceStats(listing.price_stats_key);
  return stats ? verdictIn(stats.entries, listing, now) : NO_VERDICT;
}

/** Refreshes the verdict of every listing of the model whose verdict changed, and records what they were refreshed with. */
async function refreshModel(key: string, entries: PriceStats['entries'], median: number | null, count: number, now: Date): Promise<void> {
  const listings = await listListingsOfModel(key);
  const changes = listings
    .map((listing) => ({ listing, verdict: verdictIn(entries, listing, now) }))
    .filter(({ listing, verdict }) => !sameVerdict(listing, verdict))
    .map(({ listing, verdict }) => ({ id: listing._id, verdict }));
  await writeVerdicts(changes);
  await writePublishedStats(key, median, count);
}

/** Brings one model's statistics in step with a listing's entry, then its verdict, then (if the median moved) every verdict of the model. */
async function noteInModel(key: string, listingId: string, listing: Product | null, now: Date): Promise<void> {
  const stats = (await readPriceStats(key)) ?? { key, entries: {}, median: null, count: 0, updatedAt: null };
  const field = priceEntryKeyOf(listingId);
  const previous = stats.entries[field];
  const entry = listing && listing.price_stats_key === key ? entryOf(listing, previous, now) : null;
  if (JSON.stringify(previous ?? null) !== JSON.stringify(entry)) await writePriceEntry(key, listingId, entry, now);
  const entries = { ...stats.entries, [field]: entry };
  const prices = comparablePrices(entries, now);
  const median = medianOf(prices);
  if (needsRefresh(stats, median, prices.length)) {
    await refreshModel(key, entries, median, prices.length, now);
    return;
  }
  if (listing && listing.price_stats_key === key) {
    const verdict = verdictIn(entries, listing, now);
    if (!sameVerdict(listing, verdict)) await writeVerdicts([{ id: listing._id, verdict }]);
  }
}

/** Whether a write of a listing changed what the statistics hold of it. */
function pricedChanged(before: Priced | null, after: Priced | null): boolean {
  return before?.price !== after?.price || before?.status !== after?.status || before?.price_stats_key !== after?.price_stats_key;
}

/**
 * After a listing was written (created: before null; deleted: after null): its model's
 * statistics (both models' when an edit moved it) and the verdicts they feed.
 */
async function onListingWritten(before: Product | null, after: Product | null, now: Date): Promise<void> {
  if (!pricedChanged(before, after)) return;
  const id = (after ?? before)?._id;
  if (!id) return;
  const keys = new Set([before?.price_stats_key, after?.price_stats_key].filter((key): key is string => Boolean(key)));
  for (const key of keys) await noteInModel(key, id, after, now);
}

/** GET /products/price-guide: what comparables of a model and storage sell or are listed for, at `now`. */
async function guide(model: string, storageGb: number, now: Date, excludeId?: string): Promise<PriceGuide> {
  const key = priceStatsKeyOf(model, storageGb);
  const stats = key ? await readPriceStats(key) : null;
  const prices = stats ? comparablePrices(stats.entries, now, excludeId) : [];
  if (prices.length === 0) return { count: 0, min: null, max: null, median: null };
  return { count: prices.length, min: Math.min(...prices), max: Math.max(...prices), median: medianOf(prices) };
}

/** The fair-price use cases the listing writers call. */
export const fairPrice = { verdictForNew, onListingWritten, guide };
