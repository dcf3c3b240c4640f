import { useMutation } from '@tanstack/react-query';
import type { OfferActionResponse } from '@contract/offers';
import { api } from '@/lib/api-client';
import { offerChanged } from '@/lib/query-keys';

/** DELETE /api/offers/:id: the buyer takes a pending offer back. */
export function withdrawOffer(id: string) {
  return api.delete<OfferActionResponse>(`/offers/${encodeURIComponent(id)}`, { auth: true });
}

export function useWithdrawOffer() {
  return useMutation({ mutationFn: withdrawOffer, meta: { invalidates: offerChanged } });
}
