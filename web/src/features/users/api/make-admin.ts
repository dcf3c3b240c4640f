import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/users/admin/:id */
export function makeAdmin(id: string) {
  return api.put<UserWriteResponse>(`/users/admin/${encodeURIComponent(id)}`, undefined, { auth: true });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
