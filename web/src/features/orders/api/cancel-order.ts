import { useMutation } from '@tanstack/react-query';
import type { CancelOrderResponse } from '@contract/orders';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';

/** DELETE /api/orders/:id (optional `reason`, which the other side sees): the buyer or the seller cancels; the listing is available again. */
export function cancelOrder(id: string, reason?: string) {
  return api.delete<CancelOrderResponse>(`/orders/${encodeURIComponent(id)}`, { auth: true, params: { reason: reason || undefined } });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: (input: string | { id: string; reason?: string }) =>
      typeof input === 'string' ? cancelOrder(input) : cancelOrder(input.id, input.reason),
    meta: { invalidates: listingChanged },
  });
}
