import { z } from 'zod';
import { STORAGE_GB_OPTIONS } from './constants';
import { docId } from './schema-helpers';
import { searchWords } from './search';
import { priceVerdictOf, type PriceVerdict } from './price-verdict';

/*
 * Fair price. A listing's comparables are the listings of the same model (the name
 * normalised by modelNameKey) and storage that are live (available or booked) or were sold in
 * the last COMPARABLE_SOLD_DAYS days, never the listing itself. With at least MIN_COMPARABLES of
 * them the listing carries a verdict against their median price. Per-model statistics are kept
 * in one aggregate document per model and storage (price_stats/{key}), written as listings are.
 */

/** The fewest comparables a verdict needs. */
export const MIN_COMPARABLES = 3;
/** Sold listings count as comparables this long after the sale. */
export const COMPARABLE_SOLD_DAYS = 90;
/** The verdicts of a model's listings are refreshed when its median moves by more than this share. */
export const MEDIAN_REFRESH_RATIO = 0.02;

/** The median of some prices (the mean of the middle two for an even count); null for none. */
export function medianOf(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Words that do not tell one model from another: brands, series, networks, packaging. */
const NOISE_WORDS = new Set(['apple', 'samsung', 'galaxy', 'oneplus', 'huawei', '5g', '4g', 'lte', 'dual', 'sim', 'ds', 'unlocked', 'new', 'used', 'phone', 'smartphone', 'mobile']);

/**
 * The normalised name of a model, what comparables share: accents and case ignored, brand and
 * series words dropped ("Apple", "Galaxy", "5G"), a storage size dropped ("128GB": storage is
 * its own field), "+" read as "plus", and the words joined without spaces so "iPhone 13 Pro",
 * "iphone13pro" and "Apple iPhone 13 PRO 128 GB" are one model. Empty when nothing is left.
 */
export function modelNameKey(name: string): string {
  const text = name
    .replace(/\+/g, ' plus ')
    .replace(/\b\d+\s*(gb|tb)\b/gi, ' ');
  return searchWords(text)
    .filter((word) => !NOISE_WORDS.has(word))
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

/** The id of a model and storage's statistics (price_stats/{key}); null when the model or storage is unknown. */
export function priceStatsKeyOf(name: string, storageGb: number | undefined): string | null {
  const model = modelNameKey(name);
  if (!model || storageGb === undefined) return null;
  return `${model}_${storageGb}`;
}

/**
 * The verdict fields of a listing (on listing reads): the verdict, and the median, count and price
 * range of the comparables it came from ("7 similar phones sold or listed for 42,000–48,000").
 */
export interface PriceVerdictFields {
  price_verdict: PriceVerdict | null;
  price_median: number | null;
  price_comparables: number;
  price_low: number | null;
  price_high: number | null;
}

export const NO_VERDICT: PriceVerdictFields = { price_verdict: null, price_median: null, price_comparables: 0, price_low: null, price_high: null };

/** A listing's verdict from the prices of its comparables (itself already left out). */
export function verdictFrom(price: number, comparablePrices: readonly number[]): PriceVerdictFields {
  const median = medianOf(comparablePrices);
  if (median === null || comparablePrices.length < MIN_COMPARABLES) return { ...NO_VERDICT, price_comparables: comparablePrices.length };
  return {
    price_verdict: priceVerdictOf(price, median),
    price_median: median,
    price_comparables: comparablePrices.length,
    price_low: Math.min(...comparablePrices),
    price_high: Math.max(...comparablePrices),
  };
}

/** Whether a median moved enough (more than MEDIAN_REFRESH_RATIO) that the model's verdicts are refreshed. */
export function medianMoved(before: number | null, after: number | null): boolean {
  if (before === null || after === null) return before !== after;
  return Math.abs(after - before) > before * MEDIAN_REFRESH_RATIO;
}

/** GET /products/price-guide?model=iPhone 13&storage=128: what similar phones sell or are listed for. */
export const priceGuideQuery = z.object({
  model: z
    .string({ error: 'model is required.' })
    .trim()
    .min(1, { error: 'model is required.' })
    .max(100, { error: 'model must be at most 100 characters.' })
    .meta({ description: 'The model name as typed ("iPhone 13 Pro"); normalised as listings are.' }),
  storage: z.coerce
    .number({ error: 'storage is required.' })
    .pipe(z.literal(STORAGE_GB_OPTIONS, { error: `storage must be one of ${STORAGE_GB_OPTIONS.join(', ')}.` }))
    .meta({ description: 'Storage in GB.' }),
  exclude: docId
    .optional()
    .meta({ description: "A listing to leave out: the product page's own listing (a listing is never its own comparable)." }),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuery>;

/** The guide: how many comparables (live, or sold in the last 90 days) and their price range and median; nulls when none. */
export const priceGuideResponse = z
  .object({
    count: z.number().int(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    median: z.number().nullable(),
  })
  .meta({ id: 'PriceGuide' });
export type PriceGuide = z.infer<typeof priceGuideResponse>;
