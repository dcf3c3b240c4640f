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
import {
  COMPARABLE_SOLD_DAYS,
  MIN_COMPARABLES,
  medianMoved,
  medianOf,
  NO_VERDICT,
  priceStatsKeyOf,
  verdictFrom,
  type PriceGuide,
  type PriceVerdictFields,
} from '../../../contract/fair-price';
import { SHOPPABLE_STATUSES } from '../../../contract/listing-status';
import type { Product } from '../../../contract/products';
import { priceEntryKeyOf, type PriceEntry, type PriceStats } from '../../../contract/trust-records';
import { listListingsOfModel, readPriceStats, writePriceEntry, writePublishedStats, writeVerdicts } from './fair-price.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const SOLD_WINDOW_MS = COMPARABLE_SOLD_DAYS * DAY_MS;

/** What the statistics need of a listing. */
type Priced = Pick<Product, '_id' | 'price' | 'status' | 'price_stats_key'>;

/** Whether an entry is a comparable at `now`: live, or sold less than COMPARABLE_SOLD_DAYS ago. */
export function isComparable(entry: PriceEntry, now: Date): boolean {
  if (entry.sold_at === null) return true;
  const age = now.getTime() - Date.parse(entry.sold_at);
  return age >= 0 && age < SOLD_WINDOW_MS;
}

/** The comparables' prices in a model's statistics at `now`, leaving out one listing (a listing is never its own comparable). */
export function comparablePrices(entries: PriceStats['entries'], now: Date, excludeId?: string): number[] {
  return Object.values(entries)
    .filter((entry): entry is PriceEntry => entry !== null && entry.id !== excludeId && isComparable(entry, now))
    .map((entry) => entry.price);
}

/** The entry a listing should have in its model's statistics (null: none), keeping the date of a sale already recorded. */
export function entryOf(listing: Priced, previous: PriceEntry | null | undefined, now: Date): PriceEntry | null {
  if ((SHOPPABLE_STATUSES as readonly string[]).includes(listing.status)) return { id: listing._id, price: listing.price, sold_at: null };
  if (listing.status === 'sold') return { id: listing._id, price: listing.price, sold_at: previous?.sold_at ?? now.toISOString() };
  return null;
}

/** A listing's verdict against its model's statistics. */
export function verdictIn(entries: PriceStats['entries'], listing: Pick<Product, '_id' | 'price'>, now: Date): PriceVerdictFields {
  return verdictFrom(listing.price, comparablePrices(entries, now, listing._id));
}

const sameVerdict = (a: PriceVerdictFields, b: PriceVerdictFields) =>
  a.price_verdict === b.price_verdict && a.price_median === b.price_median && a.price_comparables === b.price_comparables;

/** Whether a listing's verdict must be refreshed for everyone: the median moved > 2 %, or the count crossed the line where verdicts appear. */
export function needsRefresh(published: Pick<PriceStats, 'median' | 'count'>, median: number | null, count: number): boolean {
  // A listing's comparables are the others: with `count` entries, verdicts exist once count - 1 ≥ MIN_COMPARABLES.
  const crossed = published.count > MIN_COMPARABLES !== count > MIN_COMPARABLES;
  return crossed || medianMoved(published.median, median);
}

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
async function guide(model: string, storageGb: number, now: Date): Promise<PriceGuide> {
  const key = priceStatsKeyOf(model, storageGb);
  const stats = key ? await readPriceStats(key) : null;
  const prices = stats ? comparablePrices(stats.entries, now) : [];
  if (prices.length === 0) return { count: 0, min: null, max: null, median: null };
  return { count: prices.length, min: Math.min(...prices), max: Math.max(...prices), median: medianOf(prices) };
}

/** The fair-price use cases the listing writers call. */
export const fairPrice = { verdictForNew, onListingWritten, guide };
