import { useLocation, useParams } from 'react-router';
import type { ConversationView } from '@contract/conversations';
import { DocumentTitle } from '@/components/document-title';
import { useConversation } from '@/features/messages/api/get-conversation';
import { ThreadView } from '@/features/messages/components/thread-view';

/** /dashboard/messages/:id: one conversation, live while open (also when reached from an old notification). */
export default function ConversationRoute() {
  const id = useParams().id ?? '';
  const passed = (useLocation().state as { conversation?: ConversationView } | null)?.conversation;
  const conversation = useConversation(id, passed).data;
  return (
    <>
      <DocumentTitle title={conversation ? `${conversation.other_name} · ${conversation.listing_name}` : 'Conversation'} />
      <ThreadView key={id} id={id} conversation={conversation} />
    </>
  );
}
