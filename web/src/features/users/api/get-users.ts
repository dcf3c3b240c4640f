import { useInfiniteQuery } from '@tanstack/react-query';
import type { UserRecord } from '@contract/users';
import { apiPages, pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

/** Which admin list: everyone, buyers or sellers. */
export type UserListKind = 'all' | 'buyers' | 'sellers';

const listPaths: Record<UserListKind, string> = { all: '/users', buyers: '/users/buyer', sellers: '/users/seller' };

/** GET /api/users, /api/users/buyer, /api/users/seller (admin only), a page at a time, newest first. */
export function usersQueryOptions(kind: UserListKind) {
  return pagedQueryOptions([...queryKeys.users, kind], apiPages<UserRecord>(listPaths[kind], { auth: true }));
}

export function useUsers(kind: UserListKind) {
  return useInfiniteQuery(usersQueryOptions(kind));
}
