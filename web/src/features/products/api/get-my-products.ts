import { useEffect } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MyListing } from '@contract/products';
import { PAGE_SIZE_MAX } from '@contract/constants';
import { api } from '@/lib/api-client';
import { apiPages, pagedItems, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/products/myproducts?email=: the seller's own listings, every status (one under review with its place in the queue). */
export function myProductsQueryOptions(email: string) {
  return pagedQueryOptions(
    [...queryKeys.products, 'mine', email],
    apiPages<MyListing>('/products/myproducts', { params: { email, limit: PAGE_SIZE_MAX }, auth: true }),
    { enabled: Boolean(email) },
  );
}

export function useMyProducts(email: string) {
  return useInfiniteQuery(myProductsQueryOptions(email));
}

/**
 * One of the seller's own listings, as the seller sees it (with their phone number), found in
 * their listings: further pages load until it turns up. `product` is null once every page is
 * loaded without it.
 */
export function useOwnListing(email: string, id: string) {
  const query = useMyProducts(email);
  const product = pagedItems(query.data).find((listing) => listing._id === id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const searching = !product && hasNextPage;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);
  return { ...query, product: product ?? (query.isSuccess && !hasNextPage ? null : undefined) };
}

/** The seller's newest listing, or null when they have none: Add Product starts from its phone number and place. */
export function useLatestOwnListing(email: string) {
  return useQuery({
    queryKey: [...queryKeys.products, 'mine', email, 'latest'],
    queryFn: async ({ signal }) =>
      (await api.getPage<MyListing>('/products/myproducts', { params: { email, limit: 1 }, auth: true, signal })).items[0] ?? null,
    enabled: Boolean(email),
  });
}
