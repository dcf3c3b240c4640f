import { useMutation } from '@tanstack/react-query';
import type { UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/users/me/verification-request: a seller asks an admin to verify them (a repeat keeps the first time). */
export function requestVerification(): Promise<UserWriteResponse> {
  return api.post<UserWriteResponse>('/users/me/verification-request', undefined, { auth: true });
}

export function useRequestVerification() {
  return useMutation({ mutationFn: requestVerification, meta: { invalidates: [queryKeys.me, queryKeys.verification] } });
}
