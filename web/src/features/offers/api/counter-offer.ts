import { useMutation } from '@tanstack/react-query';
import type { OfferActionResponse } from '@contract/offers';
import { api } from '@/lib/api-client';
import { offerChanged } from '@/lib/query-keys';

/** PUT /api/offers/:id/counter: the side the offer waits for proposes another price, which opens the next round. */
export function counterOffer({ id, price }: { id: string; price: number }) {
  return api.put<OfferActionResponse>(`/offers/${encodeURIComponent(id)}/counter`, { price }, { auth: true });
}

export function useCounterOffer() {
  return useMutation({ mutationFn: counterOffer, meta: { invalidates: offerChanged } });
}
