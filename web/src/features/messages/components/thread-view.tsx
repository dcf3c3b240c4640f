import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConversationView, MessageView } from '@contract/conversations';
import { offerLineWords } from '@contract/offer-lines';
import { MESSAGE_MAX_LENGTH } from '@contract/constants';
import { ErrorState } from '@/components/error-state';
import { Spinner } from '@/components/spinner';
import { useVisualViewport } from '@/components/use-visual-viewport';
import { visuallyHidden } from '@/components/visually-hidden';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { pagedItems } from '@/lib/paged-query';
import { useThread } from '@/features/messages/api/get-messages';
import { useReadConversation } from '@/features/messages/api/read-conversation';
import { useSendMessage } from '@/features/messages/api/send-message';
import { SafetyReminder } from '@/features/messages/components/safety-reminder';

interface ThreadViewProps {
  id: string;
  /** The conversation's listing and other person, where known (from the inbox or from "Ask the seller"). */
  conversation?: ConversationView;
}

/**
 * One conversation. On a phone it takes the whole visible screen, as messaging apps do: the
 * listing and the other person at the top, the safety reminder, the messages, and the composer at
 * the bottom of what is visible (visualViewport), so it stays above the on-screen keyboard. On
 * wider screens it is a panel of the dashboard. It asks for new messages every few seconds.
 */
export function ThreadView({ id, conversation }: ThreadViewProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const visible = useVisualViewport();
  const read = useReadConversation();
  const markRead = read.mutate;
  const { t } = useLingui();
  const thread = useThread(id, (messages) => {
    if (messages.some((message) => !message.mine)) markRead(id);
  });

  // Opening the thread reads it.
  useEffect(() => {
    markRead(id);
  }, [id, markRead]);

  // On a phone the page under the thread does not scroll.
  useEffect(() => {
    if (!phone) return undefined;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [phone]);

  const frame: SxProps<Theme> = phone
    ? {
        position: 'fixed',
        left: 0,
        right: 0,
        top: visible ? `${visible.offsetTop}px` : 0,
        height: visible ? `${visible.height}px` : '100dvh',
        zIndex: 1150,
        borderRadius: 0,
        border: 0,
      }
    : { height: 'min(760px, calc(100dvh - 150px))', minHeight: 480, position: 'relative' };
  const look: SxProps<Theme> = { display: 'flex', flexDirection: 'column', overflow: 'hidden', bgcolor: 'background.paper' };
  const otherName = conversation?.other_name;
  const listingName = conversation?.listing_name;

  return (
    <Paper
      component="section"
      aria-label={conversation ? t`Conversation with ${otherName} about ${listingName}` : t`Conversation`}
      variant="outlined"
      sx={[look, frame]}
    >
      <ThreadHeader conversation={conversation} />
      <SafetyReminder />
      {thread.isPending ? (
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center' }}>
          <Spinner label={t`Loading messages…`} />
        </Box>
      ) : thread.isError ? (
        <Box sx={{ flexGrow: 1, p: 2 }}>
          <ErrorState error={thread.error} title={t`This conversation could not be loaded`} onRetry={() => void thread.refetch()} />
        </Box>
      ) : (
        <MessageLog
          messages={pagedItems(thread.data)}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onOlder={() => void thread.fetchNextPage()}
          conversation={conversation}
        />
      )}
      <Composer id={id} disabled={!thread.isSuccess} />
    </Paper>
  );
}

function ThreadHeader({ conversation }: { conversation?: ConversationView }) {
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider', minHeight: 64 }}>
      <IconButton component={RouterLink} to={paths.dashboard.messages.getHref()} aria-label={t`Back to messages`} sx={{ display: { md: 'none' } }}>
        <ArrowBackIcon />
      </IconButton>
      {conversation ? (
        <>
          <Avatar
            variant="rounded"
            component={RouterLink}
            to={paths.product.getHref(conversation.listingId)}
            src={conversation.listing_img || undefined}
            alt=""
            aria-hidden="true"
            tabIndex={-1}
            sx={{ width: 48, height: 48, bgcolor: 'grey.100' }}
          >
            {conversation.listing_name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Link component={RouterLink} to={paths.product.getHref(conversation.listingId)} underline="hover" color="text.primary" fontWeight={700} noWrap sx={{ display: 'block' }}>
              {conversation.listing_name}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {conversation.my_side === 'buyer' ? t`Seller:` : t`Buyer:`}{' '}
              {conversation.my_side === 'buyer' ? (
                <Link component={RouterLink} to={paths.seller.getHref(conversation.other_uid)} underline="hover" color="inherit" fontWeight={600}>
                  {conversation.other_name}
                </Link>
              ) : (
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {conversation.other_name}
                </Box>
              )}
            </Typography>
          </Box>
        </>
      ) : (
        <Typography fontWeight={700} sx={{ flexGrow: 1 }}>
          <Trans>Conversation</Trans>
        </Typography>
      )}
    </Box>
  );
}

interface MessageLogProps {
  /** Newest first, as the API pages them. */
  messages: MessageView[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  conversation?: ConversationView;
}

/** The messages, oldest at the top; it follows new ones while the reader is at the bottom, and keeps its place when older ones load. */
function MessageLog({ messages, hasOlder, loadingOlder, onOlder, conversation }: MessageLogProps) {
  const otherName = conversation?.other_name;
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef({ newest: undefined as string | undefined, oldest: undefined as string | undefined, height: 0 });
  const shown = [...messages].reverse();
  const newest = messages[0]?._id;
  const oldest = messages.at(-1)?._id;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    if (before.oldest !== undefined && oldest !== before.oldest && newest === before.newest) {
      // Older messages came in above: stay on the message being read.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (newest !== before.newest && (atBottom.current || messages[0]?.mine)) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = { newest, oldest, height: box.scrollHeight };
  }, [newest, oldest, messages]);

  // The keyboard opening shrinks the log: keep the newest message in sight.
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={t`Messages`}
      aria-live="polite"
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
      }}
      sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', px: { xs: 1.5, sm: 2.5 }, py: 2, bgcolor: '#f8fafc', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {hasOlder ? (
        <Box sx={{ textAlign: 'center' }}>
          <Button size="small" onClick={onOlder} disabled={loadingOlder}>
            {loadingOlder ? t`Loading…` : t`Show older messages`}
          </Button>
        </Box>
      ) : null}
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ m: 'auto', textAlign: 'center', maxWidth: 320 }}>
          {otherName ? t`Say hello to ${otherName}.` : t`Say hello.`} <Trans>Ask about the battery, the box, or when you could meet.</Trans>
        </Typography>
      ) : (
        shown.map((message) =>
          message.offer ? <OfferLineItem key={message._id} message={message} conversation={conversation} /> : <Bubble key={message._id} message={message} otherName={otherName} />,
        )
      )}
    </Box>
  );
}

function Bubble({ message, otherName }: { message: MessageView; otherName?: string }) {
  const mine = message.mine;
  const { t } = useLingui();
  const { formatMoment } = useFormat();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.75,
          py: 1,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 6 : undefined,
          borderBottomLeftRadius: mine ? undefined : 6,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: mine ? 0 : 1,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          boxShadow: mine ? 'none' : '0 1px 2px rgba(17, 24, 39, 0.05)',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {mine ? t`You:` : otherName ? t`${otherName}:` : t`They:`}{' '}
        </Box>
        {message.text}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, px: 0.5 }}>
        <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
      </Typography>
    </Box>
  );
}

/**
 * A move of the pair's offer (written by the server, not by either side): in the reader's own words
 * when the conversation is known (its neutral summary until then), with the way to the offers.
 */
function OfferLineItem({ message, conversation }: { message: MessageView; conversation?: ConversationView }) {
  const line = message.offer!;
  // The contract's words, English for now (written by the server too).
  const words = conversation ? offerLineWords(line, conversation.my_side, conversation.other_name) : message.text;
  const paths = usePaths();
  const { formatMoment } = useFormat();
  return (
    <Box component="p" data-offer-id={line.offer_id} sx={{ m: 0, my: 0.5, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
      {/* Inline, as text: the tag leads the words and the way to the offer follows them, wrapping together on a phone. */}
      <Box component="span" sx={{ display: 'inline-block', maxWidth: { xs: '92%', sm: '80%' }, px: 1.5, py: 0.75, borderRadius: 2, bgcolor: 'rgba(79, 70, 229, 0.08)', color: 'text.primary', fontSize: 14, overflowWrap: 'anywhere' }}>
        <LocalOfferOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main', verticalAlign: 'text-bottom', mr: 0.75 }} />
        <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
          {words}
        </Box>
        <Link component={RouterLink} to={paths.dashboard.offers.getHref(conversation?.my_side)} underline="always" fontWeight={600} fontSize={14} sx={{ whiteSpace: 'nowrap' }}>
          <Trans>See the offer</Trans>
        </Link>
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
      </Typography>
    </Box>
  );
}

/** The message field and Send. Enter sends on a keyboard; Shift+Enter starts a new line. */
function Composer({ id, disabled }: { id: string; disabled: boolean }) {
  const [text, setText] = useState('');
  const send = useSendMessage(id);
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong || send.isPending) return;
    // Cleared at once, so the next message can be typed while this one is sent; a failed one comes back
    // unless something new was typed meanwhile.
    setText('');
    send.mutate(trimmed, { onError: () => setText((current) => current || trimmed) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && window.matchMedia('(pointer: fine)').matches) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      component="form"
      aria-label={t`Write a message`}
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, px: { xs: 1, sm: 2 }, py: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <InputBase
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Write a message`}
          multiline
          maxRows={5}
          disabled={disabled}
          inputProps={{ 'aria-label': t`Message`, maxLength: MESSAGE_MAX_LENGTH + 200 }}
          sx={{ width: '100%', px: 1.75, py: 1, borderRadius: 5, bgcolor: 'grey.100', fontSize: 16 }}
        />
        {trimmed.length > MESSAGE_MAX_LENGTH - 100 ? (
          <Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} sx={{ px: 1.5 }} aria-live="polite">
            {formatCount(trimmed.length)} / {formatCount(MESSAGE_MAX_LENGTH)}
          </Typography>
        ) : null}
      </Box>
      <IconButton type="submit" color="primary" aria-label={t`Send`} disabled={disabled || !trimmed || tooLong || send.isPending} sx={{ mb: 0.25, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' }, '&.Mui-disabled': { bgcolor: 'grey.200' } }}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
