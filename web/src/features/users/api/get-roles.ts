import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The server's answer about a person's roles (GET /api/users/admin|buyer|seller/:email and
 * GET /api/verify/:email). Screens decide nav, menus, guards and seller gating from these,
 * never from a guess in the client.
 */
const lookups = {
  admin: { path: 'users/admin', field: 'isAdmin' },
  buyer: { path: 'users/buyer', field: 'isBuyer' },
  seller: { path: 'users/seller', field: 'isSeller' },
  verified: { path: 'verify', field: 'verified' },
} as const;

export type RoleLookup = keyof typeof lookups;

export async function getRole(lookup: RoleLookup, email: string, signal?: AbortSignal): Promise<boolean> {
  const { path, field } = lookups[lookup];
  const body = await api.get<Record<string, unknown>>(`/${path}/${encodeURIComponent(email)}`, { auth: true, signal });
  return body[field] === true;
}

export function roleQueryOptions(lookup: RoleLookup, email: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeys.roles, lookup, email],
    queryFn: ({ signal }) => getRole(lookup, email!, signal),
    enabled: Boolean(email),
    staleTime: 60_000,
  });
}

export interface Roles {
  /** True until every lookup has answered (never while signed out). */
  isLoading: boolean;
  /** The first failed lookup, if any. */
  error: Error | null;
  retry: () => void;
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
}

/** Admin, buyer and seller flags of one email; all false while loading, failed or signed out. */
export function useRoles(email: string | undefined): Roles {
  const admin = useQuery(roleQueryOptions('admin', email));
  const buyer = useQuery(roleQueryOptions('buyer', email));
  const seller = useQuery(roleQueryOptions('seller', email));
  const all = [admin, buyer, seller];
  return {
    isLoading: Boolean(email) && all.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    error: all.find((query) => query.error)?.error ?? null,
    retry: () => all.forEach((query) => void query.refetch()),
    isAdmin: admin.data === true,
    isBuyer: buyer.data === true,
    isSeller: seller.data === true,
  };
}

/** Whether an admin has verified this seller (gates Add Product). */
export function useVerified(email: string | undefined) {
  return useQuery(roleQueryOptions('verified', email));
}
