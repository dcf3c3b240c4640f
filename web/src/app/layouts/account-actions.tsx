import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/auth-state';
import { formatCountOf } from '@/lib/format';
import { useWishlistCount } from '@/features/wishlist/api/get-wishlist-count';
import { UserBadge } from '@/app/layouts/user-badge';

/** Its menu, list and polling load after the header's own actions. */
const NotificationBell = lazy(async () => ({ default: (await import('@/features/notifications/components/notification-bell')).NotificationBell }));

/**
 * The header's right side for a signed-in person: wishlist, notifications, their photo and name,
 * Logout. A chunk of its own (site-header.tsx): a visitor's first load does not carry it.
 */
export function AccountActions({ user, onLogout, loggingOut }: { user: SessionUser; onLogout: () => void; loggingOut: boolean }) {
  return (
    <>
      <WishlistLink email={user.email} />
      <Suspense fallback={null}>
        <NotificationBell uid={user.uid} />
      </Suspense>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5 }}>
        <UserBadge user={user} />
        {/* Icon-only between md and lg, where the signed-in header is full (the word stays for screen readers). */}
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={onLogout}
          disabled={loggingOut}
          title="Logout"
          sx={(theme) => ({
            borderColor: 'divider',
            [theme.breakpoints.between('md', 'lg')]: { minWidth: 0, px: 1, '& .MuiButton-startIcon': { m: 0 }, '& .logout-label': visuallyHidden },
          })}
        >
          <span className="logout-label">Logout</span>
        </Button>
      </Box>
    </>
  );
}

/** The wishlist icon with its count (spec §2). */
function WishlistLink({ email }: { email: string }) {
  const count = useWishlistCount(email).data ?? 0;
  return (
    <IconButton component={RouterLink} to={paths.wishlist.getHref()} aria-label={`Wishlist, ${formatCountOf(count, { one: 'item', other: 'items' })}`} title="Wishlist">
      <Badge badgeContent={count} color="error" showZero={false} max={99} data-testid="wishlist-count">
        <FavoriteBorderIcon />
      </Badge>
    </IconButton>
  );
}
