import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';
import type { OrderActionResponse } from '@contract/orders';

/**
 * POST /api/orders/:id/handover: the seller enters the buyer's 6-digit code; the order completes and
 * the listing is sold. A wrong code is a 4xx; five wrong codes lock it (423) for 15 minutes.
 * The screen shows these errors itself, next to the field.
 */
export function submitHandover({ id, code }: { id: string; code: string }) {
  return api.post<OrderActionResponse>(`/orders/${encodeURIComponent(id)}/handover`, { code }, { auth: true });
}

export function useSubmitHandover() {
  return useMutation({ mutationFn: submitHandover, meta: { invalidates: listingChanged, handlesError: true } });
}
