import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/products/:id (also cancels its open order). */
export function deleteProduct(id: string) {
  return api.delete<DeletedResponse>(`/products/${encodeURIComponent(id)}`, { auth: true });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wishlist }),
      ]),
  });
}
