import { useMutation } from '@tanstack/react-query';
import { logOut, refreshSession, signInWithProvider, withProfileSetup } from '@/lib/auth';
import type { SignInProvider } from '@/lib/auth-state';
import { createUserRecord } from '@/features/auth/api/create-user-record';

/**
 * Google, GitHub or Facebook in a popup, then POST /api/users so the API knows the person
 * (provider sign-ups are Buyers; an existing record keeps its role), then a fresh token for the claims.
 */
export function signInThroughProvider(provider: SignInProvider) {
  return withProfileSetup(async () => {
    const { user } = await signInWithProvider(provider);
    try {
      await createUserRecord({
        name: user.displayName || user.email?.split('@')[0] || 'ReCell user',
        image: user.photoURL ?? undefined,
        user_role: 'Buyer',
      });
      await refreshSession();
    } catch (error) {
      await logOut();
      throw error;
    }
  });
}

export function useProviderSignIn() {
  return useMutation({ mutationFn: signInThroughProvider, meta: { handlesError: true } });
}
