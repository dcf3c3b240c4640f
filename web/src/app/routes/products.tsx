import type { LoaderFunctionArgs } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { SearchView } from '@/app/components/search-view';
import { browserQueries, usePageQueries } from '@/app/page-queries';
import { searchPageQueries } from '@/app/routes/search-page';

export function loader({ context, request }: LoaderFunctionArgs) {
  return searchPageQueries(context, new URL(request.url));
}

export const clientLoader = browserQueries;

/** /products: every listing, with the filters, sort and search words of the address. */
export default function ProductsRoute() {
  return (
    <HydrationBoundary state={usePageQueries()}>
      <SearchView />
    </HydrationBoundary>
  );
}
