import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderReviewsResponse } from '@contract/reviews';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/orders/:id/review: whether the caller may review this order, their review, and the other side's once published. */
export function orderReviewQueryOptions(orderId: string) {
  return queryOptions({
    // Under the orders root: an order's change (completed) refreshes its review state too.
    queryKey: [...queryKeys.orders, 'review', orderId],
    queryFn: ({ signal }) => api.get<OrderReviewsResponse>(`/orders/${encodeURIComponent(orderId)}/review`, { auth: true, signal }),
  });
}

export function useOrderReview(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderReviewQueryOptions(orderId), enabled });
}
