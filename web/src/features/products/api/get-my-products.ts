import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@contract/products';
import { PAGE_SIZE_MAX } from '@contract/constants';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/products/myproducts?email=: the seller's own listings, every status. */
export function myProductsQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.products, 'mine', email],
    queryFn: ({ pageParam, signal }) =>
      api.getPage<Product>('/products/myproducts', { params: { email, limit: PAGE_SIZE_MAX, cursor: pageParam ?? undefined }, auth: true, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: Boolean(email),
  });
}

export function useMyProducts(email: string) {
  return useInfiniteQuery(myProductsQueryOptions(email));
}
