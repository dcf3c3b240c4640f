import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@contract/constants';
import { brandLabel, formatPrice } from '@/lib/format';
import { apiParamsOf, type SearchFilters } from '@/features/search/search-href';

/** The list's parameters as GET /api/products takes them, as text: what "Save this search" keeps. */
export function savedQueryOf(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(apiParamsOf(filters)).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/** A name a person would give the search they are looking at: its words or brand, and its price limit. */
export function suggestedSearchName(filters: SearchFilters): string {
  const what = filters.q ? filters.q : filters.category ? `${brandLabel(filters.category)} phones` : 'All phones';
  const price = filters.maxPrice !== null ? ` under ${formatPrice(filters.maxPrice)}` : filters.minPrice !== null ? ` from ${formatPrice(filters.minPrice)}` : '';
  return `${what}${price}`.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH);
}
