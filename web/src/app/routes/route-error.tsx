import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { buttonLook } from '@/components/button-look';
import styles from '@/components/state.module.css';
import typography from '@/components/text.module.css';
import { isApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/use-error-text';
import { NOT_FOUND_TEXT, NotFoundRoute } from '@/app/routes/not-found';

/**
 * What a route shows when it fails: the not-found screen for a 404, a reload for a route
 * chunk that could not be fetched (offline, or a new version was deployed), otherwise the
 * error in plain words with a retry.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  const said = useErrorText(error);

  if (isRouteErrorResponse(error) && error.status === 404) {
    // A loader may say what is missing: a sentence, or a title and a sentence.
    const said = error.data as string | { title: string; text: string } | undefined;
    if (typeof said === 'object') return <NotFoundRoute title={said.title} text={said.text} />;
    return <NotFoundRoute text={said === NOT_FOUND_TEXT ? undefined : said} />;
  }

  const chunk = isChunkLoadError(error);
  const api = isApiError(error);
  return (
    <div role="alert" className={styles.screen}>
      <h1 className={`${typography.heading} ${styles.title}`}>{chunk ? t`ReCell needs a refresh` : api ? t`This page could not be loaded` : t`Something went wrong`}</h1>
      <p className={styles.text}>
        {chunk
          ? t`Part of this page could not be downloaded. Check your connection, then reload; a new version of ReCell may have been released.`
          : api
            ? said
            : t`This page ran into a problem. Reloading usually helps.`}
      </p>
      <button type="button" className={`${buttonLook('contained', 'large')} ${styles.action}`} onClick={() => window.location.reload()}>
        {api ? t`Try again` : t`Reload the page`}
      </button>
    </div>
  );
}

/** A script the page needed could not be fetched: Vite's preload failures and browsers' dynamic import errors (offline, or a new deploy). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
