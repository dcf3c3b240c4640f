import { useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@contract/products';
import { PAGE_SIZE_MAX } from '@contract/constants';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/products/myproducts?email=: the seller's own listings, every status. */
export function myProductsQueryOptions(email: string) {
  return pagedQueryOptions(
    [...queryKeys.products, 'mine', email],
    apiPages<Product>('/products/myproducts', { params: { email, limit: PAGE_SIZE_MAX }, auth: true }),
    { enabled: Boolean(email) },
  );
}

export function useMyProducts(email: string) {
  return useInfiniteQuery(myProductsQueryOptions(email));
}
