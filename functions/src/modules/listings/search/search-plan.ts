/**
 * The query plan of listing search on Firestore: which ONE query serves a page of a search,
 * and which composite index serves that query. Pure (no Firestore here): search.repo.ts runs
 * what planSearch() answers, and search-indexes.test.ts checks every plan the API can build
 * against firestore.indexes.json.
 *
 * Every search is one shape:
 *
 *   products
 *     where search_tokens array-contains <token>          always (see searchTokenPlan: `*`, `apple/*`,
 *                                                          a word, a pair of words, each maybe brand-scoped)
 *     where verified == true                               when verified=true
 *     where condition_type ==|in <conditions>              when condition=…
 *     where storage_gb ==|in <sizes>                       when storage=…
 *     where search_battery >= <minBattery or 0>            always
 *     where search_ram_gb >= <ram or 0>                    always
 *     newest:     where price >= <minPrice or 0> [and price <= maxPrice] [and sortKey < cursor]
 *                 order by sortKey desc, price desc, search_battery desc, search_ram_gb desc
 *     price_asc:  where price_key >= <minPrice> [and price_key <= <maxPrice>~] [and price_key > cursor]
 *                 order by price_key asc, search_battery asc, search_ram_gb asc
 *     price_desc: the same, descending, cursor with <
 *     trusted:    where price >= <minPrice or 0> [and price <= maxPrice] [and trust_key < cursor]
 *                 order by trust_key desc, price desc, search_battery desc, search_ram_gb desc
 *                 (trust_key: the trust score zero-padded, then sortKey: highest score first,
 *                 newest first among equals, unique per listing; contract/trust.ts)
 *     limit <limit + 1>
 *
 * How the combinations share indexes:
 * - Brand, status and free text are one array field: a listing's tokens carry `*`, its brand's
 *   `apple/*`, its words and word pairs, each again scoped to its brand, and none at all once
 *   sold. So category, "not sold" and `q` never add an index field; they only pick the token.
 * - The range filters are always present (0 when not asked; a listing of unknown RAM or battery
 *   stores 0 there, so it is left out once a minimum is asked and kept otherwise). Firestore
 *   appends every inequality field to the order, so a fixed set of inequality fields is a fixed
 *   order per sort: four orders.
 * - The price range of the price sorts is a range on their own sort key (`price_key`: cents,
 *   zero-padded, then the id), so it costs no field either.
 * - What is left is equality filters: verified, condition, storage, each present or not:
 *   2 × 2 × 2 = 8 equality sets × 4 orders = 32 composite indexes, whatever the combination.
 * - `in` of condition (≤ 3) and storage (≤ 7) is at most 21 disjunctions (Firestore allows 30).
 *
 * Pagination is keyset on the order's first field, unique per listing (`sortKey`, `price_key`, `trust_key`),
 * so tied prices page exactly: each listing once, in order.
 *
 * Cost: one query reading at most limit + 1 documents, and one count() for X-Total-Count,
 * except for `q` with three words or more: the query carries the pair of its two longest words
 * and the other words are checked on each candidate's tokens, reading up to MAX_SCAN_BATCHES
 * batches of limit + 1 (≤ 3 × 101 = 303 documents for a page of 100) to fill a page. A page that
 * hits the cap comes back short with a `Link` to carry on where the scan stopped (still each
 * listing once, in order), and X-Total-Count is then the count of the pair (an upper bound)
 * unless the scan read every candidate. See README "Search".
 */
import { priceKeyPrefix, searchTokenPlan, searchWords, type SearchProductsQuery } from '../../../contract/search';
import type { CategoryName } from '../../../contract/constants';

export const MAX_SCAN_BATCHES = 3;

export type Direction = 'asc' | 'desc';
export type FilterOp = '==' | 'in' | 'array-contains' | '>=' | '<=' | '<' | '>';
export interface PlannedFilter {
  field: string;
  op: FilterOp;
  value: unknown;
}

/** One Firestore query, as data. */
export interface SearchQueryPlan {
  filters: PlannedFilter[];
  orderBy: { field: string; direction: Direction }[];
  /** The field the cursor is a value of (the first order field: unique per listing). */
  cursorField: 'sortKey' | 'price_key' | 'trust_key';
  limit: number;
  /** Words of `q` the query could not carry, checked on each candidate's tokens. */
  rest: string[];
}

export type SearchRequest = Omit<SearchProductsQuery, 'category'> & { category?: CategoryName | undefined };

export const EQUALITY_OPS: readonly FilterOp[] = ['==', 'in', 'array-contains'];

/** The plan of one page of a search. */
export function planSearch(request: SearchRequest): SearchQueryPlan {
  const words = searchWords(request.q ?? '');
  const { token, rest } = searchTokenPlan(words, request.category);
  const filters: PlannedFilter[] = [{ field: 'search_tokens', op: 'array-contains', value: token }];
  const oneOrIn = (field: string, values: readonly unknown[] | undefined) => {
    if (!values?.length) return;
    filters.push(values.length === 1 ? { field, op: '==', value: values[0] } : { field, op: 'in', value: [...values] });
  };
  if (request.verified) filters.push({ field: 'verified', op: '==', value: true });
  oneOrIn('condition_type', request.condition);
  oneOrIn('storage_gb', request.storage);
  filters.push({ field: 'search_battery', op: '>=', value: request.minBattery ?? 0 });
  filters.push({ field: 'search_ram_gb', op: '>=', value: request.ram ?? 0 });

  const limit = request.limit + 1;
  if (request.sort === 'newest' || request.sort === 'trusted') {
    // Both order by a unique key of their own, descending, with the price range on `price`.
    const cursorField = request.sort === 'newest' ? 'sortKey' : 'trust_key';
    filters.push({ field: 'price', op: '>=', value: request.minPrice ?? 0 });
    if (request.maxPrice !== undefined) filters.push({ field: 'price', op: '<=', value: request.maxPrice });
    if (request.cursor) filters.push({ field: cursorField, op: '<', value: request.cursor });
    const orderBy = [cursorField, 'price', 'search_battery', 'search_ram_gb'].map((field) => ({ field, direction: 'desc' as const }));
    return { filters, orderBy, cursorField, limit, rest };
  }
  const direction: Direction = request.sort === 'price_asc' ? 'asc' : 'desc';
  filters.push({ field: 'price_key', op: '>=', value: priceKeyPrefix(request.minPrice ?? 0) });
  // `~` sorts after `_<id>`, so every listing at exactly maxPrice is in.
  if (request.maxPrice !== undefined) filters.push({ field: 'price_key', op: '<=', value: `${priceKeyPrefix(request.maxPrice)}~` });
  if (request.cursor) filters.push({ field: 'price_key', op: direction === 'asc' ? '>' : '<', value: request.cursor });
  const orderBy = ['price_key', 'search_battery', 'search_ram_gb'].map((field) => ({ field, direction }));
  return { filters, orderBy, cursorField: 'price_key', limit, rest };
}

/** The same query without its cursor and limit: what X-Total-Count counts. */
export function countPlanOf(plan: SearchQueryPlan): SearchQueryPlan {
  return { ...plan, filters: plan.filters.filter((filter) => !(filter.field === plan.cursorField && (filter.op === '<' || filter.op === '>'))) };
}

/** A composite index as firestore.indexes.json declares one. */
export interface DeclaredIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }[];
}

/**
 * Whether a composite index serves a plan, as Firestore requires: the equality fields (the
 * array-contains one with arrayConfig CONTAINS) in any order, then exactly the order fields
 * with their directions. Every inequality field is in the plan's order (Firestore appends them).
 */
export function indexServes(index: DeclaredIndex, plan: SearchQueryPlan, collection = 'products'): boolean {
  if (index.collectionGroup !== collection || (index.queryScope ?? 'COLLECTION') !== 'COLLECTION') return false;
  const equalities = plan.filters.filter((filter) => EQUALITY_OPS.includes(filter.op));
  const ranged = new Set(plan.filters.filter((filter) => !EQUALITY_OPS.includes(filter.op)).map((filter) => filter.field));
  const ordered = plan.orderBy.map((order) => order.field);
  if ([...ranged].some((field) => !ordered.includes(field))) return false;
  if (index.fields.length !== equalities.length + plan.orderBy.length) return false;
  const head = index.fields.slice(0, equalities.length);
  const headMatches = equalities.every((filter) =>
    head.some((field) =>
      field.fieldPath === filter.field && (filter.op === 'array-contains' ? field.arrayConfig === 'CONTAINS' : field.order !== undefined),
    ),
  );
  const tailMatches = plan.orderBy.every((order, i) => {
    const field = index.fields[equalities.length + i];
    return field?.fieldPath === order.field && field.order === (order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING');
  });
  return headMatches && tailMatches;
}

function holds(value: unknown, op: FilterOp, expected: unknown): boolean {
  switch (op) {
    case '==':
      return value === expected;
    case 'in':
      return (expected as unknown[]).includes(value);
    case 'array-contains':
      return Array.isArray(value) && value.includes(expected);
    default: {
      // Ranges compare like values only (numbers with numbers, keys with keys), as Firestore does.
      if (typeof value !== typeof expected || (typeof value !== 'number' && typeof value !== 'string')) return false;
      const [a, b] = [value as number | string, expected as number | string];
      return op === '>=' ? a >= b : op === '<=' ? a <= b : op === '<' ? a < b : a > b;
    }
  }
}

/**
 * Whether the search finds this listing: the filters of its plan (without a cursor) and the words
 * left to check, tested on the listing itself, so an alert says "found" exactly when GET /products
 * would list it.
 */
export function searchFinds(listing: object, request: SearchRequest): boolean {
  const plan = planSearch({ ...request, cursor: undefined });
  const fields = listing as Record<string, unknown>;
  const tokens = Array.isArray(fields.search_tokens) ? (fields.search_tokens as unknown[]) : [];
  return plan.filters.every((filter) => holds(fields[filter.field], filter.op, filter.value)) && plan.rest.every((word) => tokens.includes(word));
}
