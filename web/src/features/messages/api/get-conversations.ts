import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationView } from '@contract/conversations';
import { UNREAD_POLL_SECONDS } from '@contract/constants';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/conversations: the caller's conversations, newest activity first, each with its unread count. */
export function conversationsQueryOptions(uid: string) {
  return pagedQueryOptions([...queryKeys.conversations, 'list', uid], apiPages<ConversationView>('/conversations', { auth: true }), {
    enabled: Boolean(uid),
  });
}

/** The inbox: refreshed as the unread count is, every 30 s and when the window regains focus. */
export function useConversations(uid: string) {
  return useInfiniteQuery({
    ...conversationsQueryOptions(uid),
    refetchInterval: UNREAD_POLL_SECONDS * 1000,
    refetchOnWindowFocus: 'always',
  });
}
