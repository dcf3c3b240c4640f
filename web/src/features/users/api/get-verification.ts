import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IsVerifiedResponse } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/verify/:email: whether an admin has verified this seller (gates Add Product, spec §4),
 * and when they asked to be, while that request is pending. Asked of the server rather than read
 * from the token's claims, so a verification shows at once.
 */
export function getVerification(email: string, signal?: AbortSignal): Promise<IsVerifiedResponse> {
  return api.get<IsVerifiedResponse>(`/verify/${encodeURIComponent(email)}`, { auth: true, signal });
}

export function verificationQueryOptions(email: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeys.verification, email],
    queryFn: ({ signal }) => getVerification(email!, signal),
    enabled: Boolean(email),
    staleTime: 60_000,
  });
}

/** Pass no email to skip the lookup (an admin may always add products). */
export function useVerification(email: string | undefined) {
  return useQuery(verificationQueryOptions(email));
}
