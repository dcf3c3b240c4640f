import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBody } from '@contract/orders';
import type { InsertedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export { createOrderBody } from '@contract/orders';

/** POST /api/orders: the buyer's phone, meeting place and message; 409 `already_booked` if someone was faster. */
export function createOrder(body: CreateOrderBody) {
  return api.post<InsertedResponse>('/orders', body, { auth: true });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Booking holds the listing: every product list, the orders and wishlist statuses change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wishlist }),
      ]),
  });
}
