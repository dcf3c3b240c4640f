import { BATTERY_BADGE_MIN } from '@contract/badges';
import {
  CATEGORY_NAMES,
  CONDITIONS,
  SEARCH_Q_MAX_LENGTH,
  SEARCH_SORTS,
  STORAGE_GB_OPTIONS,
  type SearchSort,
} from '@contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { brandLabel } from '@/lib/format';
import { ENGLISH_WORDS as ENGLISH, type Words } from '@/lib/i18n/words';
import { CONDITION_LABELS } from '@/lib/i18n/labels';
import { DEFAULT_SORT, isOneOf, NO_FILTERS, type SearchFilters } from '@/features/search/search-href';

/** The RAM minimums the filter offers (GB). */
export const RAM_OPTIONS = [2, 3, 4, 6, 8, 12, 16] as const;

/** "1 phone", "24 phones" (Bangla: "২৪টি ফোন"). */
export function phonesCount(total: number, { i18n, format }: Words = ENGLISH): string {
  const count = format.formatCount(total);
  return i18n._(msg`${plural(total, { one: `${count} phone`, other: `${count} phones` })}`);
}

export const SORT_LABELS: Record<SearchSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  trusted: msg`Most trusted`,
};

/** A positive number from the address bar, or null (anything else is dropped, not sent). */
function positive(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** A list parameter: comma-separated (the app's links) or repeated (a form sent without JavaScript). */
const csv = (values: string[]) =>
  values
    .flatMap((value) => value.split(','))
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
  const storage = csv(params.getAll('storage')).map(Number);
  const minPrice = positive(params.get('minPrice'));
  const maxPrice = positive(params.get('maxPrice'));
  const minBattery = positive(params.get('minBattery'));
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_Q_MAX_LENGTH),
    category: isOneOf(CATEGORY_NAMES, category) ? category : null,
    condition: unique(csv(params.getAll('condition')).filter((value) => isOneOf(CONDITIONS, value))),
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

export interface ActiveFilter {
  /** Unique among the chips, for React keys and tests. */
  key: string;
  label: string;
  /** The filters without this one: what removing its chip leads to. */
  without: SearchFilters;
}

/** Each filter in force, as a removable chip (the search words and the sort are not filters). */
export function activeFilters(filters: SearchFilters, { i18n, format }: Words = ENGLISH): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.category) chips.push({ key: 'category', label: brandLabel(filters.category), without: { ...filters, category: null } });
  for (const condition of filters.condition) {
    chips.push({
      key: `condition-${condition}`,
      label: i18n._(CONDITION_LABELS[condition]),
      without: { ...filters, condition: filters.condition.filter((value) => value !== condition) },
    });
  }
  if (filters.minPrice !== null) {
    const price = format.formatPrice(filters.minPrice);
    chips.push({ key: 'minPrice', label: i18n._(msg`From ${price}`), without: { ...filters, minPrice: null } });
  }
  if (filters.maxPrice !== null) {
    const price = format.formatPrice(filters.maxPrice);
    chips.push({ key: 'maxPrice', label: i18n._(msg`Up to ${price}`), without: { ...filters, maxPrice: null } });
  }
  for (const gb of filters.storage) {
    chips.push({ key: `storage-${gb}`, label: format.storageLabel(gb), without: { ...filters, storage: filters.storage.filter((value) => value !== gb) } });
  }
  if (filters.ram !== null) {
    const ram = format.formatCount(filters.ram);
    chips.push({ key: 'ram', label: i18n._(msg`${ram} GB+ RAM`), without: { ...filters, ram: null } });
  }
  if (filters.minBattery !== null) {
    const battery = format.formatCount(filters.minBattery);
    chips.push({ key: 'minBattery', label: i18n._(msg`Battery ${battery} %+`), without: { ...filters, minBattery: null } });
  }
  if (filters.verified) chips.push({ key: 'verified', label: i18n._(msg`Verified sellers`), without: { ...filters, verified: false } });
  return chips;
}

/** Every filter off; the search words and the sort stay. */
export function clearedFilters(filters: SearchFilters): SearchFilters {
  return { ...NO_FILTERS, q: filters.q, sort: filters.sort };
}

/** The battery filter the panel offers: the badge's threshold. */
export const GOOD_BATTERY = BATTERY_BADGE_MIN;
