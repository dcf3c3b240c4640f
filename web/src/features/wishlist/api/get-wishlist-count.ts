import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/wishlist/count?email=: how many phones the caller saved (one aggregation read however many). */
export function wishlistCountQueryOptions(email: string) {
  return queryOptions({
    // Under the wishlist root, so every change to the wishlist refreshes the header's badge too.
    queryKey: [...queryKeys.wishlist, 'count', email],
    queryFn: async ({ signal }) => (await api.get<{ count: number }>('/wishlist/count', { params: { email }, auth: true, signal })).count,
    enabled: Boolean(email),
  });
}

export function useWishlistCount(email: string) {
  return useQuery(wishlistCountQueryOptions(email));
}
