import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';
import type { OrderActionResponse } from '@contract/orders';

export interface AcceptOrderBody {
  /** One of the buyer's slots, or another ISO time within 7 days. */
  slot: string;
  /** The place, when the seller changes it. */
  meet_location?: string;
  /** Another safe meeting spot the seller proposes. */
  spot_id?: string;
}

/** PUT /api/orders/:id/accept: the seller picks a time (and confirms or changes the place); the phone stays held. */
export function acceptOrder({ id, ...body }: AcceptOrderBody & { id: string }) {
  return api.put<OrderActionResponse>(`/orders/${encodeURIComponent(id)}/accept`, body, { auth: true });
}

export function useAcceptOrder() {
  return useMutation({ mutationFn: acceptOrder, meta: { invalidates: listingChanged } });
}
