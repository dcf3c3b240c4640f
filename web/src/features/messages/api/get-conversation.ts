import { useQuery } from '@tanstack/react-query';
import type { ConversationView } from '@contract/conversations';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/conversations/:id: the listing and the other person of one thread. `known` is what the
 * link that led here already carried (the inbox row, Ask the seller): shown at once, then refreshed.
 */
export function useConversation(id: string, known?: ConversationView) {
  return useQuery({
    queryKey: [...queryKeys.conversations, 'one', id],
    queryFn: ({ signal }) => api.get<ConversationView>(`/conversations/${encodeURIComponent(id)}`, { auth: true, signal }),
    initialData: known?._id === id ? known : undefined,
    enabled: Boolean(id),
  });
}
