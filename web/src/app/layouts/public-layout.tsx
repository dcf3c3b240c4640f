import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '@/app/layouts/site-header';
import { useHydrated } from '@/components/use-hydrated';
import styles from '@/app/layouts/layout.module.css';

/**
 * The footer (links only, below every screen's fold) loads right after the first render instead
 * of with it; its space is not held, as it sits under the screen.
 */
const SiteFooter = lazy(async () => ({ default: (await import('@/app/layouts/site-footer')).SiteFooter }));

/**
 * Header, the screen, footer. `children` replaces the outlet for error screens. The frame and
 * header are plain CSS (layout.module.css): every visit paints them first.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.page}>
      <SkipLink />
      <SiteHeader />
      <main id="main" className={`${styles.container} ${styles.main}`}>
        {children ?? <Outlet />}
      </main>
      {/* In the browser only: the function's page paints without it, and without waiting for its chunk. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Skip to content
    </a>
  );
}
