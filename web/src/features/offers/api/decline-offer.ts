import { useMutation } from '@tanstack/react-query';
import type { OfferActionResponse } from '@contract/offers';
import { api } from '@/lib/api-client';
import { offerChanged } from '@/lib/query-keys';

/** PUT /api/offers/:id/decline: the side the offer waits for says no, with an optional reason. */
export function declineOffer({ id, reason }: { id: string; reason?: string }) {
  return api.put<OfferActionResponse>(`/offers/${encodeURIComponent(id)}/decline`, reason ? { reason } : {}, { auth: true });
}

export function useDeclineOffer() {
  return useMutation({ mutationFn: declineOffer, meta: { invalidates: offerChanged } });
}
