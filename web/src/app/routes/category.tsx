import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { CATEGORY_NAMES, type CategoryName } from '@contract/constants';
import { SearchView } from '@/app/components/search-view';

/** One of the four brands (contract CATEGORY_NAMES), lower-case. */
export const isCategory = (name: string): name is CategoryName => (CATEGORY_NAMES as readonly string[]).includes(name);

/** The four brands are fixed (spec §3): an unknown one is a 404 before the screen shows, with no request. */
export function clientLoader({ params }: LoaderFunctionArgs) {
  if (!isCategory((params.name ?? '').toLowerCase())) throw data('There is no such category.', { status: 404 });
  return null;
}

/** /categories/:name: the phone list with the brand preset (the same view and filters as /products). */
export function CategoryRoute() {
  const name = (useParams().name ?? '').toLowerCase();
  return <SearchView category={isCategory(name) ? name : undefined} />;
}
