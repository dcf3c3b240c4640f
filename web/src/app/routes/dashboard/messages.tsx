import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useConversations } from '@/features/messages/api/get-conversations';
import { ConversationList } from '@/features/messages/components/conversation-list';

/** /dashboard/messages: the person's conversations with buyers and sellers. */
export default function MessagesRoute() {
  const { user } = useAuth();
  const conversations = useConversations(user?.uid ?? '');
  return (
    <>
      <PageHeader title="Messages" subtitle="Questions and answers about phones, with buyers and sellers." />
      <PagedList
        query={conversations}
        pending={<Spinner label="Loading your messages…" />}
        errorTitle="Your messages could not be loaded"
        moreLabel="Show older conversations"
        empty={
          <EmptyState
            icon={<ChatIcon />}
            title="No messages yet"
            text="Use “Ask the seller” on a phone's page to ask about its battery, its box, or when you could meet."
            action={
              <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
                Find a phone
              </Button>
            }
          />
        }
      >
        {(items) => <ConversationList conversations={items} />}
      </PagedList>
    </>
  );
}
