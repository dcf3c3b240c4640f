import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@/components/visually-hidden';
import type { SessionUser } from '@/lib/auth-state';
import { usePaths } from '@/lib/i18n/hooks';
import { useWishlistCount } from '@/features/wishlist/api/get-wishlist-count';
import { UserBadge } from '@/app/layouts/user-badge';

/** Its menu, list and polling load after the header's own actions. */
const NotificationBell = lazy(async () => ({ default: (await import('@/features/notifications/components/notification-bell')).NotificationBell }));

/**
 * The header's right side for a signed-in person: wishlist, notifications, their photo and name,
 * Logout. A chunk of its own (site-header.tsx): a visitor's first load does not carry it.
 */
export function AccountActions({
  user,
  onLogout,
  loggingOut,
  iconOnlyLogout,
}: {
  user: SessionUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** Logout as its icon at every width (the word stays for screen readers): a seller's or admin's header is full. */
  iconOnlyLogout: boolean;
}) {
  const { t } = useLingui();
  const iconOnly = { minWidth: 0, px: 1, '& .MuiButton-startIcon': { m: 0 }, '& .logout-label': visuallyHidden };
  return (
    <>
      <WishlistLink email={user.email} />
      <Suspense fallback={null}>
        <NotificationBell uid={user.uid} />
      </Suspense>
      {/* The top bar's from 1024 px (layout.module.css); below, Logout is in the menu sheet. */}
      <Box sx={{ display: 'none', alignItems: 'center', gap: 1.5, '@media (min-width: 1024px)': { display: 'flex' } }}>
        <UserBadge user={user} />
        {/* Icon-only below lg, where the signed-in header is full, and in a crowded header (the word stays for screen readers). */}
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={onLogout}
          disabled={loggingOut}
          title={t`Logout`}
          sx={(theme) => ({ borderColor: 'divider', ...(iconOnlyLogout ? iconOnly : { [theme.breakpoints.down('lg')]: iconOnly }) })}
        >
          <span className="logout-label">
            <Trans>Logout</Trans>
          </span>
        </Button>
      </Box>
    </>
  );
}

/** The wishlist icon with its count (spec §2). */
function WishlistLink({ email }: { email: string }) {
  const count = useWishlistCount(email).data ?? 0;
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <IconButton
      component={RouterLink}
      to={paths.wishlist.getHref()}
      aria-label={t`Wishlist, ${plural(count, { one: '# item', other: '# items' })}`}
      title={t`Wishlist`}
    >
      <Badge badgeContent={count} color="error" showZero={false} max={99} data-testid="wishlist-count">
        <FavoriteBorderIcon />
      </Badge>
    </IconButton>
  );
}
