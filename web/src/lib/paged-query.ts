import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

/** Fetches one page of a list from its cursor (null for the first page). */
export type PageFetcher<P extends Page<unknown>> = (cursor: string | null, signal: AbortSignal) => Promise<P>;

/**
 * The query options of a keyset-paged API list (DESIGN.md §4): the first page, then each next one
 * from the cursor of the previous page's `Link: rel="next"`, until the last page has none.
 */
export function pagedQueryOptions<P extends Page<unknown>, K extends QueryKey>(
  queryKey: K,
  fetchPage: PageFetcher<P>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

/** The page fetcher of a plain `GET path` list whose body is the array of one page. */
export function apiPages<T>(path: string, { params = {}, auth = false }: { params?: Record<string, string | number | undefined>; auth?: boolean } = {}): PageFetcher<Page<T>> {
  return (cursor, signal) => api.getPage<T>(path, { params: { ...params, cursor: cursor ?? undefined }, auth, signal });
}

/** Every item loaded so far, in order. */
export function pagedItems<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
