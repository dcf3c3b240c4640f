import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { PublicSafetyCard, SafetyCardResponse } from '@contract/orders';

/** POST /api/orders/:id/safety-card: a share link to an accepted meetup, for a friend. */
export function createSafetyCard(id: string) {
  return api.post<SafetyCardResponse>(`/orders/${encodeURIComponent(id)}/safety-card`, undefined, { auth: true });
}

export function useCreateSafetyCard() {
  return useMutation({ mutationFn: createSafetyCard, meta: { invalidates: [queryKeys.orders] } });
}

/** DELETE /api/orders/:id/safety-card: the link stops working at once. */
export function revokeSafetyCard(id: string) {
  return api.delete<{ acknowledged: true }>(`/orders/${encodeURIComponent(id)}/safety-card`, { auth: true });
}

export function useRevokeSafetyCard() {
  return useMutation({ mutationFn: revokeSafetyCard, meta: { invalidates: [queryKeys.orders, queryKeys.safetyCards] } });
}

/** How often an open card asks again: the friend sees "handover done" or "cancelled" soon after it happens. */
export const SAFETY_CARD_POLL_MS = 30_000;

/** GET /api/safety-cards/:token (public): the meetup for a friend; 404 once expired, revoked or unknown. */
export function getSafetyCard(token: string, signal?: AbortSignal) {
  return api.get<PublicSafetyCard>(`/safety-cards/${encodeURIComponent(token)}`, { signal });
}

export function safetyCardQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...queryKeys.safetyCards, token],
    queryFn: ({ signal }) => getSafetyCard(token, signal),
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'accepted' || query.state.data.status === 'booked') ? SAFETY_CARD_POLL_MS : false),
  });
}

export function useSafetyCard(token: string) {
  return useQuery(safetyCardQueryOptions(token));
}
