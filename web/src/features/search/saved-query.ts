import { msg } from '@lingui/core/macro';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@contract/constants';
import { brandLabel } from '@/lib/format';
import { ENGLISH_WORDS, type Words } from '@/lib/i18n/words';
import { apiParamsOf, type SearchFilters } from '@/features/search/search-href';

/** The list's parameters as GET /api/products takes them, as text: what "Save this search" keeps. */
export function savedQueryOf(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(apiParamsOf(filters)).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/** A name a person would give the search they are looking at, in the page's language: its words or brand, and its price limit. */
export function suggestedSearchName(filters: SearchFilters, { i18n, format }: Words = ENGLISH_WORDS): string {
  const brand = filters.category ? brandLabel(filters.category) : '';
  const what = filters.q ? filters.q : filters.category ? i18n._(msg`${brand} phones`) : i18n._(msg`All phones`);
  const max = filters.maxPrice !== null ? format.formatPrice(filters.maxPrice) : '';
  const min = filters.minPrice !== null ? format.formatPrice(filters.minPrice) : '';
  const name = filters.maxPrice !== null ? i18n._(msg`${what} under ${max}`) : filters.minPrice !== null ? i18n._(msg`${what} from ${min}`) : what;
  return name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH);
}
