import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

/**
 * `?limit=` and `?cursor=` of every list (DESIGN.md §4). The cursor is the `sortKey` of the
 * last item of the previous page: lists are paginated by keyset on that stored, unique field,
 * never by Firestore cursors or offsets (which the local emulator ignores).
 */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(PAGE_SIZE_MAX, { error: `limit must be at most ${PAGE_SIZE_MAX}.` })
    .default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200, { error: 'cursor is too long.' }).optional(),
});
export type PageRequest = z.infer<typeof pageQuery>;

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
