import { useMutation } from '@tanstack/react-query';
import { reviewBody, type CreateReviewResponse, type ReviewBody } from '@contract/reviews';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The review form checks what the API checks: 1–5 stars, text up to 500 characters. */
export const reviewFormSchema = reviewBody;

/** POST /api/orders/:id/review: once per side of a completed order. */
export function createReview(orderId: string, body: ReviewBody) {
  return api.post<CreateReviewResponse>(`/orders/${encodeURIComponent(orderId)}/review`, body, { auth: true });
}

export function useCreateReview(orderId: string) {
  return useMutation({
    mutationFn: (body: ReviewBody) => createReview(orderId, body),
    // A review may publish both (the other side's was waiting): ratings on profiles and cards change.
    meta: { invalidates: [[...queryKeys.orders, 'review', orderId], queryKeys.sellerProfiles, queryKeys.products] },
  });
}
