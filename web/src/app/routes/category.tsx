import { data, useParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { CATEGORY_NAMES, type CategoryName } from '@contract/constants';
import { loadLanguageOf } from '@/lib/i18n/catalogs';
import { SearchView } from '@/app/components/search-view';
import { browserQueries, usePageQueries } from '@/app/page-queries';
import { searchPageQueries } from '@/app/routes/search-page';

/** One of the four brands (contract CATEGORY_NAMES), lower-case. */
export const isCategory = (name: string): name is CategoryName => (CATEGORY_NAMES as readonly string[]).includes(name);

const NO_SUCH_CATEGORY = msg`There is no such category.`;

/** The four brands are fixed (spec §3): an unknown one is a 404, with no read, said in the page's language. */
async function categoryOf(params: LoaderFunctionArgs['params'], request: Request): Promise<CategoryName> {
  const name = (params.name ?? '').toLowerCase();
  if (isCategory(name)) return name;
  const i18n = await loadLanguageOf(request);
  throw data(i18n._(NO_SUCH_CATEGORY), { status: 404 });
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return searchPageQueries(context, url, await categoryOf(params, request));
}

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  await categoryOf(params, request);
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
