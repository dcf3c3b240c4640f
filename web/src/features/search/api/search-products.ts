import { useInfiniteQuery } from '@tanstack/react-query';
import type { PublicListing } from '@contract/products';
import { api } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';
import { apiParamsOf, type SearchFilters } from '@/features/search/search-href';

/**
 * GET /api/products with the visitor's filters, a page at a time (cursor from the Link header);
 * the first page carries the number of matches (`X-Total-Count`).
 */
export function searchProductsQueryOptions(filters: SearchFilters) {
  const params = apiParamsOf(filters);
  return pagedQueryOptions([...queryKeys.products, 'search', params], (cursor, signal) =>
    api.getPage<PublicListing>('/products', { params: { ...params, cursor: cursor ?? undefined }, signal }),
  );
}

export function useSearchProducts(filters: SearchFilters) {
  return useInfiniteQuery(searchProductsQueryOptions(filters));
}
