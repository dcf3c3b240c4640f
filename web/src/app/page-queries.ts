import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { browserQueryClient } from '@/lib/query-client';

/** One query a page is drawn with: its key (from the query's options) and how the server reads its data. */
export type PageQuery = readonly [queryKey: QueryKey, read: () => Promise<unknown>];

/**
 * What a public route's loader returns: its queries, read on the server and handed to the
 * browser's cache by the route's HydrationBoundary, so the page renders with them there as here.
 * A read that fails is left out: the browser asks again, and shows its error state if that fails too.
 */
export async function pageQueries(queries: readonly PageQuery[]): Promise<DehydratedState> {
  const client = new QueryClient();
  await Promise.all(
    queries.map(async ([queryKey, read]) => {
      try {
        client.setQueryData(queryKey, await read());
      } catch (error) {
        console.error(`a page query failed (${JSON.stringify(queryKey)}); the browser asks again`, error);
      }
    }),
  );
  const state = dehydrate(client);
  client.clear();
  return state;
}

/** What a public route's loaders give its component: the queries read on the server, or none where the browser's cache has them. */
export interface PageData {
  queries: DehydratedState | null;
}

/** The page's queries, for its HydrationBoundary. */
export function usePageQueries(): DehydratedState | null {
  return useLoaderData<PageData>().queries;
}

/**
 * The `clientLoader` of a list or of home (navigations in the browser): the page's query hooks
 * read `/api` through the browser's cache, which draws what it holds at once and refetches what
 * is stale. No round trip through the `pages` function comes first, so the address changes as
 * soon as a filter, a sort or a link is chosen; the list shows its skeleton while its data comes.
 */
export function browserQueries(): PageData {
  return { queries: null };
}

/**
 * A phone's page's `clientLoader` (navigations in the browser): when the browser's cache already
 * holds the page's first query (Back to a list, with the pages it had loaded), the page draws from
 * it, and the cache refetches what is stale itself; otherwise the server's loader reads it, whose
 * answer would replace what the cache holds (a list's later pages).
 */
export function cachedOrServerQueries(queryKeyOf: (args: ClientLoaderFunctionArgs) => QueryKey) {
  return async (args: ClientLoaderFunctionArgs): Promise<PageData> =>
    browserQueryClient().getQueryData(queryKeyOf(args)) === undefined ? args.serverLoader<PageData>() : { queries: null };
}
