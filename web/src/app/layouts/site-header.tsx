import { Suspense } from 'react';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_NAMES } from '@contract/constants';
import { Bone } from '@/components/bone';
import { buttonEndIcon, buttonLook, iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { hidePopover, useClosePopoverOnNavigation } from '@/components/popover';
import { brandLabel } from '@/lib/format';
import { useLanguage, usePaths } from '@/lib/i18n/hooks';
import { pathInLanguage, pathWithoutLanguage } from '@/lib/i18n/languages';
import { useAuth } from '@/lib/auth';
import { useLogout } from '@/features/auth/api/logout';
import { HeaderSearch } from '@/features/search/components/header-search';
import { accountLinks, PUBLIC_LINKS, type SiteLink } from '@/app/layouts/nav-items';
import { LanguageSwitch } from '@/app/layouts/language-switch';
import { Logo } from '@/app/layouts/logo';
import { SITE_MENU_ID, SiteMenu } from '@/app/layouts/site-menu';
import styles from '@/app/layouts/layout.module.css';
import { lazyWithMui } from '@/lib/lazy-with-mui';

/** Signed-in people only: the wishlist count, notifications, photo and Logout stay off a visitor's first load. */
const AccountActions = lazyWithMui(async () => (await import('@/app/layouts/account-actions')).AccountActions);

const navLink = `${buttonLook('inherit')} ${styles.navLink}`;

/**
 * Top navigation by state and role (spec §2); collapses into a menu sheet below 1024 px. Signed
 * in, the search is an icon that opens the field over the header, as on phones: beside the links,
 * photo, name and Logout a field had too little room to read ("Search phc").
 * The menus are HTML popovers, so they open at the first tap, with or without the scripts.
 */
export function SiteHeader() {
  const { status, user } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const paths = usePaths();
  const language = useLanguage();
  const { i18n, t } = useLingui();
  const links = user ? accountLinks(user.roles) : [];
  // The wishlist has its heart beside the photo; Dashboard and My Products make six links, which
  // leave the photo, name and Logout room only when the links and Logout are narrow.
  const navLinks = links.filter((link) => link.id !== 'wishlist');
  const crowded = navLinks.length > 1;
  const navItem = (link: SiteLink, end = false) => (
    <NavLink key={link.id} to={pathInLanguage(link.href, language)} end={end} className={navLink}>
      {i18n._(link.label)}
    </NavLink>
  );

  const onLogout = () => {
    hidePopover(SITE_MENU_ID);
    logout.mutate(undefined, { onSuccess: () => navigate(paths.home.getHref()) });
  };

  return (
    <>
      <header className={styles.header}>
        <div className={styles.container}>
          <div className={styles.toolbar}>
            <Logo />

            <nav aria-label={t`Main`} className={crowded ? `${styles.nav} ${styles.crowded}` : styles.nav}>
              {PUBLIC_LINKS.slice(0, 2).map((link) => navItem(link, true))}
              <CategoriesMenu />
              {PUBLIC_LINKS.slice(2).map((link) => navItem(link))}
              {navLinks.map((link) => navItem(link))}
            </nav>

            <div className={styles.spacer} />
            <HeaderSearch crowded={user !== null} />
            <LanguageSwitch className={crowded ? styles.crowdedLanguageSwitch : undefined} />

            {status === 'loading' ? (
              <AccountPending />
            ) : user ? (
              <Suspense fallback={<AccountPending />}>
                <AccountActions user={user} onLogout={onLogout} loggingOut={logout.isPending} iconOnlyLogout={crowded} />
              </Suspense>
            ) : (
              <div className={styles.visitorActions}>
                <RouterLink to={paths.login.getHref()} className={buttonLook('inherit')}>
                  {t`Login`}
                </RouterLink>
                <RouterLink to={paths.register.getHref()} className={buttonLook('contained')}>
                  {t`Register`}
                </RouterLink>
              </div>
            )}

            <button type="button" aria-label={t`Open menu`} popoverTarget={SITE_MENU_ID} className={`${iconButtonLook({ edge: 'end' })} ${styles.menuButton}`}>
              <Glyph name="menu" />
            </button>
          </div>
        </div>
      </header>
      {/* Beside the header, not in it: it shows in the top layer, and it is not part of the banner. */}
      <SiteMenu user={user} links={links} onLogout={onLogout} />
    </>
  );
}

const CATEGORIES_MENU_ID = 'categories-menu';

/** The four brands under the Categories button, in a popover anchored to it. */
function CategoriesMenu() {
  useClosePopoverOnNavigation(CATEGORIES_MENU_ID);
  const paths = usePaths();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const active = pathWithoutLanguage(pathname).startsWith('/categories/');
  return (
    <>
      <button type="button" id="categories-button" popoverTarget={CATEGORIES_MENU_ID} className={`${navLink} ${styles.categoriesButton} ${active ? 'active' : ''}`}>
        {t`Categories`}
        <Glyph name="expandMore" className={buttonEndIcon} />
      </button>
      <div id={CATEGORIES_MENU_ID} popover="auto" aria-labelledby="categories-button" className={styles.categoriesMenu}>
        <ul>
          {CATEGORY_NAMES.map((name) => (
            <li key={name}>
              <RouterLink to={paths.category.getHref(name)} className={styles.categoriesItem}>
                {/* Lazy: hidden until the menu opens, so neither React's preload nor the page's first load fetches them. */}
                <img src={`/brands/${name}.png`} alt="" width={20} height={20} loading="lazy" />
                {brandLabel(name)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Where the account's actions go, while the session or their code loads. */
function AccountPending() {
  const { t } = useLingui();
  return <Bone variant="circular" width={36} height={36} role="status" aria-label={t`Loading your account`} />;
}
