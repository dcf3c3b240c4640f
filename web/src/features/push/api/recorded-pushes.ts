import { useQuery } from '@tanstack/react-query';
import type { RecordedPushesResponse } from '@contract/push';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dev/push-messages (local stack only): what the server would have sent FCM for the caller, newest first. */
export function useRecordedPushes(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.recordedPushes],
    queryFn: ({ signal }) => api.get<RecordedPushesResponse>('/dev/push-messages', { auth: true, signal }),
    enabled,
    // A push is recorded a moment after the event that caused it: the page keeps looking.
    refetchInterval: 5_000,
  });
}
