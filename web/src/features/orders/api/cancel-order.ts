import { useMutation } from '@tanstack/react-query';
import type { CancelOrderResponse } from '@contract/orders';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';

/** DELETE /api/orders/:id: the buyer or the seller cancels; the listing is available again. */
export function cancelOrder(id: string) {
  return api.delete<CancelOrderResponse>(`/orders/${encodeURIComponent(id)}`, { auth: true });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: cancelOrder,
    meta: { invalidates: listingChanged },
  });
}
