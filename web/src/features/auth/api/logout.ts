import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logOut } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

/** Signs out and forgets everything that belonged to the person (orders, wishlist, verification, user lists). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      for (const key of [queryKeys.orders, queryKeys.wishlist, queryKeys.verification, queryKeys.users, queryKeys.me]) {
        queryClient.removeQueries({ queryKey: key });
      }
      queryClient.removeQueries({ queryKey: [...queryKeys.products, 'mine'] });
    },
  });
}
