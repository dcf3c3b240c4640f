/**
 * The pure rules of a model's price statistics, shared by the API (modules/products/
 * fair-price), the seed loader and migration 008: which entries are comparables at a time, a
 * listing's entry and verdict, when a model's verdicts are refreshed, and a whole market at once.
 */
import type { Product } from './products';
import { COMPARABLE_SOLD_DAYS, MIN_COMPARABLES, medianMoved, medianOf, NO_VERDICT, verdictFrom, type PriceVerdictFields } from './fair-price';
import { SHOPPABLE_STATUSES } from './listing-status';
import { priceEntryKeyOf, type PriceEntry, type PriceStats } from './trust-records';

const DAY_MS = 24 * 60 * 60 * 1000;
const SOLD_WINDOW_MS = COMPARABLE_SOLD_DAYS * DAY_MS;

/** What the statistics need of a listing. */
export type Priced = Pick<Product, '_id' | 'price' | 'status' | 'price_stats_key'>;

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

/** Whether a listing's stored verdict fields are these (a listing from before the range has none: not the same). */
export const sameVerdict = (a: PriceVerdictFields, b: PriceVerdictFields) =>
  (Object.keys(NO_VERDICT) as (keyof PriceVerdictFields)[]).every((field) => a[field] === b[field]);

/** Whether a listing's verdict must be refreshed for everyone: the median moved > 2 %, or the count crossed the line where verdicts appear. */
export function needsRefresh(published: Pick<PriceStats, 'median' | 'count'>, median: number | null, count: number): boolean {
  // A listing's comparables are the others: with `count` entries, verdicts exist once count - 1 ≥ MIN_COMPARABLES.
  const crossed = published.count > MIN_COMPARABLES !== count > MIN_COMPARABLES;
  return crossed || medianMoved(published.median, median);
}

/**
 * A whole market's statistics at once: what the seed loader and migration 008 write for listings
 * that exist already (the API keeps them up to date listing by listing).
 */
/** What the market reads of a listing. */
export type MarketListing = Pick<Product, '_id' | 'price' | 'status' | 'price_stats_key' | 'createdAt'>;

/**
 * The statistics of every model and storage among these listings, and each listing's verdict,
 * at `now`. A sold listing's sale is dated by `soldAt` (default: when it was listed, the only
 * date a listing from before the fair price has).
 */
export function marketOf(
  listings: readonly MarketListing[],
  now: Date,
  soldAt: (listing: MarketListing) => string = (listing) => listing.createdAt,
): { stats: PriceStats[]; verdicts: Map<string, PriceVerdictFields> } {
  const byKey = new Map<string, PriceStats>();
  for (const listing of listings) {
    if (!listing.price_stats_key) continue;
    const stats = byKey.get(listing.price_stats_key) ?? { key: listing.price_stats_key, entries: {}, median: null, count: 0, updatedAt: null };
    const sale = listing.status === 'sold' ? { id: listing._id, price: listing.price, sold_at: soldAt(listing) } : undefined;
    const entry = entryOf(listing, sale, now);
    if (entry) stats.entries[priceEntryKeyOf(listing._id)] = entry;
    byKey.set(listing.price_stats_key, stats);
  }
  const verdicts = new Map<string, PriceVerdictFields>();
  for (const stats of byKey.values()) {
    const prices = comparablePrices(stats.entries, now);
    stats.median = medianOf(prices);
    stats.count = prices.length;
  }
  for (const listing of listings) {
    const stats = listing.price_stats_key ? byKey.get(listing.price_stats_key) : undefined;
    verdicts.set(listing._id, stats ? verdictIn(stats.entries, listing, now) : verdictIn({}, listing, now));
  }
  return { stats: [...byKey.values()], verdicts };
}
