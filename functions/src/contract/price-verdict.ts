/*
 * A listing's fair-price verdict, apart from the statistics and schemas of fair-price.ts: the
 * public cards read it on every visitor's first load, which must not carry zod.
 */

export const PRICE_VERDICTS = ['great', 'fair', 'high'] as const;
export type PriceVerdict = (typeof PRICE_VERDICTS)[number];

/** At most this share of the median is a great price (≤ 90 %). */
export const GREAT_PRICE_RATIO = 0.9;
/** Above this share of the median is high (> 110 %); between the two is fair. */
export const HIGH_PRICE_RATIO = 1.1;

/** The verdict of a price against the median of its comparables. */
export function priceVerdictOf(price: number, median: number): PriceVerdict {
  if (price <= median * GREAT_PRICE_RATIO) return 'great';
  if (price <= median * HIGH_PRICE_RATIO) return 'fair';
  return 'high';
}

/**
 * Whether a listing's stored verdict is the one its price earns against the median it was judged
 * with. Right after its seller changes the price it is not, until the listing's fair-price.note
 * event is handled (a second or so): screens say the price is being checked rather than show it.
 */
export function isVerdictOfPrice(listing: { price: number; price_verdict: PriceVerdict | null; price_median: number | null }): boolean {
  return listing.price_verdict === null || listing.price_median === null || priceVerdictOf(listing.price, listing.price_median) === listing.price_verdict;
}
