import { useMutation } from '@tanstack/react-query';
import type { ToggleSoldResponse } from '@contract/products';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';

/** PUT /api/products/sold/:id: sold goes back to available, anything else becomes sold (completing an open order). */
export function toggleSold(id: string) {
  return api.put<ToggleSoldResponse>(`/products/sold/${encodeURIComponent(id)}`, undefined, { auth: true });
}

export function useToggleSold() {
  return useMutation({
    mutationFn: toggleSold,
    meta: { invalidates: listingChanged },
  });
}
