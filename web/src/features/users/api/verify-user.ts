import { useMutation } from '@tanstack/react-query';
import type { UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/users/verify/:id (also marks the seller's listings verified). */
export function verifyUser(id: string) {
  return api.put<UserWriteResponse>(`/users/verify/${encodeURIComponent(id)}`, undefined, { auth: true });
}

export function useVerifyUser() {
  return useMutation({
    mutationFn: verifyUser,
    meta: { invalidates: [queryKeys.users, queryKeys.verification, queryKeys.products] },
  });
}
