import { Link as RouterLink, data } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { buttonLook } from '@/components/button-look';
import { DocumentTitle } from '@/components/document-title';
import styles from '@/components/state.module.css';
import typography from '@/components/text.module.css';
import { usePaths } from '@/lib/i18n/hooks';

/** What a loader says of a path nothing answers (in English: the screen shows it in the page's language). */
export const NOT_FOUND_TEXT = 'The page you are looking for could not be found.';

/** Any unknown path (spec §2). */
export function NotFoundRoute({ title, text }: { title?: string; text?: string }) {
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <div className={styles.screen}>
      <DocumentTitle title={t`Page not found`} />
      <p aria-hidden="true" className={styles.big}>
        404
      </p>
      <h1 className={`${typography.heading} ${styles.title}`}>{title ?? t`This page does not exist`}</h1>
      <p className={styles.text}>{text ?? t`The page you are looking for could not be found.`}</p>
      <RouterLink to={paths.home.getHref()} className={`${buttonLook('contained', 'large')} ${styles.action}`}>
        {t`Go To Home`}
      </RouterLink>
    </div>
  );
}

/** Any path no other route matches: a 404, drawn by the enclosing layout's error screen (RouteError). */
export function loader(): never {
  throw data(NOT_FOUND_TEXT, { status: 404 });
}

export default function UnknownPathRoute() {
  return <NotFoundRoute />;
}
