import { useMutation } from '@tanstack/react-query';
import type { UpdateProductBody, UpdateProductResponse } from '@contract/products';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';

/** PATCH /api/products/:id (the seller or an admin; refused while booked): the listing after the change. */
export function updateProduct({ id, changes }: { id: string; changes: UpdateProductBody }) {
  return api.patch<UpdateProductResponse>(`/products/${encodeURIComponent(id)}`, changes, { auth: true });
}

export function useUpdateProduct() {
  return useMutation({
    mutationFn: updateProduct,
    // The listing's copies change too: wishlist entries (and an open order's item).
    meta: { invalidates: listingChanged },
  });
}
