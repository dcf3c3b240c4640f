import { BATTERY_BADGE_MIN } from '@contract/badges';
import {
  CATEGORY_NAMES,
  CONDITIONS,
  SEARCH_Q_MAX_LENGTH,
  SEARCH_SORTS,
  STORAGE_GB_OPTIONS,
  type CategoryName,
  type Condition,
  type SearchSort,
} from '@contract/constants';
import { paths } from '@/config/paths';
import { brandLabel, capitalize, formatPrice, storageLabel } from '@/lib/format';

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

/** The RAM minimums the filter offers (GB). */
export const RAM_OPTIONS = [2, 3, 4, 6, 8, 12, 16] as const;

export const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const isOneOf = <T extends string | number>(options: readonly T[], value: unknown): value is T => options.includes(value as T);

/** A positive number from the address bar, or null (anything else is dropped, not sent). */
function positive(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

const csv = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The filters of an address: the search params, and the brand of a category page's path (which
 * wins over a `category` param). Values the API would refuse are dropped, so a hand-edited link
 * still shows phones.
 */
export function filtersFromSearch(params: URLSearchParams, pathCategory?: string): SearchFilters {
  const category = (pathCategory ?? params.get('category') ?? '').toLowerCase();
  const storage = csv(params.get('storage')).map(Number);
  const minPrice = positive(params.get('minPrice'));
  const maxPrice = positive(params.get('maxPrice'));
  const minBattery = positive(params.get('minBattery'));
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_Q_MAX_LENGTH),
    category: isOneOf(CATEGORY_NAMES, category) ? category : null,
    condition: unique(csv(params.get('condition')).filter((value) => isOneOf(CONDITIONS, value))),
    minPrice,
    // A maximum below the minimum cannot match anything: keep the minimum.
    maxPrice: maxPrice !== null && minPrice !== null && maxPrice < minPrice ? null : maxPrice,
    storage: unique(storage.filter((value) => isOneOf(STORAGE_GB_OPTIONS, value))).sort((a, b) => a - b),
    ram: positive(params.get('ram')),
    minBattery: minBattery !== null && minBattery <= 100 ? Math.round(minBattery) : null,
    verified: params.get('verified') === 'true',
    sort: isOneOf(SEARCH_SORTS, sort) ? sort : DEFAULT_SORT,
  };
}

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

export interface ActiveFilter {
  /** Unique among the chips, for React keys and tests. */
  key: string;
  label: string;
  /** The filters without this one: what removing its chip leads to. */
  without: SearchFilters;
}

/** Each filter in force, as a removable chip (the search words and the sort are not filters). */
export function activeFilters(filters: SearchFilters): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.category) chips.push({ key: 'category', label: brandLabel(filters.category), without: { ...filters, category: null } });
  for (const condition of filters.condition) {
    chips.push({
      key: `condition-${condition}`,
      label: capitalize(condition),
      without: { ...filters, condition: filters.condition.filter((value) => value !== condition) },
    });
  }
  if (filters.minPrice !== null) chips.push({ key: 'minPrice', label: `From ${formatPrice(filters.minPrice)}`, without: { ...filters, minPrice: null } });
  if (filters.maxPrice !== null) chips.push({ key: 'maxPrice', label: `Up to ${formatPrice(filters.maxPrice)}`, without: { ...filters, maxPrice: null } });
  for (const gb of filters.storage) {
    chips.push({ key: `storage-${gb}`, label: storageLabel(gb), without: { ...filters, storage: filters.storage.filter((value) => value !== gb) } });
  }
  if (filters.ram !== null) chips.push({ key: 'ram', label: `${filters.ram} GB+ RAM`, without: { ...filters, ram: null } });
  if (filters.minBattery !== null) chips.push({ key: 'minBattery', label: `Battery ${filters.minBattery} %+`, without: { ...filters, minBattery: null } });
  if (filters.verified) chips.push({ key: 'verified', label: 'Verified sellers', without: { ...filters, verified: false } });
  return chips;
}

/** Every filter off; the search words and the sort stay. */
export function clearedFilters(filters: SearchFilters): SearchFilters {
  return { ...NO_FILTERS, q: filters.q, sort: filters.sort };
}

/** A search from the header: a brand's page for a brand suggestion, otherwise all phones matching the words. */
export function searchHref(choice: string | { label: string; kind: 'brand' | 'model' }): string {
  const words = (typeof choice === 'string' ? choice : choice.label).trim();
  const brand = words.toLowerCase();
  if (typeof choice !== 'string' && choice.kind === 'brand' && isOneOf(CATEGORY_NAMES, brand)) return hrefOf({ ...NO_FILTERS, category: brand });
  return hrefOf({ ...NO_FILTERS, q: words });
}

/** The search words of an address, where it is the phone list's (the header's field shows them there). */
export function searchWordsOf(pathname: string, search: string): string {
  const onList = pathname === paths.products.path || pathname.startsWith(paths.category.getHref(''));
  return onList ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
}

/** The battery filter the panel offers: the badge's threshold. */
export const GOOD_BATTERY = BATTERY_BADGE_MIN;
