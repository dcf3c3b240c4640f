import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import type { UserCredential } from 'firebase/auth';
import { create } from 'zustand';
import type * as AuthSessionModule from '@/lib/auth-session';

/**
 * Auth state and actions for screens. The Firebase SDK and reactfire (lib/auth-session.tsx)
 * download right after the first paint instead of before it: no screen needs them to show
 * the page, only to know who is signed in. Until then, and until the first auth state
 * arrives, the status is 'loading'.
 */

/** The signed-in person as screens see them. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
}

export const AuthStateContext = createContext<AuthState>({ status: 'loading', user: null });

/** Auth state for screens: loading until the first answer, and while a new account's profile is being set up. */
export function useAuth(): AuthState {
  return useContext(AuthStateContext);
}

/**
 * Sign-up and provider sign-in sign the user in before their API record, photo and claims
 * exist. Until that setup finishes the session counts as loading, so no screen asks the API
 * about a half-made account. `version` re-renders consumers after a profile update, which
 * Firebase does not announce.
 */
export const useProfileSetup = create<{ pending: number; version: number }>(() => ({ pending: 0, version: 0 }));

export async function withProfileSetup<T>(setup: () => Promise<T>): Promise<T> {
  useProfileSetup.setState((state) => ({ pending: state.pending + 1 }));
  try {
    return await setup();
  } finally {
    useProfileSetup.setState((state) => ({ pending: state.pending - 1, version: state.version + 1 }));
  }
}

let session: Promise<typeof AuthSessionModule> | undefined;
/** The Firebase side, imported once (every caller shares the one download). */
const loadSession = () => (session ??= import('@/lib/auth-session'));
const AuthSession = lazy(async () => ({ default: (await loadSession()).AuthSession }));

/** Provides the auth state; the Firebase part loads in the background and reports into it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  return (
    <AuthStateContext.Provider value={state}>
      {children}
      <Suspense fallback={null}>
        <AuthSession onChange={setState} />
      </Suspense>
    </AuthStateContext.Provider>
  );
}

export type SignInProvider = 'google' | 'github' | 'facebook';

export const signInWithEmail = async (email: string, password: string): Promise<UserCredential> =>
  (await loadSession()).signInWithEmail(email, password);

export const signUpWithEmail = async (email: string, password: string): Promise<UserCredential> =>
  (await loadSession()).signUpWithEmail(email, password);

export const signInWithProvider = async (name: SignInProvider): Promise<UserCredential> => (await loadSession()).signInWithProvider(name);

export async function updateUserProfile(profile: { displayName?: string; photoURL?: string }): Promise<void> {
  await (await loadSession()).updateUserProfile(profile);
  useProfileSetup.setState((state) => ({ version: state.version + 1 }));
}

/** A fresh ID token, so new custom claims (role, admin, verified) reach the API at once. */
export const refreshSession = async (): Promise<void> => {
  await (await loadSession()).idToken(true);
};

/** Undoes a sign-up whose setup failed, so the person can simply try again with the same email. */
export const deleteCurrentUser = async (): Promise<void> => (await loadSession()).deleteCurrentUser();

export const logOut = async (): Promise<void> => (await loadSession()).logOut();

/** The signed-in user's ID token (refreshed by the SDK when close to expiry), or null when signed out. */
export const idToken = async (): Promise<string | null> => (await loadSession()).idToken(false);

/** The Firebase Auth error code (e.g. `auth/wrong-password`) of an error, or null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('auth/')) {
    return error.code;
  }
  return null;
}
