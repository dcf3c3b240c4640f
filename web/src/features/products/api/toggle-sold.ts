import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleSoldResponse } from '@contract/products';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/products/sold/:id: sold goes back to available, anything else becomes sold (completing an open order). */
export function toggleSold(id: string) {
  return api.put<ToggleSoldResponse>(`/products/sold/${encodeURIComponent(id)}`, undefined, { auth: true });
}

export function useToggleSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSold,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wishlist }),
      ]),
  });
}
