import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelOrderResponse } from '@contract/orders';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/orders/:id: the buyer or the seller cancels; the listing is available again. */
export function cancelOrder(id: string) {
  return api.delete<CancelOrderResponse>(`/orders/${encodeURIComponent(id)}`, { auth: true });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wishlist }),
      ]),
  });
}
