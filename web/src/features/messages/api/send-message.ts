import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostMessageResponse } from '@contract/conversations';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { addToThread } from '@/features/messages/api/get-messages';

/** POST /api/conversations/:id/messages */
export function sendMessage(id: string, text: string) {
  return api.post<PostMessageResponse>(`/conversations/${encodeURIComponent(id)}/messages`, { text }, { auth: true });
}

/** Sends, then shows the message in the thread at once (the inbox list catches up on its own). */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, text),
    onSuccess: ({ message }) => addToThread(queryClient, id, [message]),
    meta: { invalidates: [[...queryKeys.conversations, 'list']] },
  });
}
