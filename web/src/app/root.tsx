import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paletteVariables } from '@/config/palette';
import { BookingDialogHost } from '@/features/orders/components/booking-dialog-host';
import { PushOptInHost } from '@/features/push/components/push-opt-in-host';
import { AUTH_EMULATOR_META } from '@/lib/auth-emulator-meta';
import { LOCALE } from '@/lib/format';
import { registerServiceWorker } from '@/lib/service-worker';
import { browserQueryClient, createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/app/provider';
import { RouteError } from '@/app/routes/route-error';
import styles from '@/app/layouts/layout.module.css';
import '@/app/base.css';

/** ReCell's colours and font as CSS variables (config/palette.ts), for the plain-CSS parts. */
const PALETTE_CSS = `:root{${paletteVariables()
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`;

/**
 * The page's settings from the server: on the local stack, where its Auth emulator listens, which
 * moves with the stack's ports (RECELL_PORT_OFFSET) where the build's address cannot.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return { authEmulatorHost: context?.authEmulatorHost ?? null };
}

/** The server's settings do not change while a page is open: navigations never ask for them again. */
export const shouldRevalidate = () => false;

/** The document around every page, on the server and in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  const authEmulatorHost = useRouteLoaderData<typeof loader>('root')?.authEmulatorHost;
  return (
    <html lang={LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <meta name="description" content="ReCell: buy checked second-hand smartphones from verified sellers, or sell the phone you no longer use." />
        {/*
          A PNG (favicon.svg rasterized at 96 px): Chrome decodes a page's icon in the page's own
          renderer, and an SVG icon builds an SVG document on its main thread right after the first paint.
        */}
        <link rel="icon" type="image/png" sizes="96x96" href="/favicon.png" />
        {/* The installable app (web/pwa.config.ts); iOS takes its home-screen icon from the touch icon. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {authEmulatorHost ? <meta name={AUTH_EMULATOR_META} content={authEmulatorHost} /> : null}
        <style>{PALETTE_CSS}</style>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Around every screen: the server-state cache, auth, toasts and dialogs (AppProvider), a thin
 * progress bar while the next screen loads, the one booking dialog and the push offer. On the server a cache per
 * request; in the browser the one the route loaders share (lib/query-client.ts).
 */
export default function App() {
  const [queryClient] = useState(() => (import.meta.env.SSR ? createQueryClient() : browserQueryClient()));
  const navigation = useNavigation();
  // `<html data-hydrated>`: React has taken the server's page over (effects run once hydration
  // has committed), so a tap or a choice is the app's from here. Browser journeys wait for it.
  // The service worker is registered then too: its download of the app shell never competes with
  // the page's own first load.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    registerServiceWorker();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      {navigation.state === 'loading' ? <div role="progressbar" aria-label="Loading page" className={styles.progress} /> : null}
      <Outlet />
      <BookingDialogHost />
      <PushOptInHost />
    </AppProvider>
  );
}

/** What shows when even the layouts fail (each layout shows its screens' errors within itself). */
export function ErrorBoundary() {
  return <RouteError />;
}
