import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';
import type { OrderActionResponse } from '@contract/orders';

/** PUT /api/orders/:id/decline: the seller says no (with an optional reason); the phone is available again. */
export function declineOrder({ id, reason }: { id: string; reason?: string }) {
  return api.put<OrderActionResponse>(`/orders/${encodeURIComponent(id)}/decline`, reason ? { reason } : {}, { auth: true });
}

export function useDeclineOrder() {
  return useMutation({ mutationFn: declineOrder, meta: { invalidates: listingChanged } });
}
