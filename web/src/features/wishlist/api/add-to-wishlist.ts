import { useMutation } from '@tanstack/react-query';
import type { AddWishlistResponse } from '@contract/wishlist';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/wishlist: idempotent, adding a phone twice keeps one entry. */
export function addToWishlist(productId: string) {
  return api.post<AddWishlistResponse>('/wishlist', { productId }, { auth: true });
}

export function useAddToWishlist() {
  return useMutation({
    mutationFn: addToWishlist,
    meta: { invalidates: [queryKeys.wishlist] },
  });
}
