import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Bone } from '@/components/bone';
import { useLatch } from '@/components/use-latch';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useLogout } from '@/features/auth/api/logout';
import { HeaderSearch } from '@/features/search/components/header-search';
import { accountLinks, PUBLIC_LINKS } from '@/app/layouts/nav-items';
import { Logo } from '@/app/layouts/logo';

/** Signed-in people only: the wishlist count, notifications, photo and Logout stay off a visitor's first load. */
const AccountActions = lazy(async () => ({ default: (await import('@/app/layouts/account-actions')).AccountActions }));

// Overlays load on first use: they are not needed to show a page.
const MobileDrawer = lazy(async () => ({ default: (await import('@/app/layouts/mobile-drawer')).MobileDrawer }));
const CategoriesMenuList = lazy(async () => ({ default: (await import('@/app/layouts/categories-menu-list')).CategoriesMenuList }));

const navButton = {
  color: 'text.primary',
  fontWeight: 600,
  px: { md: 1, lg: 1.5 },
  // "My Products" on one line: the search field gives way instead.
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main', bgcolor: 'rgba(79, 70, 229, 0.08)' },
} as const;

/** Top navigation by state and role (spec §2); collapses into a drawer below the md breakpoint. */
export function SiteHeader() {
  const { status, user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerUsed = useLatch(drawerOpen);
  const logout = useLogout();
  const navigate = useNavigate();
  const links = user ? accountLinks(user.roles) : [];

  const onLogout = () => {
    setDrawerOpen(false);
    logout.mutate(undefined, { onSuccess: () => navigate(paths.home.getHref()) });
  };

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255, 255, 255, 0.92)', backdropFilter: 'blur(8px)' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
          <Logo />

          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 3 }}>
            {PUBLIC_LINKS.slice(0, 2).map((link) => (
              <Button key={link.href} component={NavLink} to={link.href} end sx={navButton}>
                {link.label}
              </Button>
            ))}
            <CategoriesMenu />
            {PUBLIC_LINKS.slice(2).map((link) => (
              <Button key={link.href} component={NavLink} to={link.href} sx={navButton}>
                {link.label}
              </Button>
            ))}
            {links
              .filter((link) => link.label !== 'Wishlist')
              .map((link) => (
                <Button key={link.href} component={NavLink} to={link.href} sx={navButton}>
                  {link.label}
                </Button>
              ))}
          </Box>

          <Box sx={{ flexGrow: 1 }} />
          <HeaderSearch />

          {status === 'loading' ? (
            <AccountPending />
          ) : user ? (
            <Suspense fallback={<AccountPending />}>
              <AccountActions user={user} onLogout={onLogout} loggingOut={logout.isPending} />
            </Suspense>
          ) : (
            <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
              <Button component={RouterLink} to={paths.login.getHref()} color="inherit" sx={{ fontWeight: 600 }}>
                Login
              </Button>
              <Button component={RouterLink} to={paths.register.getHref()} variant="contained">
                Register
              </Button>
            </Box>
          )}

          <IconButton aria-label="Open menu" onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }} edge="end">
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} links={links} onLogout={onLogout} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}

function CategoriesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const used = useLatch(anchor !== null);
  const { pathname } = useLocation();
  const active = pathname.startsWith('/categories/');
  return (
    <>
      <Button
        id="categories-button"
        aria-controls={anchor ? 'categories-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={active ? 'active' : undefined}
        sx={navButton}
      >
        Categories
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CategoriesMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Where the account's actions go, while the session or their code loads. */
function AccountPending() {
  return <Bone variant="circular" width={36} height={36} role="status" aria-label="Loading your account" />;
}
