import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_NAMES } from '@contract/constants';
import { buttonLook, buttonStartIcon, iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { useClosePopoverOnNavigation } from '@/components/popover';
import type { SessionUser } from '@/lib/auth-state';
import { brandLabel } from '@/lib/format';
import { useLanguage, usePaths } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { lazyWithMui } from '@/lib/lazy-with-mui';
import { Logo } from '@/app/layouts/logo';
import { PUBLIC_LINKS, type SiteLink } from '@/app/layouts/nav-items';
import styles from '@/app/layouts/site-menu.module.css';

const UserBadge = lazyWithMui(async () => (await import('@/app/layouts/user-badge')).UserBadge);

export const SITE_MENU_ID = 'site-menu';

/**
 * The phone's navigation: every link of the top bar, the categories, and Login/Register or
 * Logout, in a sheet from the right. An HTML popover the "Open menu" button opens by itself
 * (`popovertarget`): it opens at the first tap, before the scripts have run or without them;
 * the browser closes it on Escape or a tap outside.
 */
export function SiteMenu({ user, links, onLogout }: { user: SessionUser | null; links: SiteLink[]; onLogout: () => void }) {
  useClosePopoverOnNavigation(SITE_MENU_ID);
  const paths = usePaths();
  const language = useLanguage();
  const { i18n, t } = useLingui();
  const item = (key: string, label: string, href: string, inset = false) => (
    <li key={key}>
      <NavLink to={href} end className={inset ? `${styles.link} ${styles.inset}` : styles.link}>
        {label}
      </NavLink>
    </li>
  );
  const siteItem = (link: SiteLink) => item(link.id, i18n._(link.label), pathInLanguage(link.href, language));
  return (
    <div id={SITE_MENU_ID} popover="auto" role="dialog" aria-label={t`Menu`} className={styles.sheet}>
      <div className={styles.top}>
        <Logo />
        <button type="button" popoverTarget={SITE_MENU_ID} popoverTargetAction="hide" aria-label={t`Close menu`} className={iconButtonLook()}>
          <Glyph name="close" />
        </button>
      </div>
      {user ? (
        <div className={styles.account}>
          <Suspense fallback={<strong>{user.displayName}</strong>}>
            <UserBadge user={user} />
          </Suspense>
          <span className={styles.email}>{user.email}</span>
        </div>
      ) : null}
      <nav aria-label={t`Main`} className={styles.nav}>
        <ul className={styles.list}>
          {PUBLIC_LINKS.map(siteItem)}
          <li className={styles.subheader} aria-hidden="true">
            {t`Categories`}
          </li>
          {CATEGORY_NAMES.map((name) => item(name, brandLabel(name), paths.category.getHref(name), true))}
          {links.length > 0 ? <li role="separator" className={styles.divider} /> : null}
          {links.map(siteItem)}
        </ul>
      </nav>
      <div className={styles.actions}>
        {user ? (
          <button type="button" className={buttonLook('outlined', 'inherit')} onClick={onLogout}>
            <span className={buttonStartIcon}>
              <Glyph name="logout" />
            </span>
            {t`Logout`}
          </button>
        ) : (
          <>
            <NavLink to={paths.login.getHref()} className={buttonLook('outlined')}>
              {t`Login`}
            </NavLink>
            <NavLink to={paths.register.getHref()} className={buttonLook('contained')}>
              {t`Register`}
            </NavLink>
          </>
        )}
      </div>
    </div>
  );
}
