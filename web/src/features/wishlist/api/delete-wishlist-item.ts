import { useMutation } from '@tanstack/react-query';
import type { DeletedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/wishlist/:id */
export function deleteWishlistItem(id: string) {
  return api.delete<DeletedResponse>(`/wishlist/${encodeURIComponent(id)}`, { auth: true });
}

export function useDeleteWishlistItem() {
  return useMutation({
    mutationFn: deleteWishlistItem,
    meta: { invalidates: [queryKeys.wishlist] },
  });
}
