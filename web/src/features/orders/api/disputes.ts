import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AnswerDisputeBody, DecideDisputeBody, Dispute, DisputeWriteResponse, OpenDisputeBody, OrderDisputeResponse } from '@contract/disputes';
import { api } from '@/lib/api-client';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

const disputeKey = (orderId: string) => [...queryKeys.orders, 'dispute', orderId] as const;

/** GET /api/orders/:id/dispute: the dispute (or none), its window, and whether the order is final. */
export function useOrderDispute(orderId: string, enabled = true) {
  return useQuery({
    queryKey: disputeKey(orderId),
    queryFn: ({ signal }) => api.get<OrderDisputeResponse>(`/orders/${encodeURIComponent(orderId)}/dispute`, { auth: true, signal }),
    enabled,
  });
}

/** POST /api/orders/:id/dispute: the buyer reports a problem within the window. */
export function useOpenDispute(orderId: string) {
  return useMutation({
    mutationFn: (body: OpenDisputeBody) => api.post<DisputeWriteResponse>(`/orders/${encodeURIComponent(orderId)}/dispute`, body, { auth: true }),
    meta: { invalidates: [queryKeys.orders] },
  });
}

/** PUT /api/orders/:id/dispute: the seller's answer. */
export function useAnswerDispute(orderId: string) {
  return useMutation({
    mutationFn: (body: AnswerDisputeBody) => api.put<DisputeWriteResponse>(`/orders/${encodeURIComponent(orderId)}/dispute`, body, { auth: true }),
    meta: { invalidates: [queryKeys.orders] },
  });
}

/** GET /api/admin/disputes: those waiting for a decision, oldest first. */
export function useDisputeQueue() {
  return useInfiniteQuery(pagedQueryOptions([...queryKeys.moderation, 'disputes'], apiPages<Dispute>('/admin/disputes', { auth: true })));
}

/** PUT /api/admin/disputes/:id/decide. */
export function useDecideDispute() {
  return useMutation({
    mutationFn: ({ id, ...body }: DecideDisputeBody & { id: string }) => api.put<DisputeWriteResponse>(`/admin/disputes/${encodeURIComponent(id)}/decide`, body, { auth: true }),
    meta: { invalidates: [queryKeys.moderation, queryKeys.orders] },
  });
}
