import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { CATEGORY_NAMES, type CategoryName } from '@contract/constants';
import { SearchView } from '@/app/components/search-view';
import { usePageQueries } from '@/app/page-queries';
import { cachedOrSearchedOnServer, searchPageQueries } from '@/app/routes/search-page';

/** One of the four brands (contract CATEGORY_NAMES), lower-case. */
export const isCategory = (name: string): name is CategoryName => (CATEGORY_NAMES as readonly string[]).includes(name);

/** The four brands are fixed (spec §3): an unknown one is a 404, with no read. */
export function loader({ context, params, request }: LoaderFunctionArgs) {
  const name = (params.name ?? '').toLowerCase();
  if (!isCategory(name)) throw data('There is no such category.', { status: 404 });
  return searchPageQueries(context, new URL(request.url), name);
}

export const clientLoader = cachedOrSearchedOnServer((name) => (isCategory(name) ? name : undefined));

/** /categories/:name: the phone list with the brand preset (the same view and filters as /products). */
export default function CategoryRoute() {
  const name = (useParams().name ?? '').toLowerCase();
  return (
    <HydrationBoundary state={usePageQueries()}>
      <SearchView category={isCategory(name) ? name : undefined} />
    </HydrationBoundary>
  );
}
