import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderView } from '@contract/orders';
import { PAGE_SIZE_MAX } from '@contract/constants';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/orders?email=: the caller's orders as buyer and, for a seller, the orders on their listings. */
export function ordersQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.orders, email],
    queryFn: ({ pageParam, signal }) =>
      api.getPage<OrderView>('/orders', { params: { email, limit: PAGE_SIZE_MAX, cursor: pageParam ?? undefined }, auth: true, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: Boolean(email),
  });
}

export function useOrders(email: string) {
  return useInfiniteQuery(ordersQueryOptions(email));
}
