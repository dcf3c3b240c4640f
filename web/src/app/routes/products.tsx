import { SearchView } from '@/app/components/search-view';

/** /products: every listing, with the filters, sort and search words of the address. */
export function ProductsRoute() {
  return <SearchView />;
}
