import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { CreateImeiBlockBody, CreateImeiBlockResponse, ImeiBlockView } from '@contract/moderation';
import { api } from '@/lib/api-client';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { listingChanged, queryKeys } from '@/lib/query-keys';

/** GET /api/admin/imei-blocks: blocked IMEIs (never in clear: their last four digits), newest first. */
export function useImeiBlocks() {
  return useInfiniteQuery(pagedQueryOptions([...queryKeys.moderation, 'imei-blocks'], apiPages<ImeiBlockView>('/admin/imei-blocks', { auth: true })));
}

/** POST /api/admin/imei-blocks { imei, reason }: also hides live listings of that phone. */
export function useBlockImei() {
  return useMutation({
    mutationFn: (body: CreateImeiBlockBody) => api.post<CreateImeiBlockResponse>('/admin/imei-blocks', body, { auth: true }),
    meta: { invalidates: [queryKeys.moderation, ...listingChanged] },
  });
}

/** DELETE /api/admin/imei-blocks/:id. */
export function useUnblockImei() {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ acknowledged: true; deletedCount: number }>(`/admin/imei-blocks/${encodeURIComponent(id)}`, { auth: true }),
    meta: { invalidates: [queryKeys.moderation] },
  });
}
