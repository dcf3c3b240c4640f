import { useMutation } from '@tanstack/react-query';
import type { UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/users/admin/:id */
export function makeAdmin(id: string) {
  return api.put<UserWriteResponse>(`/users/admin/${encodeURIComponent(id)}`, undefined, { auth: true });
}

export function useMakeAdmin() {
  return useMutation({
    mutationFn: makeAdmin,
    meta: { invalidates: [queryKeys.users] },
  });
}

/** DELETE /api/users/admin/:id: back to their account type; the API refuses the last admin (409). */
export function removeAdmin(id: string) {
  return api.delete<UserWriteResponse>(`/users/admin/${encodeURIComponent(id)}`, { auth: true });
}

export function useRemoveAdmin() {
  return useMutation({
    mutationFn: removeAdmin,
    meta: { invalidates: [queryKeys.users] },
  });
}
