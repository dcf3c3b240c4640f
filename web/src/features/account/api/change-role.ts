import { useMutation } from '@tanstack/react-query';
import type { ChangeRoleBody, UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/users/me/role: the person's own account type (buyer or seller). The API sets the new
 * claims; the session then takes a fresh ID token, so the menus follow at once.
 */
export async function changeRole(role: ChangeRoleBody['role']): Promise<UserWriteResponse> {
  const saved = await api.put<UserWriteResponse>('/users/me/role', { role } satisfies ChangeRoleBody, { auth: true });
  await refreshSession();
  return saved;
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole, meta: { invalidates: [queryKeys.me, queryKeys.verification] } });
}
