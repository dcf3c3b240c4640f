import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UserRecord } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Which admin list: everyone, buyers or sellers. */
export type UserListKind = 'all' | 'buyers' | 'sellers';

const listPaths: Record<UserListKind, string> = { all: '/users', buyers: '/users/buyer', sellers: '/users/seller' };

/** GET /api/users, /api/users/buyer, /api/users/seller (admin only), a page at a time, newest first. */
export function usersQueryOptions(kind: UserListKind) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.users, kind],
    queryFn: ({ pageParam, signal }) =>
      api.getPage<UserRecord>(listPaths[kind], { params: { cursor: pageParam ?? undefined }, auth: true, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useUsers(kind: UserListKind) {
  return useInfiniteQuery(usersQueryOptions(kind));
}
