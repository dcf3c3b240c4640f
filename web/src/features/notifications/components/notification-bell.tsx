import { useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationView } from '@contract/notifications';
import { visuallyHidden } from '@/components/visually-hidden';
import { useFormat, useLanguage } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { useErrorText } from '@/lib/use-error-text';
import { pagedItems } from '@/lib/paged-query';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '@/features/notifications/api/mark-notifications-read';

/** The header's bell: the unread count (polled, and on window focus), and a menu of the recent notifications. */
export function NotificationBell({ uid }: { uid: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = useUnreadCount(uid).data?.count ?? 0;
  const open = anchor !== null;
  const { t } = useLingui();
  // As the badge shows it (MUI writes its own digits).
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      <IconButton
        id="notifications-button"
        // The name holds the badge's text as shown ("99+" past 99), as the accessible-name rule asks.
        aria-label={count > 0 ? t`Notifications, ${shown} unread` : t`Notifications`}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        title={t`Notifications`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at all at 0: a hidden badge keeps its last number in the page, outside the button's name. */}
        {count > 0 ? (
          <Badge badgeContent={count} color="error" max={99} data-testid="notifications-count">
            <NotificationsNoneIcon />
          </Badge>
        ) : (
          <NotificationsNoneIcon />
        )}
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t`Notifications`, sx: { width: 'min(380px, calc(100vw - 24px))', maxHeight: 'min(560px, 80vh)', display: 'flex', flexDirection: 'column' } } }}
      >
        {open ? <NotificationsPanel uid={uid} unread={count} onClose={() => setAnchor(null)} /> : null}
      </Popover>
    </>
  );
}

function NotificationsPanel({ uid, unread, onClose }: { uid: string; unread: number; onClose: () => void }) {
  const query = useNotifications(uid);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const items = pagedItems(query.data);
  const language = useLanguage();
  const { formatMoment } = useFormat();
  const { t } = useLingui();
  const failed = useErrorText(query.error);

  const openNotification = (notification: NotificationView) => {
    if (!notification.read) markRead.mutate(notification._id);
    onClose();
    // The link the server wrote, opened in the page's language.
    if (notification.link) void navigate(pathInLanguage(notification.link, language));
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.25, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={700}>
          <Trans>Notifications</Trans>
        </Typography>
        <Button size="small" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
          <Trans>Mark all read</Trans>
        </Button>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto' }}>
        {query.isPending ? (
          <Box sx={{ p: 2 }} role="status" aria-label={t`Loading notifications`}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="70%" />
          </Box>
        ) : query.isError ? (
          <Typography color="error" sx={{ p: 2 }}>
            {failed}
          </Typography>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            <Trans>Nothing new. We let you know here when someone books, answers or writes to you.</Trans>
          </Typography>
        ) : (
          <MenuList aria-label={t`Recent notifications`} sx={{ py: 0 }}>
            {items.map((notification) => (
              <MenuItem
                key={notification._id}
                onClick={() => openNotification(notification)}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.25,
                  py: 1.25,
                  whiteSpace: 'normal',
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: notification.read ? undefined : 'rgba(79, 70, 229, 0.06)',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{ mt: 0.9, width: 8, height: 8, flex: '0 0 8px', borderRadius: '50%', bgcolor: notification.read ? 'transparent' : 'primary.main' }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography fontWeight={notification.read ? 500 : 700} sx={{ overflowWrap: 'anywhere' }}>
                    {notification.read ? null : <Box component="span" sx={visuallyHidden}>
                        {t`Unread:`}{' '}
                      </Box>}
                    {notification.title}
                  </Typography>
                  {notification.body ? (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                      {notification.body}
                    </Typography>
                  ) : null}
                  <Typography variant="caption" color="text.secondary">
                    {formatMoment(notification.createdAt)}
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </MenuList>
        )}
        {query.hasNextPage ? (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t`Loading…` : t`Show older`}
            </Button>
          </Box>
        ) : null}
      </Box>
    </>
  );
}
