import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SavedSearchFrequency } from '@contract/constants';
import type { DeletedResponse } from '@contract/responses';
import type { CreateSavedSearchResponse, SavedSearchView, UpdateSavedSearchResponse } from '@contract/saved-searches';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/saved-searches: the caller's, oldest first, each with how many phones it finds now. */
export function savedSearchesQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: [...queryKeys.savedSearches],
    queryFn: ({ signal }) => api.get<SavedSearchView[]>('/saved-searches', { auth: true, signal }),
    enabled,
  });
}

export function useSavedSearches(enabled = true) {
  return useQuery(savedSearchesQueryOptions(enabled));
}

export interface NewSavedSearch {
  name: string;
  /** GET /api/products' parameters, as the list's address carries them. */
  query: Record<string, string>;
  frequency: SavedSearchFrequency;
}

/** POST /api/saved-searches */
export function useCreateSavedSearch() {
  return useMutation({
    mutationFn: (body: NewSavedSearch) => api.post<CreateSavedSearchResponse>('/saved-searches', body, { auth: true }),
    meta: { invalidates: [queryKeys.savedSearches] },
  });
}

/** PATCH /api/saved-searches/:id: a new name or how often it alerts. */
export function useUpdateSavedSearch() {
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; frequency?: SavedSearchFrequency }) =>
      api.patch<UpdateSavedSearchResponse>(`/saved-searches/${encodeURIComponent(id)}`, change, { auth: true }),
    meta: { invalidates: [queryKeys.savedSearches] },
  });
}

/** DELETE /api/saved-searches/:id */
export function useDeleteSavedSearch() {
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletedResponse>(`/saved-searches/${encodeURIComponent(id)}`, { auth: true }),
    meta: { invalidates: [queryKeys.savedSearches] },
  });
}
