import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@api/modules/users/users.schema';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Which admin list: everyone, buyers or sellers. */
export type UserListKind = 'all' | 'buyers' | 'sellers';

const listPaths: Record<UserListKind, string> = { all: '/users', buyers: '/users/buyer', sellers: '/users/seller' };

/** GET /api/users, /api/users/buyer, /api/users/seller (admin only). */
export function getUsers(kind: UserListKind, signal?: AbortSignal): Promise<UserRecord[]> {
  return api.get<UserRecord[]>(listPaths[kind], { auth: true, signal });
}

export function usersQueryOptions(kind: UserListKind) {
  return queryOptions({
    queryKey: [...queryKeys.users, kind],
    queryFn: ({ signal }) => getUsers(kind, signal),
  });
}

export function useUsers(kind: UserListKind) {
  return useQuery(usersQueryOptions(kind));
}
