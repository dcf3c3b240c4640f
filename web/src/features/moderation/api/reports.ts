import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { ReportBody, ReportGroupView, ReportResponse, ResolveReportsBody, ResolveReportsResponse } from '@contract/moderation';
import { api } from '@/lib/api-client';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { listingChanged, queryKeys } from '@/lib/query-keys';

/** POST /api/products/:id/reports { reason, details? }: one open report per person and listing. */
export function useReportListing(listingId: string) {
  return useMutation({
    mutationFn: (body: ReportBody) => api.post<ReportResponse>(`/products/${encodeURIComponent(listingId)}/reports`, body, { auth: true }),
    meta: { invalidates: [queryKeys.moderation] },
  });
}

/** GET /api/admin/reports: open reports grouped by listing, most reported first. */
export function useReportGroups() {
  return useInfiniteQuery(pagedQueryOptions([...queryKeys.moderation, 'reports'], apiPages<ReportGroupView>('/admin/reports', { auth: true })));
}

/** PUT /api/admin/reports/:listingId/resolve: dismiss, hide, or hide and block the IMEI. */
export function useResolveReports() {
  return useMutation({
    mutationFn: ({ listingId, ...body }: ResolveReportsBody & { listingId: string }) =>
      api.put<ResolveReportsResponse>(`/admin/reports/${encodeURIComponent(listingId)}/resolve`, body, { auth: true }),
    meta: { invalidates: [queryKeys.moderation, ...listingChanged] },
  });
}
