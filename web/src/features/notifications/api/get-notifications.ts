import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationView } from '@contract/notifications';
import { NOTIFICATIONS_MENU_SIZE } from '@/config/constants';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/notifications: the caller's notifications, newest first, a page at a time. */
export function notificationsQueryOptions(uid: string, { enabled = true }: { enabled?: boolean } = {}) {
  return pagedQueryOptions(
    [...queryKeys.notifications, 'list', uid],
    apiPages<NotificationView>('/notifications', { params: { limit: NOTIFICATIONS_MENU_SIZE }, auth: true }),
    { enabled: enabled && Boolean(uid) },
  );
}

export function useNotifications(uid: string, options?: { enabled?: boolean }) {
  return useInfiniteQuery({ ...notificationsQueryOptions(uid, options), staleTime: 0 });
}
