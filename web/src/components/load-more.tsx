import { useLingui } from '@lingui/react/macro';
import { buttonLook } from '@/components/button-look';
import styles from '@/components/load-more.module.css';

/** What a paged list query offers (TanStack's infinite query). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of a list, on demand (the API's `Link: rel="next"`); nothing on the last page. */
export function LoadMore({ query, label }: { query: PagedQuery; label?: string }) {
  const { t } = useLingui();
  if (!query.hasNextPage) return null;
  return (
    <div className={styles.more}>
      <button type="button" className={buttonLook('outlined')} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? t`Loading…` : (label ?? t`Show more`)}
      </button>
    </div>
  );
}
