import { redirect, type AppLoadContext } from 'react-router';
import type { InfiniteData } from '@tanstack/react-query';
import type { CatalogPage } from '@contract/pages';
import type { CategoryName } from '@contract/constants';
import { searchProductsQueryOptions } from '@/features/search/api/search-products';
import { filtersFromSearch } from '@/features/search/search-filters';
import { apiParamsOf, hrefOf } from '@/features/search/search-href';
import { pathInLanguage, languageOfPath } from '@/lib/i18n/languages';
import { catalogOf } from '@/app/catalog';
import { pageQueries } from '@/app/page-queries';

/**
 * The first page of the list the address asks for (/products, /categories/:name), read on the
 * server with the page. An address that is not the list's own (a filter form sent without
 * JavaScript: empty fields, repeated names, the brand as a parameter) is redirected to it, so
 * every view has one shareable address.
 */
export async function searchPageQueries(context: AppLoadContext, url: URL, category?: CategoryName) {
  const filters = filtersFromSearch(url.searchParams, category);
  // In the page's language: a Bangla list stays at its /bn address.
  const canonical = pathInLanguage(hrefOf(filters), languageOfPath(url.pathname));
  if (canonical !== `${url.pathname}${url.search.replace(/%2C/gi, ',')}`) throw redirect(canonical);
  const firstPage = async (): Promise<InfiniteData<CatalogPage, string | null>> => ({
    pages: [await catalogOf(context).search(apiParamsOf(filters))],
    pageParams: [null],
  });
  return { queries: await pageQueries([[searchProductsQueryOptions(filters).queryKey, firstPage]]) };
}
