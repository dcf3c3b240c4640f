import { useInfiniteQuery } from '@tanstack/react-query';
import type { OfferSide, OfferView } from '@contract/offers';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** How often an offers list asks again, so each side sees the other's answer (DESIGN.md §8: live views poll). */
export const OFFERS_POLL_MS = 15_000;

/** GET /api/offers?side=&listing=: the offers the caller made (buyer) or received (seller), newest first; about one listing when named. */
export function offersQueryOptions(side: OfferSide, { listingId, enabled = true }: { listingId?: string; enabled?: boolean } = {}) {
  return pagedQueryOptions([...queryKeys.offers, side, listingId ?? 'all'], apiPages<OfferView>('/offers', { params: { side, listing: listingId }, auth: true }), {
    enabled,
  });
}

export function useOffers(side: OfferSide, options: { listingId?: string; enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...offersQueryOptions(side, options), refetchInterval: OFFERS_POLL_MS });
}
