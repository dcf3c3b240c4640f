import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
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

/**
 * A change of filters keeps the phones shown until the new ones arrive (`isPlaceholderData` meanwhile):
 * swapping two dozen cards for skeletons inside the tap that changed a filter is what made that tap
 * slow to answer on a phone.
 */
export function useSearchProducts(filters: SearchFilters) {
  return useInfiniteQuery({ ...searchProductsQueryOptions(filters), placeholderData: keepPreviousData });
}
