import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@contract/categories';
import { CATEGORIES } from '@contract/constants';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/categories: names for the sidebar. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/categories', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.categories, 'list'],
    queryFn: ({ signal }) => getCategories(signal),
    // Four fixed brands: they rarely change, and the client knows them while the list loads.
    staleTime: 10 * 60_000,
    placeholderData: CATEGORIES.map((category) => ({ ...category, _id: String(category.id) })),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
