import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderView } from '@contract/orders';
import { PAGE_SIZE_MAX } from '@contract/constants';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/orders?email=: the caller's orders as buyer and, for a seller, the orders on their listings. */
export function ordersQueryOptions(email: string) {
  return pagedQueryOptions([...queryKeys.orders, email], apiPages<OrderView>('/orders', { params: { email, limit: PAGE_SIZE_MAX }, auth: true }), {
    enabled: Boolean(email),
  });
}

/** `refetchInterval`: poll (the dashboard menu's count of bookings waiting for an answer). */
export function useOrders(email: string, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useInfiniteQuery({ ...ordersQueryOptions(email), ...(refetchInterval ? { refetchInterval } : {}) });
}
