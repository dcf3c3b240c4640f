import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@api/modules/products/products.schema';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/products/adversite: advertised listings that can still be booked (first page is plenty for the home page). */
export async function getAdvertisedProducts(signal?: AbortSignal): Promise<Product[]> {
  return (await api.getPage<Product>('/products/adversite', { params: { limit: 12 }, signal })).items;
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
