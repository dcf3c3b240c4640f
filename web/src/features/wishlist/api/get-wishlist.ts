import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WishlistEntry } from '@contract/wishlist';
import { PAGE_SIZE_MAX } from '@contract/constants';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/wishlist?email=: the caller's saved phones, with each listing's current status. */
export function wishlistQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.wishlist, email],
    queryFn: ({ pageParam, signal }) =>
      api.getPage<WishlistEntry>('/wishlist', { params: { email, limit: PAGE_SIZE_MAX, cursor: pageParam ?? undefined }, auth: true, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: Boolean(email),
  });
}

export function useWishlist(email: string) {
  return useInfiniteQuery(wishlistQueryOptions(email));
}
