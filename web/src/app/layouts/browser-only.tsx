import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { returnPath } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import styles from '@/app/layouts/browser-only.module.css';
import { theme } from '@/lib/theme';
import { RouteError } from '@/app/routes/route-error';

/**
 * The screens rendered in the browser only: those drawn with MUI, and those about the signed-in
 * person (who is known in the browser alone: Firebase Auth keeps the session there). The server
 * sends this route's fallback in their place, and the browser draws them once its scripts run.
 * A `clientLoader` that hydrates is how React Router marks such a route; this one has nothing to
 * load itself (its screens load their own data).
 */
export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { search } = useLocation();
  const language = useLanguage();
  const { t } = useLingui();
  return (
    <>
      <Spinner minHeight="50vh" />
      {/* The page someone came from (Please Login First names it) stays one tap away. */}
      <noscript>
        <div className={styles.noScript}>
          <p>{t`This screen needs JavaScript: turn it on to log in, register or open your dashboard.`}</p>
          <RouterLink to={pathInLanguage(returnPath(null, search), language)}>{t`Go back`}</RouterLink>
        </div>
      </noscript>
    </>
  );
}

export default function BrowserOnly() {
  return (
    <ThemeProvider theme={theme}>
      <Outlet />
    </ThemeProvider>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
