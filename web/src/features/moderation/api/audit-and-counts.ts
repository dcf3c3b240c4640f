import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditEntry, ModerationCountsResponse } from '@contract/moderation';
import { api } from '@/lib/api-client';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/audit: every admin action, newest first. */
export function useAuditLog() {
  return useInfiniteQuery(pagedQueryOptions([...queryKeys.moderation, 'audit'], apiPages<AuditEntry>('/admin/audit', { auth: true })));
}

/** GET /api/admin/moderation/counts: the admin menu's badges (listings to review, listings reported), every minute. */
export function useModerationCounts(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.moderation, 'counts'],
    queryFn: ({ signal }) => api.get<ModerationCountsResponse>('/admin/moderation/counts', { auth: true, signal }),
    enabled,
    refetchInterval: 60_000,
  });
}
