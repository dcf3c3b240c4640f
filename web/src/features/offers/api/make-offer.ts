import { useMutation } from '@tanstack/react-query';
import type { CreateOfferBody, OfferActionResponse } from '@contract/offers';
import { api } from '@/lib/api-client';
import { offerChanged } from '@/lib/query-keys';

/** POST /api/products/:id/offers: the buyer's price (whole taka) and an optional note for the seller. */
export function makeOffer({ listingId, ...body }: CreateOfferBody & { listingId: string }) {
  return api.post<OfferActionResponse>(`/products/${encodeURIComponent(listingId)}/offers`, body, { auth: true });
}

export function useMakeOffer() {
  return useMutation({ mutationFn: makeOffer, meta: { invalidates: offerChanged } });
}
