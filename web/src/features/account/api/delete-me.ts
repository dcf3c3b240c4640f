import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedResponse } from '@contract/responses';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { logOut, reauthenticate } from '@/lib/auth';
import type { SignInProvider } from '@/lib/auth-state';
import { notifySuccess } from '@/lib/toasts';

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

/**
 * Once deleted: home, with a toast, and nothing cached of the person's listings, orders or
 * wishlist. These run on the mutation itself, not on the screen: signing out unmounts the
 * dashboard (its guard sends signed-out people to /login) before a screen callback would run.
 */
export function useDeleteMyAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyAccount,
    meta: { handlesError: true },
    onSuccess: async () => {
      await navigate(paths.home.getHref(), { replace: true });
      queryClient.removeQueries();
      notifySuccess('accountDeleted');
    },
  });
}
