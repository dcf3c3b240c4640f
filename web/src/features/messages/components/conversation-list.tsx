import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ConversationView } from '@contract/conversations';
import { visuallyHidden } from '@/components/visually-hidden';
import { useFormat, usePaths } from '@/lib/i18n/hooks';

/** The inbox: one row per conversation, newest activity first, unread ones in bold with their count. */
export function ConversationList({ conversations }: { conversations: ConversationView[] }) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" component="ul" aria-label={t`Conversations`} sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}>
      {conversations.map((conversation) => (
        <ConversationRow key={conversation._id} conversation={conversation} />
      ))}
    </Paper>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationView }) {
  const unread = conversation.unread > 0;
  const last = conversation.last_message;
  const paths = usePaths();
  const { formatMoment, formatCount } = useFormat();
  const { t } = useLingui();
  const lastText = last?.text;
  const preview = last ? (last.sender === conversation.my_side ? t`You: ${lastText}` : last.text) : t`No messages yet`;
  const unreadCount = formatCount(conversation.unread);
  return (
    <Box component="li" sx={{ '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Box
        component={RouterLink}
        to={paths.dashboard.conversation.getHref(conversation._id)}
        state={{ conversation }}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          alignItems: 'center',
          columnGap: { xs: 1.5, sm: 2 },
          px: { xs: 1.5, sm: 2.5 },
          py: { xs: 1.5, sm: 2 },
          color: 'inherit',
          textDecoration: 'none',
          bgcolor: unread ? 'rgba(79, 70, 229, 0.05)' : undefined,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ position: 'relative' }}>
          <Avatar variant="rounded" src={conversation.listing_img || undefined} alt="" sx={{ width: { xs: 52, sm: 60 }, height: { xs: 52, sm: 60 }, bgcolor: 'grey.100' }}>
            {conversation.listing_name.slice(0, 1)}
          </Avatar>
          <Avatar
            src={conversation.other_img || undefined}
            alt=""
            sx={{ width: 26, height: 26, position: 'absolute', right: -6, bottom: -6, border: 2, borderColor: 'background.paper', fontSize: 13 }}
          >
            {conversation.other_name.slice(0, 1)}
          </Avatar>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap fontWeight={unread ? 800 : 600}>
            {conversation.other_name}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {conversation.listing_name}
          </Typography>
          <Typography noWrap variant="body2" sx={{ color: unread ? 'text.primary' : 'text.secondary', fontWeight: unread ? 700 : 400 }}>
            {preview}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1, alignSelf: 'stretch', justifyContent: 'space-between', py: 0.25 }}>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoment(conversation.lastMessageAt ?? conversation.createdAt)}
          </Typography>
          {unread ? (
            <>
              <Badge badgeContent={conversation.unread} color="primary" max={99} aria-hidden="true" sx={{ mr: 1.25, mb: 0.75 }} />
              <Box component="span" sx={visuallyHidden}>
                {t`${unreadCount} unread`}
              </Box>
            </>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
