import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateSpotBody, DeleteSpotResponse, MeetupSpot, SpotWriteResponse, SuggestedSpot, UpdateSpotBody } from '@contract/meetup-spots';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const spotsKey = [...queryKeys.moderation, 'meetup-spots'] as const;

/** GET /api/meetup-spots?area=: live spots, those in or near the listing's area first (anyone may ask). */
export function useSuggestedSpots(area: string | undefined, enabled = true) {
  const search = area ? `?${new URLSearchParams({ area })}` : '';
  return useQuery({
    queryKey: ['meetup-spots', area ?? ''],
    queryFn: ({ signal }) => api.get<SuggestedSpot[]>(`/meetup-spots${search}`, { signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /api/admin/meetup-spots: every spot, retired ones too. */
export function useAdminSpots() {
  return useQuery({ queryKey: spotsKey, queryFn: ({ signal }) => api.get<MeetupSpot[]>('/admin/meetup-spots', { auth: true, signal }) });
}

export function useAddSpot() {
  return useMutation({
    mutationFn: (body: CreateSpotBody) => api.post<SpotWriteResponse>('/admin/meetup-spots', body, { auth: true }),
    meta: { invalidates: [queryKeys.moderation] },
  });
}

export function useEditSpot() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSpotBody & { id: string }) => api.put<SpotWriteResponse>(`/admin/meetup-spots/${encodeURIComponent(id)}`, body, { auth: true }),
    meta: { invalidates: [queryKeys.moderation] },
  });
}

/** DELETE /api/admin/meetup-spots/:id: deleted, or retired when an order named it. */
export function useRemoveSpot() {
  return useMutation({
    mutationFn: (id: string) => api.delete<DeleteSpotResponse>(`/admin/meetup-spots/${encodeURIComponent(id)}`, { auth: true }),
    meta: { invalidates: [queryKeys.moderation] },
  });
}
