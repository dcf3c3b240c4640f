import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/notifications/:id/read */
export function markNotificationRead(id: string) {
  return api.put<{ acknowledged: true }>(`/notifications/${encodeURIComponent(id)}/read`, undefined, { auth: true });
}

/** PUT /api/notifications/read-all */
export function markAllNotificationsRead() {
  return api.put<{ acknowledged: true }>('/notifications/read-all', undefined, { auth: true });
}

export function useMarkNotificationRead() {
  return useMutation({ mutationFn: markNotificationRead, meta: { invalidates: [queryKeys.notifications] } });
}

export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: markAllNotificationsRead, meta: { invalidates: [queryKeys.notifications] } });
}
