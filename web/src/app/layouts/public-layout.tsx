import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';
import { RouteError } from '@/app/routes/route-error';
import styles from '@/app/layouts/layout.module.css';

/** Header, the screen, footer. `children` replaces the outlet for error screens. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <SiteHeader />
      <main id="main" className={`${styles.container} ${styles.main}`}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function PublicLayoutRoute() {
  return <PublicLayout />;
}

/** A screen's error (a 404 included) shows inside the layout, with the header still there. */
export function ErrorBoundary() {
  return (
    <PublicLayout>
      <RouteError />
    </PublicLayout>
  );
}

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a href="#main" className={styles.skip}>
      {t`Skip to content`}
    </a>
  );
}
