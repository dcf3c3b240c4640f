import { useMutation } from '@tanstack/react-query';
import type { DeletedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { listingChanged, queryKeys } from '@/lib/query-keys';

/** DELETE /api/users/:id: the account, its listings and wishlist go; open orders touching it are cancelled. */
export function deleteUser(id: string) {
  return api.delete<DeletedResponse>(`/users/${encodeURIComponent(id)}`, { auth: true });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: deleteUser,
    meta: { invalidates: [queryKeys.users, ...listingChanged] },
  });
}
