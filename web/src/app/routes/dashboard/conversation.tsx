import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { ConversationView } from '@contract/conversations';
import { DocumentTitle } from '@/components/document-title';
import { useAuth } from '@/lib/auth';
import { pagedItems } from '@/lib/paged-query';
import { conversationsQueryOptions } from '@/features/messages/api/get-conversations';
import { ThreadView } from '@/features/messages/components/thread-view';

/** /dashboard/messages/:id: one conversation, live while open. */
export function ConversationRoute() {
  const id = useParams().id ?? '';
  const { user } = useAuth();
  const passed = (useLocation().state as { conversation?: ConversationView } | null)?.conversation;
  // The listing and the other person: from the link that led here, else from the inbox.
  const inbox = useInfiniteQuery({ ...conversationsQueryOptions(user?.uid ?? ''), enabled: Boolean(user) && passed?._id !== id });
  const conversation = passed?._id === id ? passed : pagedItems(inbox.data).find((item) => item._id === id);
  return (
    <>
      <DocumentTitle title={conversation ? `${conversation.other_name} · ${conversation.listing_name}` : 'Conversation'} />
      <ThreadView key={id} id={id} conversation={conversation} />
    </>
  );
}
