import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { OrderView } from '@contract/orders';

/** How often an open order's page asks again, so each side sees the other's move (DESIGN.md §8: live views poll). */
export const ORDER_POLL_MS = 10_000;

/** GET /api/orders/:id: the order for its buyer, its seller or an admin (the handover code for the buyer only). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  return api.get<OrderView>(`/orders/${encodeURIComponent(id)}`, { auth: true, signal });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    // Open orders change under the reader (the other side answers, a deadline passes); closed ones do not.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'booked' || status === 'accepted' ? ORDER_POLL_MS : false;
    },
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
