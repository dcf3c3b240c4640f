/**
 * A whole market's price statistics at once, pure: what the seed loader and migration 008 write
 * for listings that exist already (the API keeps them up to date listing by listing, see
 * fair-price.service.ts). Same rules: one price_stats document per model and storage, each
 * listing's verdict against the others.
 */
import type { Product } from '../../../contract/products';
import { medianOf, type PriceVerdictFields } from '../../../contract/fair-price';
import { priceEntryKeyOf, type PriceStats } from '../../../contract/trust-records';
import { comparablePrices, entryOf, verdictIn } from './fair-price.service';

/** What the market reads of a listing. */
export type MarketListing = Pick<Product, '_id' | 'price' | 'status' | 'price_stats_key' | 'createdAt'>;

/**
 * The statistics of every model and storage among these listings, and each listing's verdict,
 * at `now`. A sold listing's sale is dated by `soldAt` (default: when it was listed, the only
 * date a listing from before issue 11 has).
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
