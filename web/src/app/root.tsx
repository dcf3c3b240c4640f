import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider, useLingui } from '@/lib/i18n/context';
import { msg } from '@lingui/core/macro';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import bengaliFontFaces from '@/app/bengali-font.css?url';
import bengaliFont from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import { MANIFEST_HREF } from '@/config/installable-app';
import { fontFamilyIn, paletteVariables } from '@/config/palette';
import { BookingDialogHost } from '@/features/orders/components/booking-dialog-host';
import { PushOptInHost } from '@/features/push/components/push-opt-in-host';
import { AUTH_EMULATOR_META } from '@/lib/auth-emulator-meta';
import { i18nOf, loadLanguageOf } from '@/lib/i18n/catalogs';
import { LANGUAGES, languageOfPath, pathInLanguage, DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
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

/** On Bangla pages, Bangla letters in Noto Sans Bengali (app/bengali-font.css), the rest as on English ones. */
const BANGLA_FONT_CSS = `:root{--rc-font:${fontFamilyIn('bn')}}`;

/**
 * The page's settings from the server: on the local stack, where its Auth emulator listens, which
 * moves with the stack's ports (RECELL_PORT_OFFSET) where the build's address cannot; the site's
 * configured address (the dev server's own there), for the page's addresses in each language. The
 * page's language is its URL's (`/bn/…`), and its catalog is loaded before anything renders.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  await loadLanguageOf(request);
  // The dev server has no load context: its own address is the site's there.
  return { authEmulatorHost: context?.authEmulatorHost ?? null, origin: context?.publicUrl ?? url.origin };
}

/** Moving to the other language, its catalog loads with the server's settings (the first page's is loaded by entry.client.tsx). */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const [settings] = await Promise.all([serverLoader<typeof loader>(), loadLanguageOf(request)]);
  return settings;
}

/** The server's settings do not change while a page is open: only a move to the other language asks again, for its catalog. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);

/** The document around every page, on the server and in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  const settings = useRouteLoaderData<typeof loader>('root');
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname);
  return (
    <I18nProvider i18n={i18nOf(language)}>
      <html lang={language}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#4f46e5" />
          <Description />
          {/*
          A PNG (favicon.svg rasterized at 96 px): Chrome decodes a page's icon in the page's own
          renderer, and an SVG icon builds an SVG document on its main thread right after the first paint.
        */}
          <link rel="icon" type="image/png" sizes="96x96" href="/favicon.png" />
          {/* The installable app (web/pwa.config.ts); iOS takes its home-screen icon from the touch icon. */}
          <link rel="manifest" href={MANIFEST_HREF[language]} />
          <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
          {settings?.authEmulatorHost ? <meta name={AUTH_EMULATOR_META} content={settings.authEmulatorHost} /> : null}
          {/* The same page in each language, for search engines and for people who share it (x-default: English). */}
          {settings
            ? [...LANGUAGES, 'x-default' as const].map((hreflang) => (
                <link
                  key={hreflang}
                  rel="alternate"
                  hrefLang={hreflang}
                  href={`${settings.origin}${pathInLanguage(`${pathname}${search}`, hreflang === 'x-default' ? DEFAULT_LANGUAGE : hreflang)}`}
                />
              ))
            : null}
          <style>{PALETTE_CSS}</style>
          {language === 'bn' ? (
            <>
              <link rel="preload" href={bengaliFont} as="font" type="font/woff2" crossOrigin="anonymous" />
              <link rel="stylesheet" href={bengaliFontFaces} />
              <style>{BANGLA_FONT_CSS}</style>
            </>
          ) : null}
          <Meta />
          <Links />
        </head>
        <body>
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </I18nProvider>
  );
}

/** What search engines show under the page's title, in its language. */
function Description() {
  const { i18n } = useLingui();
  return (
    <meta name="description" content={i18n._(msg`ReCell: buy checked second-hand smartphones from verified sellers, or sell the phone you no longer use.`)} />
  );
}

/** The thin bar at the top while the next screen loads, named in the page's language. */
function PageLoadingBar() {
  const { i18n } = useLingui();
  return <div role="progressbar" aria-label={i18n._(msg`Loading page`)} className={styles.progress} />;
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
  // The service worker's registration starts then too, and waits for the page's load and an idle moment.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    registerServiceWorker();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      {navigation.state === 'loading' ? <PageLoadingBar /> : null}
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
