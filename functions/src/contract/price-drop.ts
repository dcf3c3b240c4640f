import { PRICE_DROP_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRICE_DROP_WINDOW_MS = PRICE_DROP_DAYS * DAY_MS;

/** The price-drop fields of a listing (products.ts). */
export interface PriceDrop {
  previous_price: number | null;
  price_dropped_at: string | null;
}

const NO_DROP: PriceDrop = { previous_price: null, price_dropped_at: null };

/** Whether the listing's price dropped below its previous price less than PRICE_DROP_DAYS before `now`. */
export function hasRecentPriceDrop(listing: PriceDrop & { price: number }, now: Date): boolean {
  if (listing.previous_price === null || listing.price_dropped_at === null) return false;
  const age = now.getTime() - Date.parse(listing.price_dropped_at);
  return listing.previous_price > listing.price && age >= 0 && age < PRICE_DROP_WINDOW_MS;
}

/** Whether a listing shows its drop at `now`: a recent one on a phone still for sale (a sold phone's old price is no longer news). */
export function showsPriceDrop(listing: PriceDrop & { price: number; status: string }, now: Date): boolean {
  return listing.status !== 'sold' && hasRecentPriceDrop(listing, now);
}

/** The price-drop fields as public reads show them at `now` (showsPriceDrop), otherwise nulls. */
export function shownPriceDrop(listing: PriceDrop & { price: number; status: string }, now: Date): PriceDrop {
  if (!showsPriceDrop(listing, now)) return NO_DROP;
  return { previous_price: listing.previous_price, price_dropped_at: listing.price_dropped_at };
}

/**
 * The price-drop fields after the seller sets `price` at `now`:
 * - lower than before: a drop. Within a recent drop the old price stays the one before its first
 *   drop (the highest recent price) and the date moves to this drop; otherwise the drop starts here.
 * - back to or above the price before the drop: the drop is over.
 * - anything else (unchanged, or raised but still below the old price) keeps a recent drop as it is;
 *   a drop no longer shown is cleared.
 */
export function priceDropAfter(listing: PriceDrop & { price: number }, price: number, now: Date): PriceDrop {
  const recent = hasRecentPriceDrop(listing, now);
  if (price < listing.price) {
    return { previous_price: recent ? listing.previous_price : listing.price, price_dropped_at: now.toISOString() };
  }
  if (recent && price < listing.previous_price!) return { previous_price: listing.previous_price, price_dropped_at: listing.price_dropped_at };
  return NO_DROP;
}
