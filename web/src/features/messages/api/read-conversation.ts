import { useMutation } from '@tanstack/react-query';
import type { ReadConversationResponse } from '@contract/conversations';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/conversations/:id/read: the caller has read the thread; their unread counts drop. */
export function readConversation(id: string) {
  return api.put<ReadConversationResponse>(`/conversations/${encodeURIComponent(id)}/read`, undefined, { auth: true });
}

export function useReadConversation() {
  return useMutation({
    mutationFn: readConversation,
    // The inbox's counts and the header's (the unread-count query lives under notifications).
    meta: { invalidates: [[...queryKeys.conversations, 'list'], queryKeys.notifications] },
  });
}
