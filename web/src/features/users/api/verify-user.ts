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

/** DELETE /api/users/verify/:id (also takes the Verified badge off the seller's listings; declines a pending request). */
export function unverifyUser(id: string) {
  return api.delete<UserWriteResponse>(`/users/verify/${encodeURIComponent(id)}`, { auth: true });
}

export function useUnverifyUser() {
  return useMutation({
    mutationFn: unverifyUser,
    meta: { invalidates: [queryKeys.users, queryKeys.verification, queryKeys.products] },
  });
}
