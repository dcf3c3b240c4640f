import type { Query } from 'firebase-admin/firestore';

/** A page of a list as the repos answer it (see contract/pagination.ts for the request side). */
export interface Page<T> {
  items: T[];
  /** The cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

/** A list query fetches limit + 1 items: the extra one only tells that a next page exists. */
export function toPage<T extends { sortKey: string }>(fetched: T[], limit: number): Page<T> {
  const items = fetched.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: fetched.length > limit && last ? last.sortKey : null };
}

/** `Link` header value for the next page: the same path and filters with the new cursor. */
export function nextPageLink(originalUrl: string, cursor: string, limit: number): string {
  const url = new URL(originalUrl, 'http://localhost');
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** One page of a collection newest first, by keyset on its sortKey: one query of at most limit + 1 documents. */
export async function newestFirstPage<T extends { sortKey: string }>(all: Query<T>, page: { limit: number; cursor?: string | undefined }): Promise<Page<T>> {
  const from = page.cursor ? all.where('sortKey', '<', page.cursor) : all;
  const snapshot = await from.orderBy('sortKey', 'desc').limit(page.limit + 1).get();
  return toPage(
    snapshot.docs.map((doc) => doc.data()),
    page.limit,
  );
}
