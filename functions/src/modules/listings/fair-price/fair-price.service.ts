/**
 * Fair price: per model and storage, the prices of the comparables in one aggregate document
 * (price_stats/{key}), and each listing's verdict copied on it, so a card's badge costs no read.
 * See contract/fair-price.ts for the rules. Both are kept by events, off the request:
 * - `fair-price.note` (a listing's price, status or model changed): one read of the listing and
 *   of the statistics, one merged write of its entry, and its own verdict when it changes; when the
 *   model's median moves by more than 2 % (or it crosses the 3-comparable line), the model is
 *   marked for a refresh instead.
 * - `fair-price.refresh` (a model marked): one query of the model's listings and a write of each
 *   verdict that changed. The mark is created once however many listings move the median while a
 *   refresh is pending, and the refresh waits a moment for a burst to land, so a model is refreshed
 *   once per burst, reading each of its listings once.
 *
 * Concurrency: entries are written with merges (no read-modify-write), so concurrent writers
 * never drop each other's prices; a refresh reads the statistics after it clears its mark, so an
 * entry written meanwhile is either read by it or asks for the next one.
 */
import { medianOf, NO_VERDICT, priceStatsKeyOf, type PriceGuide, type PriceVerdictFields } from '../../../contract/fair-price';
import { comparablePrices, entryOf, needsRefresh, sameVerdict, verdictIn, type Priced } from '../../../contract/fair-price-market';
import { priceEntryKeyOf } from '../../../contract/trust-records';
import { dispatch, newEvent, type OutboxEvent } from '../../events';
import {
  clearRefreshMarker,
  listListingsOfModel,
  markForRefresh,
  readListing,
  readPriceStats,
  writePriceEntry,
  writePublishedStats,
  writeVerdicts,
} from './fair-price.repo';

/** How long a refresh waits after the first move of a burst: the rest of the burst lands in the same refresh. */
export const REFRESH_DELAY_SECONDS = 1;

async function verdictForNew(listing: Priced, now: Date): Promise<PriceVerdictFields> {
  if (!listing.price_stats_key) return NO_VERDICT;
  const stats = await readPriceStats(listing.price_stats_key);
  return stats ? verdictIn(stats.entries, listing, now) : NO_VERDICT;
}

/** Whether a write of a listing changed what the statistics hold of it. */
function pricedChanged(before: Priced | null, after: Priced | null): boolean {
  return before?.price !== after?.price || before?.status !== after?.status || before?.price_stats_key !== after?.price_stats_key;
}

/** The models whose statistics a write of a listing (created: before null; deleted: after null) changes: both, when an edit moved it. */
function keysChangedBy(before: Priced | null, after: Priced | null): string[] {
  if (!pricedChanged(before, after)) return [];
  return [...new Set([before?.price_stats_key, after?.price_stats_key].filter((key): key is string => Boolean(key)))];
}

/** The event a write of a listing owes the statistics, or none. */
function eventsFor(before: Priced | null, after: Priced | null, now: Date): OutboxEvent[] {
  const keys = keysChangedBy(before, after);
  const id = (after ?? before)?._id;
  return id && keys.length > 0 ? [newEvent('fair-price.note', id, String(now.getTime()), { listingId: id, keys }, now)] : [];
}

/** Asks for one refresh of the model (none when one is pending: it will read this move too). */
async function requestRefresh(key: string, now: Date): Promise<void> {
  const event = newEvent('fair-price.refresh', key, String(now.getTime()), { key }, now);
  if (await markForRefresh(key, event, now)) await dispatch([event], { delaySeconds: REFRESH_DELAY_SECONDS });
}

/** Brings one model's statistics in step with the listing as it is now, then its verdict, or asks for the model's refresh. */
async function noteInModel(key: string, listingId: string, now: Date): Promise<void> {
  const [stats, listing] = await Promise.all([readPriceStats(key), readListing(listingId)]);
  const current = stats ?? { key, entries: {}, median: null, count: 0, updatedAt: null };
  const field = priceEntryKeyOf(listingId);
  const previous = current.entries[field];
  const entry = listing && listing.price_stats_key === key ? entryOf(listing, previous, now) : null;
  if (JSON.stringify(previous ?? null) !== JSON.stringify(entry)) await writePriceEntry(key, listingId, entry, now);
  const entries = { ...current.entries, [field]: entry };
  const prices = comparablePrices(entries, now);
  if (needsRefresh(current, medianOf(prices), prices.length)) {
    await requestRefresh(key, now);
    return;
  }
  if (listing && listing.price_stats_key === key) {
    const verdict = verdictIn(entries, listing, now);
    if (!sameVerdict(listing, verdict)) await writeVerdicts([{ id: listing._id, verdict }]);
  }
}

/** Handles `fair-price.note`, judged at the time of the write that caused it. */
async function onNote(event: OutboxEvent<'fair-price.note'>): Promise<void> {
  const now = new Date(event.createdAt);
  for (const key of event.payload.keys) await noteInModel(key, event.payload.listingId, now);
}

/**
 * Handles `fair-price.refresh`: clears the model's mark, then reads its statistics and each of its
 * listings once, writes every verdict that changed and records what they were refreshed with.
 */
async function onRefresh(event: OutboxEvent<'fair-price.refresh'>): Promise<void> {
  const { key } = event.payload;
  await clearRefreshMarker(key);
  // Judged at the time of the move that asked for it, as the note was (tests move that clock).
  const now = new Date(event.createdAt);
  const [stats, listings] = await Promise.all([readPriceStats(key), listListingsOfModel(key)]);
  const entries = stats?.entries ?? {};
  const prices = comparablePrices(entries, now);
  const changes = listings
    .map((listing) => ({ listing, verdict: verdictIn(entries, listing, now) }))
    .filter(({ listing, verdict }) => !sameVerdict(listing, verdict))
    .map(({ listing, verdict }) => ({ id: listing._id, verdict }));
  await writeVerdicts(changes);
  await writePublishedStats(key, medianOf(prices), prices.length);
}

/** GET /products/price-guide: what comparables of a model and storage sell or are listed for, at `now`. */
async function guide(model: string, storageGb: number, now: Date, excludeId?: string): Promise<PriceGuide> {
  const key = priceStatsKeyOf(model, storageGb);
  const stats = key ? await readPriceStats(key) : null;
  const prices = stats ? comparablePrices(stats.entries, now, excludeId) : [];
  if (prices.length === 0) return { count: 0, min: null, max: null, median: null };
  return { count: prices.length, min: Math.min(...prices), max: Math.max(...prices), median: medianOf(prices) };
}

/** The fair-price use cases: the listing writers' (a verdict to start with, the events they owe), the handlers, the guide. */
export const fairPrice = { verdictForNew, eventsFor, onNote, onRefresh, guide };
