import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CategoryName } from '@contract/constants';
import type { PublicListing } from '@contract/products';
import { api, type Page } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

export interface ProductFilter {
  category?: CategoryName;
  limit?: number;
}

/** GET /api/products: listings not sold, newest first, a page at a time (cursor from the Link header). */
export function getProducts({ category, limit }: ProductFilter, cursor: string | null, signal?: AbortSignal): Promise<Page<PublicListing>> {
  return api.getPage<PublicListing>('/products', { params: { category, limit, cursor: cursor ?? undefined }, signal });
}

export function productsQueryOptions(filter: ProductFilter = {}) {
  return pagedQueryOptions([...queryKeys.products, 'list', filter], (cursor, signal) => getProducts(filter, cursor, signal));
}

export function useProducts(filter: ProductFilter = {}) {
  return useInfiniteQuery(productsQueryOptions(filter));
}

/**
 * The newest `count` listings as one small page (the home page's New Arrivals): the API reads
 * only these, where the products page's first page would read the default 24.
 */
export function newArrivalsQueryOptions(count: number) {
  return queryOptions({
    queryKey: [...queryKeys.products, 'new-arrivals', count],
    queryFn: async ({ signal }) => (await getProducts({ limit: count }, null, signal)).items,
  });
}

export function useNewArrivals(count: number) {
  return useQuery(newArrivalsQueryOptions(count));
}
