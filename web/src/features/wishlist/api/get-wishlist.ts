import { useInfiniteQuery } from '@tanstack/react-query';
import type { WishlistEntry } from '@contract/wishlist';
import { PAGE_SIZE_MAX } from '@contract/constants';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/wishlist?email=: the caller's saved phones, with each listing's current status. */
export function wishlistQueryOptions(email: string) {
  return pagedQueryOptions([...queryKeys.wishlist, email], apiPages<WishlistEntry>('/wishlist', { params: { email, limit: PAGE_SIZE_MAX }, auth: true }), {
    enabled: Boolean(email),
  });
}

export function useWishlist(email: string) {
  return useInfiniteQuery(wishlistQueryOptions(email));
}
