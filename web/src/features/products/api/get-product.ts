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

/** The route loader has already fetched it, so this never suspends on first render. */
export function useProduct(id: string) {
  return useSuspenseQuery(productQueryOptions(id));
}
