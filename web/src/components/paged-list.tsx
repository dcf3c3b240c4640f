import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { ErrorState } from '@/components/error-state';
import { LoadMore } from '@/components/load-more';
import type { Page } from '@/lib/api-client';
import { pagedItems } from '@/lib/paged-query';

/** The parts of a paged infinite query (lib/paged-query.ts) the view reads; plain or suspense. */
export interface PagedQuery<T> {
  data: InfiniteData<Page<T>> | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** The data arrived after the list mounted (not from the cache). */
  isFetchedAfterMount?: boolean;
  /** The items are the previous query's, shown until this one's arrive. */
  isPlaceholderData?: boolean;
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Shown until the first page arrives (a spinner, skeletons). */
  pending: ReactNode;
  /** The title of the error shown when the first page failed. */
  errorTitle: string;
  /** Shown when the list has no items; without it, `children` receives the empty list. */
  empty?: ReactNode;
  /** The label of the button that loads the next page. */
  moreLabel?: string;
  children: (items: T[]) => ReactNode;
}

/**
 * One paged list's states: pending, then the error (with Try again) if the first page failed,
 * the empty state, or the items with a button for the next page. Items already shown stay when a
 * later refetch fails.
 */
export function PagedList<T>({ query, pending, errorTitle, empty, moreLabel, children }: PagedListProps<T>) {
  if (!query.data && !query.error) return <>{pending}</>;
  if (!query.data) return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  const items = pagedItems(query.data);
  if (items.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <>
      {children(items)}
      <LoadMore query={query} label={moreLabel} />
    </>
  );
}
