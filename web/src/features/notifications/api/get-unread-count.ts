import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@contract/notifications';
import { UNREAD_POLL_SECONDS } from '@contract/constants';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/notifications/unread-count: the bell's count and the unread messages, from one summary
 * document on the API however many there are. The header and the dashboard menu share this query.
 */
export function unreadCountQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [...queryKeys.notifications, 'unread-count', uid],
    queryFn: ({ signal }) => api.get<UnreadCountResponse>('/notifications/unread-count', { auth: true, signal }),
    enabled: Boolean(uid),
    // Live without client Firestore access (DESIGN.md §8): a cheap poll, and again when the window comes back.
    refetchInterval: UNREAD_POLL_SECONDS * 1000,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}

export function useUnreadCount(uid: string) {
  return useQuery(unreadCountQueryOptions(uid));
}
