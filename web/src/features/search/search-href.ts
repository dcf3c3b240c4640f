import { CATEGORY_NAMES, type CategoryName, type Condition, type SearchSort } from '@contract/constants';
import { paths } from '@/config/paths';
import { pathWithoutLanguage } from '@/lib/i18n/languages';

/**
 * What the visitor asked the phone list for. It lives in the address bar, under the API's own
 * parameter names (GET /api/products: q, condition, minPrice, maxPrice, storage, ram, minBattery,
 * verified, sort), so a link reproduces the view and Back/Forward restore it. The brand is the
 * path: /categories/:name is the same view with the brand preset.
 */
export interface SearchFilters {
  q: string;
  category: CategoryName | null;
  condition: Condition[];
  minPrice: number | null;
  maxPrice: number | null;
  storage: number[];
  /** Minimum RAM in GB. */
  ram: number | null;
  /** Minimum battery health in percent. */
  minBattery: number | null;
  verified: boolean;
  sort: SearchSort;
}

export const DEFAULT_SORT: SearchSort = 'newest';

export const NO_FILTERS: SearchFilters = {
  q: '',
  category: null,
  condition: [],
  minPrice: null,
  maxPrice: null,
  storage: [],
  ram: null,
  minBattery: null,
  verified: false,
  sort: DEFAULT_SORT,
};

export const isOneOf = <T extends string | number>(options: readonly T[], value: unknown): value is T => options.includes(value as T);


/** The query parameters of GET /api/products for these filters (defaults left out). */
export function apiParamsOf(filters: SearchFilters): Record<string, string | number | undefined> {
  return {
    q: filters.q || undefined,
    category: filters.category ?? undefined,
    condition: filters.condition.length ? filters.condition.join(',') : undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    storage: filters.storage.length ? filters.storage.join(',') : undefined,
    ram: filters.ram ?? undefined,
    minBattery: filters.minBattery ?? undefined,
    verified: filters.verified ? 'true' : undefined,
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
  };
}

/** The address of the view: the brand's page or all phones, with the rest as search params in a stable order. */
export function hrefOf(filters: SearchFilters): string {
  const { category, ...rest } = apiParamsOf(filters);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) search.set(key, String(value));
  const query = search.toString().replace(/%2C/g, ',');
  return category ? paths.category.getHref(String(category), query) : paths.products.getHref(query);
}

/** A search from the header: a brand's page for a brand suggestion, otherwise all phones matching the words. */
export function searchHref(choice: string | { label: string; kind: 'brand' | 'model' }): string {
  const words = (typeof choice === 'string' ? choice : choice.label).trim();
  const brand = words.toLowerCase();
  if (typeof choice !== 'string' && choice.kind === 'brand' && isOneOf(CATEGORY_NAMES, brand)) return hrefOf({ ...NO_FILTERS, category: brand });
  return hrefOf({ ...NO_FILTERS, q: words });
}

/** The search words of an address, where it is the phone list's (the header's field shows them there). */
export function searchWordsOf(localizedPathname: string, search: string): string {
  const pathname = pathWithoutLanguage(localizedPathname);
  const onList = pathname === paths.products.path || pathname.startsWith(paths.category.getHref(''));
  return onList ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
}
