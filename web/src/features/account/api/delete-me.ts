import { useMutation } from '@tanstack/react-query';
import type { DeletedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { logOut, reauthenticate } from '@/lib/auth';
import type { SignInProvider } from '@/lib/auth-state';

export type DeleteProof = { password: string } | { provider: SignInProvider };

/**
 * Deletes the signed-in person's account: they prove who they are again (password, or their
 * provider's popup; the API also wants a sign-in of the last few minutes), then DELETE
 * /api/users/me removes it as an admin's delete would, and the session ends.
 */
export async function deleteMyAccount(proof: DeleteProof): Promise<void> {
  await reauthenticate(proof);
  await api.delete<DeletedResponse>('/users/me', { auth: true });
  await logOut();
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount, meta: { handlesError: true } });
}
