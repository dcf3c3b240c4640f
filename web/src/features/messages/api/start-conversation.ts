import { useMutation } from '@tanstack/react-query';
import type { ConversationResponse } from '@contract/conversations';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/conversations: opens the caller's conversation about a listing (the same one when asked twice). */
export function startConversation(listingId: string) {
  return api.post<ConversationResponse>('/conversations', { listingId }, { auth: true });
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation, meta: { invalidates: [queryKeys.conversations] } });
}
