import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/me: the signed-in person's own record, email preferences included. */
export function getMe(signal?: AbortSignal): Promise<UserRecord> {
  return api.get<UserRecord>('/users/me', { auth: true, signal });
}

/** Keyed by uid, so another account signing in on this browser never sees the last one's record. */
export function meQueryOptions(uid: string | undefined) {
  return queryOptions({ queryKey: [...queryKeys.me, uid], queryFn: ({ signal }) => getMe(signal), enabled: Boolean(uid) });
}

export function useMe(uid: string | undefined) {
  return useQuery(meQueryOptions(uid));
}
