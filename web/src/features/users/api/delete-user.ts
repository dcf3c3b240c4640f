import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/users/:id: the account, its listings and wishlist go; open orders touching it are cancelled. */
export function deleteUser(id: string) {
  return api.delete<DeletedResponse>(`/users/${encodeURIComponent(id)}`, { auth: true });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      ]),
  });
}
