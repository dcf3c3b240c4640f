import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicListing } from '@contract/products';
import { ADVERTISED_COUNT } from '@/config/constants';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/products/adversite: the first advertised listings that can still be booked (all the home page shows). */
export async function getAdvertisedProducts(signal?: AbortSignal): Promise<PublicListing[]> {
  return (await api.getPage<PublicListing>('/products/adversite', { params: { limit: ADVERTISED_COUNT }, signal })).items;
}

export function advertisedProductsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.products, 'advertised'],
    queryFn: ({ signal }) => getAdvertisedProducts(signal),
  });
}

export function useAdvertisedProducts() {
  return useQuery(advertisedProductsQueryOptions());
}
