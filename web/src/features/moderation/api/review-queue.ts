import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { AdminListingItem, ModerationActionResponse, RejectListingBody } from '@contract/moderation';
import { api } from '@/lib/api-client';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { listingChanged, queryKeys } from '@/lib/query-keys';

/** GET /api/admin/listings?status=pending_review: the review queue, oldest first, with what the server checked. */
export function useReviewQueue() {
  return useInfiniteQuery(
    pagedQueryOptions([...queryKeys.moderation, 'review'], apiPages<AdminListingItem>('/admin/listings', { params: { status: 'pending_review' }, auth: true })),
  );
}

const decided = { invalidates: [queryKeys.moderation, ...listingChanged] };

/** PUT /api/admin/listings/:id/approve: the listing goes live. */
export function useApproveListing() {
  return useMutation({
    mutationFn: (id: string) => api.put<ModerationActionResponse>(`/admin/listings/${encodeURIComponent(id)}/approve`, undefined, { auth: true }),
    meta: decided,
  });
}

/** PUT /api/admin/listings/:id/reject { reason, details? }: the seller is told why and may edit and resubmit. */
export function useRejectListing() {
  return useMutation({
    mutationFn: ({ id, ...body }: RejectListingBody & { id: string }) =>
      api.put<ModerationActionResponse>(`/admin/listings/${encodeURIComponent(id)}/reject`, body, { auth: true }),
    meta: decided,
  });
}

/** PUT /api/products/:id/resubmit: the seller sends an edited, rejected listing back to the queue. */
export function useResubmitListing() {
  return useMutation({
    mutationFn: (id: string) => api.put<ModerationActionResponse>(`/products/${encodeURIComponent(id)}/resubmit`, undefined, { auth: true }),
    meta: decided,
  });
}
