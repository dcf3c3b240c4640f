import { db } from '../lib/firebase-admin';
import { installReadCounter } from './read-counter';
import type { SearchReads } from './report';

/** The web's page size (and the API's default). */
const LIMIT = 24;

/**
 * Firestore reads of the first page of each search, through the in-process API: one query of
 * limit + 1 documents and one count() (1 read), except searches of three words or more, which
 * read up to three batches of candidates (search-plan.ts).
 */
export async function measureSearchReads(apiUrl: string, queries: readonly string[]): Promise<SearchReads[]> {
  const counter = installReadCounter(db());
  const results: SearchReads[] = [];
  for (const query of queries) {
    counter.reset();
    const response = await fetch(`${apiUrl}/products?${query}&limit=${LIMIT}`);
    if (!response.ok) throw new Error(`GET /products?${query} answered ${response.status}`);
    await response.arrayBuffer();
    results.push({ query: decodeURIComponent(query), limit: LIMIT, ...counter.read() });
  }
  return results;
}
