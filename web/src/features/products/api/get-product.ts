import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicListing } from '@contract/products';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/products/:id */
export function getProduct(id: string, signal?: AbortSignal): Promise<PublicListing> {
  return api.get<PublicListing>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.products, 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** How often a listing whose copies an event is about to bring in step is read again. */
const UPDATING_REFETCH_MS = 2_000;

/**
 * The route loader has already fetched it, so this never suspends on first render. While
 * `updating` says part of it is a copy an event has yet to bring in step, it is read again every
 * couple of seconds, until it is.
 */
export function useProduct(id: string, updating: (listing: PublicListing) => boolean = () => false) {
  return useSuspenseQuery({
    ...productQueryOptions(id),
    refetchInterval: (query) => (query.state.data && updating(query.state.data) ? UPDATING_REFETCH_MS : false),
  });
}
