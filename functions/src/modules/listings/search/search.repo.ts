/**
 * Listing search behind one boundary. Routes and the web know only GET /products and
 * /products/suggest (contract/search.ts); the products service calls `listingSearch`, an
 * implementation of ListingSearchBackend. This one runs on Firestore (the plan is in
 * search-plan.ts); a project that outgrows it implements the same interface over the
 * Typesense or Algolia Firebase extension (which sync `products` by themselves) and swaps it
 * here, touching neither routes nor the web.
 */
import type { Query } from 'firebase-admin/firestore';
import { productsCollection, searchCatalogDoc } from '../../../shared/collections';
import type { Product } from '../../../contract/products';
import { BRAND_LABELS, modelKeyOf, searchWords, type Suggestion } from '../../../contract/search';
import { CATEGORY_NAMES, SUGGEST_MAX } from '../../../contract/constants';
import { countPlanOf, MAX_SCAN_BATCHES, planSearch, type SearchQueryPlan, type SearchRequest } from './search-plan';

export interface SearchResult {
  items: Product[];
  /** The cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** How many listings match (see search-plan.ts for searches of three words or more). */
  total: number;
}

/** What a search backend does for ReCell. */
export interface ListingSearchBackend {
  search(request: SearchRequest): Promise<SearchResult>;
  /** Up to SUGGEST_MAX brands and model names for a type-ahead. */
  suggest(prefix: string): Promise<Suggestion[]>;
  /** Keeps what suggest() answers from in step with a listing just written. */
  noteListing(listing: Pick<Product, 'phone_details'>): Promise<void>;
}

function toQuery(plan: SearchQueryPlan): Query<Product> {
  let query: Query<Product> = productsCollection();
  for (const filter of plan.filters) query = query.where(filter.field, filter.op, filter.value);
  for (const order of plan.orderBy) query = query.orderBy(order.field, order.direction);
  return query;
}

const keyOf = (listing: Product, plan: SearchQueryPlan) => listing[plan.cursorField];

async function search(request: SearchRequest): Promise<SearchResult> {
  const plan = planSearch(request);
  const counting = toQuery(countPlanOf(plan))
    .count()
    .get()
    .then((snapshot) => snapshot.data().count);
  if (plan.rest.length === 0) {
    const [snapshot, total] = await Promise.all([toQuery(plan).limit(plan.limit).get(), counting]);
    const fetched = snapshot.docs.map((doc) => doc.data());
    const items = fetched.slice(0, request.limit);
    const last = items.at(-1);
    return { items, nextCursor: fetched.length > request.limit && last ? keyOf(last, plan) : null, total };
  }
  return scan(request, plan, counting);
}

/** Three words or more: candidates of the pair query, the other words checked here, at most MAX_SCAN_BATCHES reads of limit + 1. */
async function scan(request: SearchRequest, plan: SearchQueryPlan, counting: Promise<number>): Promise<SearchResult> {
  const matches: Product[] = [];
  let cursor = request.cursor;
  let exhausted = false;
  let lastScanned: Product | undefined;
  for (let batch = 0; batch < MAX_SCAN_BATCHES && matches.length <= request.limit; batch += 1) {
    const batchPlan = planSearch({ ...request, cursor });
    const docs = (await toQuery(batchPlan).limit(batchPlan.limit).get()).docs.map((doc) => doc.data());
    for (const listing of docs) {
      lastScanned = listing;
      if (plan.rest.every((word) => listing.search_tokens.includes(word))) matches.push(listing);
      if (matches.length > request.limit) break;
    }
    if (docs.length < batchPlan.limit) {
      exhausted = matches.length <= request.limit;
      break;
    }
    cursor = lastScanned ? keyOf(lastScanned, plan) : cursor;
  }
  const items = matches.slice(0, request.limit);
  let nextCursor: string | null = null;
  if (matches.length > request.limit) nextCursor = keyOf(items.at(-1) as Product, plan);
  else if (!exhausted && lastScanned) nextCursor = keyOf(lastScanned, plan);
  const count = await counting;
  // The first page of a scan that read every candidate knows the exact total.
  const total = exhausted && !request.cursor ? items.length : count;
  return { items, nextCursor, total };
}

// ---------------------------------------------------------------------------------------------
// Suggestions: one small document, search/catalog, holding every model name listed so far
// (`models: { <normalised name>: <name as last listed> }`), written with a merge on each
// listing write (no read). A type-ahead reads it once per CATALOG_TTL_MS per instance, and
// the CDN caches each answer. The catalog keeps models that no longer sell, so each model it
// offers is checked against the search it leads to (see findsAPhone) and dropped if that finds none.
//
// Reads per call: the catalog (1, at most once a minute per instance), then per model checked
// (at most SUGGEST_MAX, in parallel) 1 for a label of one or two words (a count() of the search
// plan capped at one entry; an aggregation costs 1 read per up to 1,000 entries) or up to
// SUGGEST_CHECK_CANDIDATES for three words or more: at most 1 + 8 × 10 = 81, typically 1 + a few.
// ---------------------------------------------------------------------------------------------

const CATALOG_TTL_MS = 60_000;
let catalog: { models: string[]; readAt: number } | null = null;

async function modelNames(now = Date.now()): Promise<string[]> {
  if (catalog && now - catalog.readAt < CATALOG_TTL_MS) return catalog.models;
  const stored = (await searchCatalogDoc().get()).data();
  const models = Object.values(stored?.models ?? {}).sort((a, b) => a.localeCompare(b));
  catalog = { models, readAt: now };
  return models;
}

/** Every word of the query is the start of a word of the label ("ip 13" → "iPhone 13 Pro"). */
function matches(label: string, words: readonly string[]): boolean {
  const labelWords = searchWords(label);
  return words.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
}

/** How many candidates a check of a label of three words or more reads. */
const SUGGEST_CHECK_CANDIDATES = 10;

/**
 * Whether GET /products?q=<label> finds a phone, by the plan that search runs (shoppable
 * listings only: a sold or removed listing carries no tokens). One or two words: the plan is
 * exact, so a count() capped at one entry answers. Three words or more: the plan's newest
 * candidates (listings with the label's two longest words) are checked for the other words as
 * search checks them; when every candidate read fails but more remain, the answer is yes, as
 * search itself then counts the candidates (an upper bound) and offers to carry on.
 */
async function findsAPhone(label: string): Promise<boolean> {
  const plan = planSearch({ q: label, sort: 'newest', limit: SUGGEST_CHECK_CANDIDATES });
  if (plan.rest.length === 0) {
    const snapshot = await toQuery(countPlanOf(plan)).limit(1).count().get();
    return snapshot.data().count > 0;
  }
  const candidates = await toQuery(plan).limit(SUGGEST_CHECK_CANDIDATES).select('search_tokens').get();
  const found = candidates.docs.some((doc) => {
    const tokens = doc.get('search_tokens') as string[];
    return plan.rest.every((word) => tokens.includes(word));
  });
  return found || candidates.size === SUGGEST_CHECK_CANDIDATES;
}

async function suggest(prefix: string): Promise<Suggestion[]> {
  const words = searchWords(prefix);
  if (words.length === 0) return [];
  const brands: Suggestion[] = CATEGORY_NAMES.map((name) => BRAND_LABELS[name])
    .filter((label) => matches(label, words))
    .map((label): Suggestion => ({ label, kind: 'brand' }))
    .slice(0, SUGGEST_MAX);
  const candidates = (await modelNames()).filter((label) => matches(label, words)).slice(0, SUGGEST_MAX - brands.length);
  const found = await Promise.all(candidates.map(findsAPhone));
  const models: Suggestion[] = candidates.filter((_, i) => found[i]).map((label) => ({ label, kind: 'model' }));
  return [...brands, ...models];
}

async function noteListing(listing: Pick<Product, 'phone_details'>): Promise<void> {
  const name = listing.phone_details.phone_name.trim();
  const key = modelKeyOf(name);
  if (!key) return;
  // One document takes every listing write's note, and Firestore sustains about one write per second
  // per document: a model the catalog already names (as this instance last read it, at most a minute
  // ago) costs no write.
  if ((await modelNames()).includes(name)) return;
  await searchCatalogDoc().set({ models: { [key]: name } }, { merge: true });
  catalog = null;
}

/** The search backend the API uses. */
export const listingSearch: ListingSearchBackend = { search, suggest, noteListing };
