import { z } from 'zod';
import {
  BATTERY_HEALTH_MAX,
  CATEGORY_NAMES,
  CONDITIONS,
  RAM_GB_MAX,
  RAM_GB_MIN,
  SEARCH_MAX_WORDS,
  SEARCH_Q_MAX_LENGTH,
  SEARCH_SORTS,
  STORAGE_GB_OPTIONS,
  type CategoryName,
  type Condition,
  type StorageGb,
} from './constants';
import { SHOPPABLE_STATUSES } from './listing-status';
import { pageQuery } from './pagination';
import type { Product } from './products';

/*
 * Search: the query of GET /products and of a category's page, the type-ahead's
 * answer, and the one pure function that derives a listing's search fields from the fields
 * a seller states. Every write of a listing stores what listingSearchFields() answers.
 */

/** A repeated parameter (`?storage=64&storage=128`) counts as the comma-separated list. */
const joined = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);

/** A comma-separated list of allowed values, deduplicated; the message names the parameter. */
function csvOf<T extends string | number>(param: string, allowed: readonly T[], read: (item: string) => T | undefined) {
  const message = `${param} must be one or more of ${allowed.join(', ')}, comma-separated.`;
  return z.preprocess(
    joined,
    z
      .string({ error: message })
      .transform((value, ctx) => {
        const items = value.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
        const values = items.map(read);
        if (items.length === 0 || values.some((item) => item === undefined || !allowed.includes(item))) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return [...new Set(values as T[])];
      })
      .meta({ description: `One or more of ${allowed.join(', ')}, comma-separated.` }),
  );
}

/** A number parameter; the message names it. */
function numberParam(param: string, min: number, max: number, whole: boolean) {
  const range = `${param} must be ${whole ? 'a whole number ' : ''}from ${min} to ${max}.`;
  let schema = z.coerce.number({ error: `${param} must be a number.` });
  if (whole) schema = schema.int({ error: `${param} must be a whole number.` });
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    schema.min(min, { error: range }).max(max, { error: range }).optional(),
  );
}

export const MAX_SEARCH_PRICE = 10_000_000;

/** minPrice ≤ maxPrice, the one rule across parameters. */
const pricesInOrder = {
  check: (query: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
    query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  params: { error: 'minPrice cannot be above maxPrice.', path: ['minPrice'] },
};

/** The filters and sort of a search, every one optional and combined with AND. */
const searchFilters = pageQuery.extend({
  q: z.preprocess(
    joined,
    z
      .string({ error: 'q must be text.' })
      .trim()
      .max(SEARCH_Q_MAX_LENGTH, { error: `q must be at most ${SEARCH_Q_MAX_LENGTH} characters.` })
      .refine((value) => searchWords(value).length <= SEARCH_MAX_WORDS, { error: `q must have at most ${SEARCH_MAX_WORDS} words.` })
      .optional()
      .meta({
        description:
          'Free text: brand, model, storage ("256" or "256gb"), RAM, processor, location and the first words of the description, in English or Bangla (Bangla digits read as 0–9); case- and accent-insensitive; every word must match.',
      }),
  ),
  category: z.enum(CATEGORY_NAMES, { error: 'category must be one of apple, samsung, oneplus, huawei.' }).optional(),
  condition: csvOf<Condition>('condition', CONDITIONS, (item) => item as Condition).optional(),
  minPrice: numberParam('minPrice', 0, MAX_SEARCH_PRICE, false),
  maxPrice: numberParam('maxPrice', 0, MAX_SEARCH_PRICE, false),
  storage: csvOf<StorageGb>('storage', STORAGE_GB_OPTIONS, (item) => Number(item.replace(/gb$/, '')) as StorageGb).optional(),
  ram: numberParam('ram', RAM_GB_MIN, RAM_GB_MAX, true).meta({ description: 'Minimum RAM in GB.' }),
  minBattery: numberParam('minBattery', 0, BATTERY_HEALTH_MAX, true).meta({ description: 'Minimum battery health in percent.' }),
  verified: z
    .enum(['true', 'false'], { error: 'verified must be true or false.' })
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: '`true`: verified sellers only. `false` (or absent): any seller.' }),
  sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}.` }).default('newest'),
});

/**
 * GET /products: newest first unless `sort` says otherwise. Unknown parameters are ignored;
 * a bad one is a 400 whose message and details name it.
 */
export const searchProductsQuery = searchFilters.refine(pricesInOrder.check, pricesInOrder.params);
export type SearchProductsQuery = z.infer<typeof searchProductsQuery>;

/** GET /categories/:idOrName: the same filters, the brand preset by the path. */
export const categoryPageQuery = searchFilters.omit({ category: true }).refine(pricesInOrder.check, pricesInOrder.params);
export type CategoryPageQuery = z.infer<typeof categoryPageQuery>;

/** GET /products/suggest?q=ip */
export const suggestQuery = z.object({
  q: z.preprocess(
    joined,
    z
      .string({ error: 'q must be text.' })
      .trim()
      .max(SEARCH_Q_MAX_LENGTH, { error: `q must be at most ${SEARCH_Q_MAX_LENGTH} characters.` })
      .default(''),
  ),
});

export const SUGGESTION_KINDS = ['brand', 'model'] as const;
export const suggestionSchema = z.object({ label: z.string(), kind: z.enum(SUGGESTION_KINDS) }).meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResponse = z.array(suggestionSchema);

/** search/catalog: every model name listed so far, by its normalised words (what suggest reads). */
export const searchCatalogSchema = z.object({ models: z.record(z.string(), z.string()).default({}) }).meta({ id: 'SearchCatalog' });
export type SearchCatalog = z.infer<typeof searchCatalogSchema>;

/**
 * The key of a model name in the catalog: `m_` and its normalised words, in the characters a
 * Firestore field name needs no quoting for (quoted paths are one more thing the local emulator
 * gets wrong); empty when nothing is left.
 */
export function modelKeyOf(name: string): string {
  const words = searchWords(name)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  return words.length > 0 ? `m_${words.join('_')}` : '';
}

/** The catalog of these listings' model names (the seed, the migration). */
export function searchCatalogOf(listings: readonly { phone_details: { phone_name: string } }[]): SearchCatalog {
  const models: Record<string, string> = {};
  for (const { phone_details } of listings) {
    const key = modelKeyOf(phone_details.phone_name);
    if (key) models[key] = phone_details.phone_name.trim();
  }
  return { models };
}

/** How a brand reads in suggestions. */
export const BRAND_LABELS: Record<CategoryName, string> = { apple: 'Apple', samsung: 'Samsung', oneplus: 'OnePlus', huawei: 'Huawei' };

// ---------------------------------------------------------------------------------------------
// Normalised words and a listing's search fields
// ---------------------------------------------------------------------------------------------

/** Size units read as GB (not a lone "g": "5G" is a network). */
const UNITS: Record<string, number> = { gb: 1, tb: 1024 };

/** Bangla digits (০–৯) read as the digits every listing's numbers are stored in: "১২৮" is "128". */
const BANGLA_DIGITS = /[\u09e6-\u09ef]/g;
const asciiDigit = (digit: string) => String(digit.charCodeAt(0) - 0x09e6);
/**
 * Zero-width (non-)joiners only choose how Bangla conjuncts are drawn ("র‍্যাব"); a word typed with
 * or without them is one word.
 */
const JOINERS = /[\u200c\u200d]/g;

/**
 * The words of a text as search compares them: lower case, accents of Latin letters stripped
 * ("café" is "cafe"), split on anything but letters, combining marks and digits, a size with its
 * unit read as GB ("256gb", "256 GB" → "256", "1tb" → "1024"), a lone unit dropped. Combining marks
 * of other scripts are part of their words: a Bangla vowel sign or hasanta (ভালো, ব্যাটারি) changes
 * the word, so it stays. Bangla digits read as 0–9. Listings and queries go through the same function.
 */
export function searchWords(text: string): string[] {
  const raw = text
    .normalize('NFKD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .normalize('NFC')
    .replace(JOINERS, '')
    .replace(BANGLA_DIGITS, asciiDigit)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const words: string[] = [];
  for (const word of raw) {
    const sized = /^(\d+)(gb|tb)$/.exec(word);
    if (sized?.[1] && sized[2]) {
      words.push(String(Number(sized[1]) * (UNITS[sized[2]] ?? 1)));
    } else if (word in UNITS) {
      const previous = words.at(-1);
      // "256 GB": the unit belongs to the number before it; "1 TB" is 1024.
      if (previous && /^\d+$/.test(previous) && word === 'tb') words[words.length - 1] = String(Number(previous) * 1024);
    } else {
      words.push(word);
    }
  }
  return [...new Set(words)];
}

/**
 * The words of a listing that search looks at; more than this are cut (cost of the pair tokens):
 * the words of its specs first (at most MAX_SPEC_WORDS), then its description's, in their order,
 * up to MAX_LISTING_WORDS in all.
 */
export const MAX_SPEC_WORDS = 16;
export const MAX_LISTING_WORDS = 20;
/** The token every shoppable listing carries, and the one a category's listings carry. */
export const ALL_TOKEN = '*';
export const categoryToken = (category: CategoryName) => `${category}/*`;
/** A pair of words as one token, order-free. */
export const pairToken = (a: string, b: string) => [a, b].sort().join('+');
const scoped = (category: CategoryName, token: string) => `${category}/${token}`;

/** "8/128 GB", "12 GB/1 TB": the spec's phone_ram text, from the numbers. */
export function phoneRamText(ramGb: number, storageGb: number): string {
  return storageGb >= 1024 ? `${ramGb} GB/${storageGb / 1024} TB` : `${ramGb}/${storageGb} GB`;
}

/** The price sorts' unique key: cents, zero-padded so strings sort as numbers, then the id. */
export function priceKeyOf(price: number, id: string): string {
  return `${priceKeyPrefix(price)}_${id}`;
}
export function priceKeyPrefix(price: number): string {
  return String(Math.round(price * 100)).padStart(12, '0');
}

/** What listingSearchFields() reads. */
export type ListingSearchSource = Pick<Product, '_id' | 'category_name' | 'price' | 'status' | 'location' | 'description' | 'storage_gb' | 'ram_gb' | 'battery_health'> & {
  phone_details: Pick<Product['phone_details'], 'phone_name' | 'phone_ram' | 'phone_processor'>;
};

/** The fields search keeps on a listing, derived from its other fields. */
export type ListingSearchFields = Pick<Product, 'search_tokens' | 'price_key' | 'search_ram_gb' | 'search_battery'> & { phone_ram: string };

/**
 * Every field a listing derives from the fields a seller states, in one pure function: the
 * `phone_ram` text, the search tokens, the price sort key and the range fields. Create, edit,
 * status changes and the migration all store what this answers, so the tokens are rebuilt on
 * every write of the fields they come from.
 *
 * Tokens: `*` and `<brand>/*` (every shoppable listing, and its brand's); each word of brand,
 * model, RAM/storage, processor and location, then of the description (in any script: a Bangla
 * description is found by its Bangla words); each pair of those words (`13+iphone`), so one
 * or two words are one array-contains; and each of these again scoped to the brand
 * (`apple/13+iphone`), so a brand page's search is one too. A listing not shoppable (sold)
 * carries none: search never shows it.
 */
export function listingSearchFields(listing: ListingSearchSource): ListingSearchFields {
  const { storage_gb: storage, ram_gb: ram } = listing;
  const phone_ram = storage !== undefined && ram !== undefined ? phoneRamText(ram, storage) : listing.phone_details.phone_ram;
  const shoppable = (SHOPPABLE_STATUSES as readonly string[]).includes(listing.status);
  const specs = searchWords(
    [
      listing.category_name,
      listing.phone_details.phone_name,
      phone_ram,
      storage !== undefined ? `${storage}gb` : '',
      ram !== undefined ? `${ram}gb` : '',
      listing.phone_details.phone_processor,
      listing.location,
    ].join(' '),
  ).slice(0, MAX_SPEC_WORDS);
  const told = new Set(specs);
  const described = searchWords(listing.description).filter((word) => !told.has(word));
  const words = [...specs, ...described].slice(0, MAX_LISTING_WORDS);
  const plain = [...words];
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j < words.length; j += 1) plain.push(pairToken(words[i] as string, words[j] as string));
  }
  const category = listing.category_name;
  const tokens = shoppable ? [ALL_TOKEN, categoryToken(category), ...plain, ...plain.map((token) => scoped(category, token))] : [];
  return {
    phone_ram,
    search_tokens: tokens,
    price_key: priceKeyOf(listing.price, listing._id),
    search_ram_gb: ram ?? 0,
    search_battery: listing.battery_health ?? 0,
  };
}

/** A listing with its derived fields brought up to date. */
export function withSearchFields<T extends ListingSearchSource>(listing: T): T & Omit<ListingSearchFields, 'phone_ram'> {
  const { phone_ram, ...fields } = listingSearchFields(listing);
  return { ...listing, ...fields, phone_details: { ...listing.phone_details, phone_ram } };
}

/**
 * The array-contains token a search uses, and the words left to check on each candidate:
 * no word → the brand's or everyone's token; one or two → their token, exact; more → the
 * pair of the two longest, the others checked on the listing's tokens (see the search repo).
 */
export function searchTokenPlan(words: readonly string[], category?: CategoryName): { token: string; rest: string[] } {
  const scope = (token: string) => (category ? scoped(category, token) : token);
  if (words.length === 0) return { token: category ? categoryToken(category) : ALL_TOKEN, rest: [] };
  if (words.length === 1) return { token: scope(words[0] as string), rest: [] };
  const ranked = [...words].sort((a, b) => b.length - a.length);
  const [a, b, ...rest] = ranked as [string, string, ...string[]];
  return { token: scope(pairToken(a, b)), rest };
}
