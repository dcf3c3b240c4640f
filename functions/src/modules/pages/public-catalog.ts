import type { CatalogPage, PublicCatalog } from '../../contract/pages';
import { pageQuery } from '../../contract/pagination';
import { productIdParam } from '../../contract/products';
import { searchProductsQuery } from '../../contract/search';
import { AppError } from '../../shared/app-error';
import { parse } from '../../shared/validate';
import { getPublicListing, listAdvertised, searchShoppable } from '../products';

/** Query values as they reach the API over HTTP: strings, the unset ones left out. */
function asQueryString(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/**
 * The public reads of the rendered pages, answered by the products service in this process with
 * the query parsed by the same contract schemas as GET /api/products and its siblings, so a page
 * holds exactly what the browser would have fetched from /api.
 */
export function publicCatalog(now: () => Date = () => new Date()): PublicCatalog {
  return {
    async search(query): Promise<CatalogPage> {
      return searchShoppable(parse(searchProductsQuery, asQueryString(query)), now());
    },
    async advertised(limit) {
      return (await listAdvertised(parse(pageQuery, { limit: String(limit) }), now())).items;
    },
    async listing(id) {
      try {
        return (await getPublicListing(parse(productIdParam, { id }).id, now())).listing;
      } catch (error) {
        // A visitor's 404 (sold, removed, under review) and an id that cannot exist are both "not here".
        if (error instanceof AppError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  };
}
