import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { usePaths } from '@/lib/i18n/hooks';
import { useConversations } from '@/features/messages/api/get-conversations';
import { ConversationList } from '@/features/messages/components/conversation-list';

/** /dashboard/messages: the person's conversations with buyers and sellers. */
export default function MessagesRoute() {
  const { user } = useAuth();
  const conversations = useConversations(user?.uid ?? '');
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Messages`} subtitle={t`Questions and answers about phones, with buyers and sellers.`} />
      <PagedList
        query={conversations}
        pending={<Spinner label={t`Loading your messages…`} />}
        errorTitle={t`Your messages could not be loaded`}
        moreLabel={t`Show older conversations`}
        empty={
          <EmptyState
            icon={<ChatIcon />}
            title={t`No messages yet`}
            text={t`Use “Ask the seller” on a phone's page to ask about its battery, its box, or when you could meet.`}
            action={
              <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
                <Trans>Find a phone</Trans>
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
