import { useMutation } from '@tanstack/react-query';
import type { InsertedResponse } from '@contract/responses';
import { createOrderBody, type CreateOrderBody } from '@contract/orders';
import { api } from '@/lib/api-client';
import { listingChanged } from '@/lib/query-keys';

/** What the buyer types in; the listing's id comes from the page and the meeting times from the slot picker. */
// The phone number is not asked: the API gives the seller the buyer's verified one.
export const bookingFields = createOrderBody.omit({ bookedId: true, slots: true, mobile_number: true });

/** POST /api/orders: the meeting place, meeting times (`slots`, ISO) and message; 409 `already_booked` if someone was faster. */
export function createOrder(body: CreateOrderBody) {
  return api.post<InsertedResponse>('/orders', body, { auth: true });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: createOrder,
    // Booking holds the listing: every product list, the orders and wishlist statuses change.
    meta: { invalidates: listingChanged },
  });
}
