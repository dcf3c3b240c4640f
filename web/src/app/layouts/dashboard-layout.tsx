import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddBoxIcon from '@mui/icons-material/AddBoxOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import BlockIcon from '@mui/icons-material/Block';
import GavelIcon from '@mui/icons-material/Gavel';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { pagedItems } from '@/lib/paged-query';
import { useOrders } from '@/features/orders/api/get-orders';
import { needsSellerAnswer } from '@/features/orders/lib/needs-answer';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useModerationCounts } from '@/features/moderation/api/audit-and-counts';
import type { NavItem } from '@/app/layouts/nav-items';
import { dashboardMenu } from '@/app/layouts/dashboard-menu';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';
import { SkipLink } from '@/app/layouts/public-layout';
import { RequireAuth } from '@/app/layouts/require-auth';

const ICONS: Record<string, ReactNode> = {
  [paths.dashboard.users.getHref()]: <GroupIcon />,
  [paths.dashboard.buyers.getHref()]: <ShoppingBagIcon />,
  [paths.dashboard.sellers.getHref()]: <StorefrontIcon />,
  [paths.dashboard.myOrders.getHref()]: <ReceiptLongIcon />,
  [paths.dashboard.wishlist.getHref()]: <FavoriteBorderIcon />,
  [paths.dashboard.addProduct.getHref()]: <AddBoxIcon />,
  [paths.dashboard.profile.getHref()]: <AccountCircleIcon />,
  [paths.dashboard.messages.getHref()]: <ChatIcon />,
  [paths.dashboard.review.getHref()]: <FactCheckIcon />,
  [paths.dashboard.reports.getHref()]: <FlagIcon />,
  [paths.dashboard.imeiBlocks.getHref()]: <BlockIcon />,
  [paths.dashboard.audit.getHref()]: <HistoryIcon />,
  [paths.dashboard.offers.getHref()]: <LocalOfferIcon />,
  [paths.dashboard.savedSearches.getHref()]: <SavedSearchIcon />,
  [paths.dashboard.disputes.getHref()]: <GavelIcon />,
  [paths.dashboard.meetupSpots.getHref()]: <PlaceIcon />,
};

/** The dashboard: for signed-in people only, with a side menu by role (a scrolling row of tabs on phones). */
export default function DashboardLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Container maxWidth="lg" sx={{ flexGrow: 1, pt: { xs: 2, md: 4 } }}>
        <RequireAuth>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, gap: { xs: 2, md: 4 }, alignItems: 'start' }}>
            <SideMenu />
            <Box component="main" id="main" sx={{ minWidth: 0 }}>
              <Outlet />
            </Box>
          </Box>
        </RequireAuth>
      </Container>
      <SiteFooter />
    </Box>
  );
}

function SideMenu() {
  const { user } = useAuth();
  // Under RequireAuth: there is always a user here.
  const items = user ? dashboardMenu(user.roles) : [];
  const waiting = useWaitingAnswers(user?.email ?? '', user ? user.roles.isSeller || user.roles.isAdmin : false);
  // Unread messages on the Messages entry (the header's poll: every 30 s and on window focus).
  const unreadMessages = useUnreadCount(user?.uid ?? '').data?.messages ?? 0;
  // Admins: listings waiting for review and listings reported (every minute).
  const moderation = useModerationCounts(user?.roles.isAdmin ?? false).data;
  const { t } = useLingui();
  const badges: Record<string, MenuBadge> = {
    [paths.dashboard.messages.getHref()]: { count: unreadMessages, words: (count) => t`${plural(count, { other: '# unread' })}` },
    [paths.dashboard.review.getHref()]: { count: moderation?.pending_review ?? 0, words: (count) => t`${plural(count, { other: '# to review' })}` },
    [paths.dashboard.reports.getHref()]: { count: moderation?.reported_listings ?? 0, words: (count) => t`${plural(count, { other: '# reported' })}` },
  };
  return (
    <Paper component="nav" aria-label={t`Dashboard`} variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 96 }, p: { xs: 0.75, md: 1.5 } }}>
      <Typography variant="overline" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, px: 1.5, letterSpacing: '0.1em' }}>
        <Trans>Dashboard</Trans>
      </Typography>
      <List
        component="div"
        disablePadding
        sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 0.5 }}
      >
        {items.map((item) => (
          <MenuLink
            key={item.href}
            item={item}
            count={item.href === paths.dashboard.myOrders.getHref() ? waiting : 0}
            badge={badges[item.href]}
          />
        ))}
      </List>
    </Paper>
  );
}

/** Bookings on the seller's listings that wait for their answer (the same list My Orders loads, asked again every minute). */
function useWaitingAnswers(email: string, sells: boolean): number {
  const orders = useOrders(sells ? email : '', { refetchInterval: 60_000 });
  const now = new Date();
  return pagedItems(orders.data).filter((order) => order.seller_email === email && needsSellerAnswer(order, now)).length;
}

/** A number on a menu entry's icon, and how it is read out after the label ("Messages, 2 unread"). */
interface MenuBadge {
  count: number;
  words: (count: number) => string;
}

function MenuLink({ item, count, badge }: { item: NavItem; count: number; badge: MenuBadge | undefined }) {
  const shown = badge?.count ?? 0;
  // Messages stays lit inside a conversation too.
  const exact = item.href !== paths.dashboard.messages.getHref();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  return (
    <ListItemButton
      component={NavLink}
      to={pathInLanguage(item.href, language)}
      end={exact}
      sx={{
        borderRadius: 2,
        flex: { xs: '0 0 auto', md: 'initial' },
        py: { xs: 0.5, md: 1 },
        px: { xs: 1.25, md: 2 },
        '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } },
        '&.active:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <ListItemIcon sx={{ minWidth: { xs: 32, md: 40 } }}>
        {/* The number is read out as words after the label (below), so the link's name holds what it shows. */}
        <Badge badgeContent={shown} color="error" max={99} aria-hidden data-testid={shown > 0 && item.href === paths.dashboard.messages.getHref() ? 'messages-unread' : undefined}>
          {ICONS[item.href]}
        </Badge>
      </ListItemIcon>
      {/* The counts are read out as words inside the label's own text, so the link's name is "Messages, 2 unread". */}
      <ListItemText
        primary={
          <>
            {item.message ? i18n._(item.message) : item.label}
            {badge && shown > 0 ? (
              <Box component="span" sx={visuallyHidden}>
                {`, ${badge.words(shown)}`}
              </Box>
            ) : null}
            {count > 0 ? (
              <Box component="span" sx={visuallyHidden}>
                {`, ${t`${plural(count, { one: '# booking needs your answer', other: '# bookings need your answer' })}`}`}
              </Box>
            ) : null}
          </>
        }
        slotProps={{ primary: { fontWeight: 600, noWrap: true } }}
      />
      {count > 0 ? (
        <Badge badgeContent={count} color="error" aria-hidden sx={{ ml: 2, mr: 1, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
      ) : null}
    </ListItemButton>
  );
}
