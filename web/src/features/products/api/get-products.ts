import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CategoryName } from '@api/shared/constants';
import type { Product } from '@api/modules/products/products.schema';
import { api, type Page } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ProductFilter {
  category?: CategoryName;
  limit?: number;
}

/** GET /api/products: listings not sold, newest first, a page at a time (cursor from the Link header). */
export function getProducts({ category, limit }: ProductFilter, cursor: string | null, signal?: AbortSignal): Promise<Page<Product>> {
  return api.getPage<Product>('/products', { params: { category, limit, cursor: cursor ?? undefined }, signal });
}

export function productsQueryOptions(filter: ProductFilter = {}) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.products, 'list', filter],
    queryFn: ({ pageParam, signal }) => getProducts(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useProducts(filter: ProductFilter = {}) {
  return useInfiniteQuery(productsQueryOptions(filter));
}
