import { Link as RouterLink, data } from 'react-router';
import { buttonLook } from '@/components/button-look';
import { DocumentTitle } from '@/components/document-title';
import styles from '@/components/state.module.css';
import typography from '@/components/text.module.css';
import { paths } from '@/config/paths';

/** Any unknown path (spec §2). */
export function NotFoundRoute({ title = 'This page does not exist', text = 'The page you are looking for could not be found.' }: { title?: string; text?: string }) {
  return (
    <div className={styles.screen}>
      <DocumentTitle title="Page not found" />
      <p aria-hidden="true" className={styles.big}>
        404
      </p>
      <h1 className={`${typography.heading} ${styles.title}`}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <RouterLink to={paths.home.getHref()} className={`${buttonLook('contained', 'large')} ${styles.action}`}>
        Go To Home
      </RouterLink>
    </div>
  );
}

/** Any path no other route matches: a 404, drawn by the enclosing layout's error screen (RouteError). */
export function loader(): never {
  throw data('The page you are looking for could not be found.', { status: 404 });
}

export default function UnknownPathRoute() {
  return <NotFoundRoute />;
}
