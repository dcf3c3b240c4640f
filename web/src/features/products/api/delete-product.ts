import { useMutation } from '@tanstack/react-query';
import type { DeletedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';

/** DELETE /api/products/:id (also cancels its open order). */
export function deleteProduct(id: string) {
  return api.delete<DeletedResponse>(`/products/${encodeURIComponent(id)}`, { auth: true });
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: deleteProduct,
    meta: { invalidates: listingChanged },
  });
}
