import { data, useParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { CATEGORY_NAMES, type CategoryName } from '@contract/constants';
import { SearchView } from '@/app/components/search-view';
import { browserQueries, usePageQueries } from '@/app/page-queries';
import { searchPageQueries } from '@/app/routes/search-page';

/** One of the four brands (contract CATEGORY_NAMES), lower-case. */
export const isCategory = (name: string): name is CategoryName => (CATEGORY_NAMES as readonly string[]).includes(name);

/** The four brands are fixed (spec §3): an unknown one is a 404, with no read. */
function categoryOf(params: LoaderFunctionArgs['params']): CategoryName {
  const name = (params.name ?? '').toLowerCase();
  if (!isCategory(name)) throw data('There is no such category.', { status: 404 });
  return name;
}

export function loader({ context, params, request }: LoaderFunctionArgs) {
  return searchPageQueries(context, new URL(request.url), categoryOf(params));
}

export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  categoryOf(params);
  return browserQueries();
}

/** /categories/:name: the phone list with the brand preset (the same view and filters as /products). */
export default function CategoryRoute() {
  const name = (useParams().name ?? '').toLowerCase();
  return (
    <HydrationBoundary state={usePageQueries()}>
      <SearchView category={isCategory(name) ? name : undefined} />
    </HydrationBoundary>
  );
}
