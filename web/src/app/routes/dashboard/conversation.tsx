import { useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ConversationView } from '@contract/conversations';
import { DocumentTitle } from '@/components/document-title';
import { useConversation } from '@/features/messages/api/get-conversation';
import { ThreadView } from '@/features/messages/components/thread-view';

/** /dashboard/messages/:id: one conversation, live while open (also when reached from an old notification). */
export default function ConversationRoute() {
  const id = useParams().id ?? '';
  const passed = (useLocation().state as { conversation?: ConversationView } | null)?.conversation;
  const conversation = useConversation(id, passed).data;
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle title={conversation ? `${conversation.other_name} · ${conversation.listing_name}` : t`Conversation`} />
      <ThreadView key={id} id={id} conversation={conversation} />
    </>
  );
}
