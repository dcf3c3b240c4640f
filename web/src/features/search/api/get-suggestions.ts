import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@contract/search';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Type-ahead starts from this many characters. */
export const SUGGEST_MIN_CHARS = 2;

/** GET /api/products/suggest?q=: up to 8 brands and model names starting like the words typed (public, cached). */
export function suggestionsQueryOptions(q: string) {
  const prefix = q.trim().toLowerCase();
  return queryOptions({
    queryKey: [...queryKeys.products, 'suggest', prefix],
    queryFn: ({ signal }) => api.get<Suggestion[]>('/products/suggest', { params: { q: prefix }, signal }),
    enabled: prefix.length >= SUGGEST_MIN_CHARS,
    staleTime: 5 * 60_000,
    // A failed type-ahead is not worth a toast or a retry: the search still works with Enter.
    retry: false,
    meta: { silent: true },
  });
}

export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q));
}
