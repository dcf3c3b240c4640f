import { useMutation } from '@tanstack/react-query';
import type { OfferActionResponse } from '@contract/offers';
import { api } from '@/lib/api-client';
import { offerChanged } from '@/lib/query-keys';

/** PUT /api/offers/:id/accept: the side the offer waits for takes its price; the phone is reserved for the buyer for 24 hours. */
export function acceptOffer(id: string) {
  return api.put<OfferActionResponse>(`/offers/${encodeURIComponent(id)}/accept`, undefined, { auth: true });
}

export function useAcceptOffer() {
  return useMutation({ mutationFn: acceptOffer, meta: { invalidates: offerChanged } });
}
