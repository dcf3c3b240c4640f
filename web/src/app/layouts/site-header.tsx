import { Suspense, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Bone } from '@/components/bone';
import { buttonEndIcon, buttonLook, iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { useLatch } from '@/components/use-latch';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useLogout } from '@/features/auth/api/logout';
import { HeaderSearch } from '@/features/search/components/header-search';
import { accountLinks, PUBLIC_LINKS } from '@/app/layouts/nav-items';
import { Logo } from '@/app/layouts/logo';
import styles from '@/app/layouts/layout.module.css';
import { lazyWithMui } from '@/lib/lazy-with-mui';

/** Signed-in people only: the wishlist count, notifications, photo and Logout stay off a visitor's first load. */
const AccountActions = lazyWithMui(async () => (await import('@/app/layouts/account-actions')).AccountActions);

// Overlays load on first use: they are not needed to show a page.
const MobileDrawer = lazyWithMui(async () => (await import('@/app/layouts/mobile-drawer')).MobileDrawer);
const CategoriesMenuList = lazyWithMui(async () => (await import('@/app/layouts/categories-menu-list')).CategoriesMenuList);

const navLink = `${buttonLook('inherit')} ${styles.navLink}`;

/**
 * Top navigation by state and role (spec §2); collapses into a drawer below the md breakpoint.
 * Plain markup and CSS (layout.module.css, button.module.css): every page paints it first.
 */
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
    <header className={styles.header}>
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <Logo />

          <nav aria-label="Main" className={styles.nav}>
            {PUBLIC_LINKS.slice(0, 2).map((link) => (
              <NavLink key={link.href} to={link.href} end className={navLink}>
                {link.label}
              </NavLink>
            ))}
            <CategoriesMenu />
            {PUBLIC_LINKS.slice(2).map((link) => (
              <NavLink key={link.href} to={link.href} className={navLink}>
                {link.label}
              </NavLink>
            ))}
            {links
              .filter((link) => link.label !== 'Wishlist')
              .map((link) => (
                <NavLink key={link.href} to={link.href} className={navLink}>
                  {link.label}
                </NavLink>
              ))}
          </nav>

          <div className={styles.spacer} />
          <HeaderSearch />

          {status === 'loading' ? (
            <AccountPending />
          ) : user ? (
            <Suspense fallback={<AccountPending />}>
              <AccountActions user={user} onLogout={onLogout} loggingOut={logout.isPending} />
            </Suspense>
          ) : (
            <div className={styles.visitorActions}>
              <RouterLink to={paths.login.getHref()} className={buttonLook('inherit')}>
                Login
              </RouterLink>
              <RouterLink to={paths.register.getHref()} className={buttonLook('contained')}>
                Register
              </RouterLink>
            </div>
          )}

          <button type="button" aria-label="Open menu" onClick={() => setDrawerOpen(true)} className={`${iconButtonLook({ edge: 'end' })} ${styles.menuButton}`}>
            <Glyph name="menu" />
          </button>
        </div>
      </div>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} links={links} onLogout={onLogout} />
        </Suspense>
      ) : null}
    </header>
  );
}

function CategoriesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const used = useLatch(anchor !== null);
  const { pathname } = useLocation();
  const active = pathname.startsWith('/categories/');
  return (
    <>
      <button
        type="button"
        id="categories-button"
        aria-controls={anchor ? 'categories-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={`${navLink} ${active ? 'active' : ''}`}
      >
        Categories
        <Glyph name="expandMore" className={buttonEndIcon} />
      </button>
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
