import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { Category, CategoryPage as CategoryPageBody } from '@contract/categories';
import type { PublicListing } from '@contract/products';
import { api, type Page } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

export interface CategoryPage extends Page<PublicListing> {
  category: Category;
}

/** GET /api/categories/:idOrName: the category with a page of its listings inline; more pages via the Link header. */
export async function getCategoryPage(name: string, cursor: string | null, signal?: AbortSignal): Promise<CategoryPage> {
  const { data, nextCursor } = await api.getWithCursor<CategoryPageBody>(`/categories/${encodeURIComponent(name)}`, {
    params: { cursor: cursor ?? undefined },
    signal,
  });
  const { products, ...category } = data;
  return { category, items: products, nextCursor };
}

export function categoryQueryOptions(name: string) {
  return pagedQueryOptions([...queryKeys.products, 'category', name.toLowerCase()], (cursor, signal) => getCategoryPage(name, cursor, signal));
}

/** The route loader fetched the first page before the screen showed. */
export function useCategory(name: string) {
  return useSuspenseInfiniteQuery(categoryQueryOptions(name));
}
