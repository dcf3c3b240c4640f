import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONDITIONS, SEARCH_SORTS, STORAGE_GB_OPTIONS } from '../../../contract/constants';
import { searchProductsQuery } from '../../../contract/search';
import { countPlanOf, indexServes, planSearch, type DeclaredIndex, type SearchQueryPlan } from './search-plan';

/*
 * Real Firestore refuses a query that no composite index serves; the local emulator does not
 * check. So every query shape GET /products and a category's page can build is built here,
 * through the same parser and planner the API uses, and must be served by an index that
 * firestore.indexes.json declares.
 */

const indexFile = path.resolve(__dirname, '../../../../../firestore.indexes.json');
const declared = (JSON.parse(readFileSync(indexFile, 'utf8')) as { indexes: DeclaredIndex[] }).indexes;

/** Each parameter the API accepts, with each kind of value that changes the query's shape (or none). */
const DIMENSIONS: Record<string, (string | undefined)[]> = {
  q: [undefined, 'iphone', 'galaxy dhanmondi', 'iphone 13 pro 256'],
  category: [undefined, 'apple'],
  condition: [undefined, CONDITIONS[0], CONDITIONS.join(',')],
  storage: [undefined, '128', STORAGE_GB_OPTIONS.join(',')],
  verified: [undefined, 'true', 'false'],
  minPrice: [undefined, '100'],
  maxPrice: [undefined, '90000'],
  ram: [undefined, '6'],
  minBattery: [undefined, '80'],
  sort: [undefined, ...SEARCH_SORTS],
  cursor: [undefined, '000000010000_x'],
};

function* combinations(dimensions: [string, (string | undefined)[]][], chosen: Record<string, string> = {}): Generator<Record<string, string>> {
  const [first, ...rest] = dimensions;
  if (!first) {
    yield chosen;
    return;
  }
  const [name, values] = first;
  for (const value of values) yield* combinations(rest, value === undefined ? chosen : { ...chosen, [name]: value });
}

const shapeOf = (plan: SearchQueryPlan) =>
  `${plan.filters.map((filter) => `${filter.field} ${filter.op}`).join(', ')} | ${plan.orderBy.map((order) => `${order.field} ${order.direction}`).join(', ')}`;

/** Every query (page and count) the API can build from every combination, by shape. */
function buildShapes(): { requests: number; shapes: Map<string, SearchQueryPlan> } {
  const shapes = new Map<string, SearchQueryPlan>();
  let requests = 0;
  for (const request of combinations(Object.entries(DIMENSIONS))) {
    requests += 1;
    const plan = planSearch(searchProductsQuery.parse(request));
    for (const built of [plan, countPlanOf(plan)]) shapes.set(shapeOf(built), built);
  }
  return { requests, shapes };
}
const { requests, shapes } = buildShapes();

function unserved(indexes: DeclaredIndex[]): string[] {
  return [...shapes].filter(([, plan]) => !indexes.some((index) => indexServes(index, plan))).map(([shape]) => shape);
}

const searchIndexes = declared.filter((index) => index.fields.some((field) => field.fieldPath === 'search_tokens'));

describe('search indexes (firestore.indexes.json)', () => {
  it('serve every combination of filters and sorts the API accepts', () => {
    expect(requests).toBeGreaterThan(10_000);
    expect(unserved(declared)).toEqual([]);
  });

  it('stay few: 32 composite indexes, every one of them used', () => {
    expect(searchIndexes).toHaveLength(32);
    for (const index of searchIndexes) {
      expect([...shapes.values()].some((plan) => indexServes(index, plan)), JSON.stringify(index.fields)).toBe(true);
    }
  });

  it('fails when any one of them is removed', () => {
    for (const [i] of searchIndexes.entries()) {
      const trimmed = declared.filter((index) => index !== searchIndexes[i]);
      expect(unserved(trimmed).length, `without index ${i}`).toBeGreaterThan(0);
    }
  });

  it('is strict about what serves a query: field order, direction and the array config', () => {
    const plan = planSearch(searchProductsQuery.parse({ condition: 'good', sort: 'price_asc' }));
    const good: DeclaredIndex = {
      collectionGroup: 'products',
      fields: [
        { fieldPath: 'search_tokens', arrayConfig: 'CONTAINS' },
        { fieldPath: 'condition_type', order: 'ASCENDING' },
        { fieldPath: 'price_key', order: 'ASCENDING' },
        { fieldPath: 'search_battery', order: 'ASCENDING' },
        { fieldPath: 'search_ram_gb', order: 'ASCENDING' },
      ],
    };
    expect(indexServes(good, plan)).toBe(true);
    const flip = (i: number, change: Partial<DeclaredIndex['fields'][number]>) => ({
      ...good,
      fields: good.fields.map((field, j) => (j === i ? { fieldPath: field.fieldPath, ...change } : field)),
    });
    expect(indexServes(flip(2, { order: 'DESCENDING' }), plan)).toBe(false);
    expect(indexServes(flip(0, { order: 'ASCENDING' }), plan)).toBe(false);
    expect(indexServes({ ...good, fields: [good.fields[0]!, good.fields[1]!, good.fields[3]!, good.fields[2]!, good.fields[4]!] }, plan)).toBe(false);
    expect(indexServes({ ...good, fields: good.fields.filter((_, j) => j !== 1) }, plan)).toBe(false);
    expect(indexServes({ ...good, collectionGroup: 'orders' }, plan)).toBe(false);
  });
});
