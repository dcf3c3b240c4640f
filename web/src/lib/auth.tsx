import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UserCredential } from 'firebase/auth';
import type * as AuthSessionModule from '@/lib/auth-session';
import { useProfileSetup, type AuthState, type SignInProvider } from '@/lib/auth-state';

/**
 * Auth state and actions for screens. The Firebase SDK and reactfire (lib/auth-session.tsx)
 * stay out of the first download: no screen needs them to show the page, only to know who is
 * signed in. They load at once when this browser had a session to restore (SESSION_HINT_KEY);
 * otherwise the visitor is signed out, and they load only when something needs them: a screen
 * that signs people in opening (useSessionOnOpen), an action, or another tab signing in. A
 * visitor who only browses never downloads them (about 40 KB gzipped, and their evaluation on a
 * phone's main thread). Until the first auth state is known, the status is 'loading'.
 */

export const AuthStateContext = createContext<AuthState>({ status: 'loading', user: null });

/** Auth state for screens: loading until the first answer, and while a new account's profile is being set up. */
export function useAuth(): AuthState {
  return useContext(AuthStateContext);
}

/** Runs an account's setup (see useProfileSetup) with the session counting as loading until it ends. */
export async function withProfileSetup<T>(setup: () => Promise<T>): Promise<T> {
  useProfileSetup.setState((state) => ({ pending: state.pending + 1 }));
  try {
    return await setup();
  } finally {
    useProfileSetup.setState((state) => ({ pending: state.pending - 1, version: state.version + 1 }));
  }
}

let sessionModule: Promise<typeof AuthSessionModule> | undefined;
/** The Firebase side, imported once: every caller shares the one download (a failed one is tried again). */
const importSession = () =>
  (sessionModule ??= import('@/lib/auth-session').catch((error: unknown) => {
    sessionModule = undefined;
    throw error;
  }));

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

/** Set by the AuthProvider until the session has started: an action that needs Firebase starts it at once. */
let onSessionWanted: (() => void) | undefined;
const loadSession = () => {
  onSessionWanted?.();
  return importSession();
};

/** Set while this browser has a signed-in session, so the next visit restores it without waiting for idle. */
const SESSION_HINT_KEY = 'recell:signed-in';

function hadSession(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false; // Storage blocked: Firebase cannot have kept a session either.
  }
}

function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: Firebase cannot keep the session for the next visit either.
  }
}

/**
 * Provides the auth state; the Firebase part loads in the background (see above) and reports
 * into it. It mounts as soon as it has loaded (no Suspense boundary, whose reveal React holds
 * back for a while).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const [loaded, setLoaded] = useState<typeof AuthSessionModule | null>(null);

  // After the first paint: even the storage read is kept off it.
  useEffect(() => {
    const start = () => {
      onSessionWanted = undefined;
      importSession().then((module) => startTransition(() => setLoaded(module)), () => {
        // Offline: as it was until an action that needs Firebase tries again.
        onSessionWanted = start;
      });
    };
    if (hadSession()) start();
    else {
      // Nobody signed in on this browser (the hint goes with the session): signed out until Firebase says otherwise.
      onSessionWanted = start;
      startTransition(() => setState(SIGNED_OUT));
    }
    // Another tab signed in: this one restores the session too, as Firebase would have told it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY && event.newValue === '1') onSessionWanted?.();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      onSessionWanted = undefined;
    };
  }, []);

  const onChange = useCallback((next: AuthState) => {
    if (next.status !== 'loading') rememberSession(next.status === 'signed-in');
    // A transition: every card's wishlist heart and Book Now button reads the auth state, and
    // React redraws them in slices instead of one long task on a list page.
    startTransition(() => setState(next));
  }, []);

  return (
    <AuthStateContext.Provider value={state}>
      {children}
      {loaded ? <loaded.AuthSession onChange={onChange} /> : null}
    </AuthStateContext.Provider>
  );
}

/**
 * Starts the Firebase side as a screen that signs people in opens (login, register): a provider's
 * popup then opens within the tap that asks for it, which browsers require of a popup.
 */
export function useSessionOnOpen(): void {
  useEffect(() => onSessionWanted?.(), []);
}

export const signInWithEmail = async (email: string, password: string): Promise<UserCredential> =>
  (await loadSession()).signInWithEmail(email, password);

export const signUpWithEmail = async (email: string, password: string): Promise<UserCredential> =>
  (await loadSession()).signUpWithEmail(email, password);

export const signInWithProvider = async (name: SignInProvider): Promise<UserCredential> => (await loadSession()).signInWithProvider(name);

export async function updateUserProfile(profile: { displayName?: string; photoURL?: string }): Promise<void> {
  await (await loadSession()).updateUserProfile(profile);
  useProfileSetup.setState((state) => ({ version: state.version + 1 }));
}

/** Sends the password-reset email; `continueUrl` is where Firebase's own reset page leads afterwards. */
export const sendPasswordReset = async (email: string, continueUrl: string): Promise<void> =>
  (await loadSession()).sendPasswordReset(email, continueUrl);

/** The email a reset link's code belongs to (fails when the code is expired or used). */
export const verifyResetCode = async (code: string): Promise<string> => (await loadSession()).verifyResetCode(code);

export const confirmReset = async (code: string, newPassword: string): Promise<void> => (await loadSession()).confirmReset(code, newPassword);

/** Proves the signed-in person is the account's owner again: their password, or their provider's popup. */
export const reauthenticate = async (proof: { password: string } | { provider: SignInProvider }): Promise<void> =>
  (await loadSession()).reauthenticate(proof);

/** Re-authenticates with the current password, then sets a new one. */
export const changePassword = async (currentPassword: string, newPassword: string): Promise<void> =>
  (await loadSession()).changePassword(currentPassword, newPassword);

/** Texts a code to a Bangladeshi mobile number (E.164), to link it to the account (lib/auth-session.tsx: sendPhoneCode). */
export const sendPhoneCode = async (phoneNumber: string, container: HTMLElement): Promise<void> => (await loadSession()).sendPhoneCode(phoneNumber, container);

/** Confirms the code texted by sendPhoneCode; answers the verified number. */
export const confirmPhoneCode = async (code: string): Promise<string> => (await loadSession()).confirmPhoneCode(code);

/** A fresh ID token after the person's own role changed, so the new claims reach the API and the screens at once. */
export const refreshSession = async (): Promise<void> => (await loadSession()).refreshRoles();

/** Undoes a sign-up whose setup failed, so the person can simply try again with the same email. */
export const deleteCurrentUser = async (): Promise<void> => (await loadSession()).deleteCurrentUser();

export const logOut = async (): Promise<void> => (await loadSession()).logOut();

/** The signed-in user's ID token (refreshed by the SDK when close to expiry), or null when signed out. */
export const idToken = async (): Promise<string | null> => (await loadSession()).idToken();

/** The Firebase Auth error code (e.g. `auth/wrong-password`) of an error, or null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('auth/')) {
    return error.code;
  }
  return null;
}
