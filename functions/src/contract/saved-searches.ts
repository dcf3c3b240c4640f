import { z } from 'zod';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH } from './constants';
import { searchProductsQuery, type SearchProductsQuery } from './search';
import { documentId } from './schema-helpers';

/*
 * Saved searches: a search of GET /products kept under a name, alerting its owner of new matches
 * and price drops as often as they chose. `query` is exactly the parameters GET /products takes,
 * checked by the same schema (searchProductsQuery), so a query the search refuses is refused here
 * with the same error body.
 */

const name = z
  .string({ error: `name must be text of 1 to ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.` })
  .trim()
  .min(1, { error: 'Give the search a name.' })
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, { error: `name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.` });

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: `frequency must be one of ${SAVED_SEARCH_FREQUENCIES.join(', ')}.` });

/** A search's parameters as a URL carries them: text, or a repeated parameter's values. */
const queryParams = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]), { error: 'query must be the parameters of GET /products, as an object of text values.' })
  .meta({ description: 'The parameters of GET /products (`q`, `category`, `condition`, `minPrice`, …), as the URL carries them. Checked by the same rules as that search.' });

export const createSavedSearchBody = z.object({ name, query: queryParams, frequency });
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBody>;

export const updateSavedSearchBody = z
  .object({ name: name.optional(), query: queryParams.optional(), frequency: frequency.optional() })
  .refine((body) => body.name !== undefined || body.query !== undefined || body.frequency !== undefined, {
    error: 'Send a name, a query or a frequency to change.',
  });
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBody>;

export const savedSearchIdParam = z.object({ id: documentId(160) });

/** The parameters a saved search keeps: the search's, without the page (`limit`, `cursor`). */
export type SavedQuery = Record<string, string>;

/**
 * A checked search as the URL parameters that say it again, in one canonical form (lists joined
 * by commas, defaults left out), so a stored query opens as `/products?<query>` and parses to the
 * same search.
 */
export function canonicalQuery(query: SearchProductsQuery): SavedQuery {
  const out: SavedQuery = {};
  if (query.q) out.q = query.q;
  if (query.category) out.category = query.category;
  if (query.condition?.length) out.condition = query.condition.join(',');
  if (query.minPrice !== undefined) out.minPrice = String(query.minPrice);
  if (query.maxPrice !== undefined) out.maxPrice = String(query.maxPrice);
  if (query.storage?.length) out.storage = query.storage.join(',');
  if (query.ram !== undefined) out.ram = String(query.ram);
  if (query.minBattery !== undefined) out.minBattery = String(query.minBattery);
  if (query.verified) out.verified = 'true';
  if (query.sort !== 'newest') out.sort = query.sort;
  return out;
}

/** A stored query as the search it is (it was checked when saved, so it parses). */
export function searchOf(query: SavedQuery): SearchProductsQuery {
  return searchProductsQuery.parse(query);
}

/** saved_searches/{id}: one person's saved search. */
export const savedSearchSchema = z
  .object({
    _id: z.string(),
    uid: z.string(),
    name: z.string(),
    query: z.record(z.string(), z.string()),
    frequency,
    match_keys: z.array(z.string()).meta({ description: 'The index a new listing is matched through (brand, price band, storage); empty when alerts are off.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    sortKey: z.string(),
  })
  .meta({ id: 'SavedSearchRecord' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** A saved search as its owner reads it, with how many phones it finds now. */
export const savedSearchViewSchema = savedSearchSchema
  .omit({ uid: true, match_keys: true, sortKey: true })
  .extend({ count: z.number().int().meta({ description: 'How many phones the search finds now (X-Total-Count of GET /products).' }) })
  .meta({ id: 'SavedSearch' });
export type SavedSearchView = z.infer<typeof savedSearchViewSchema>;

export const createSavedSearchResponse = z.object({ acknowledged: z.literal(true), savedSearch: savedSearchViewSchema });
export type CreateSavedSearchResponse = z.infer<typeof createSavedSearchResponse>;
export const updateSavedSearchResponse = createSavedSearchResponse;
export type UpdateSavedSearchResponse = CreateSavedSearchResponse;

/** The answer when a person already keeps MAX_SAVED_SEARCHES (409). */
export const TOO_MANY_SAVED_SEARCHES = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;

/** GET and POST /saved-searches/unsubscribe?token=…: the signed token of an alert email. */
export const unsubscribeQuery = z.object({ token: z.string({ error: 'This unsubscribe link is not valid.' }).min(1).max(600) });

/** Where an alert leads in the web app. */
export const ALERT_LINKS = {
  listing: (listingId: string) => `/displayProducts/${encodeURIComponent(listingId)}`,
  savedSearches: () => '/dashboard/saved-searches',
} as const;
