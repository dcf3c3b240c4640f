import { useEffect } from 'react';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  FacebookAuthProvider,
  getIdToken,
  GithubAuthProvider,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type AuthProvider as FirebaseAuthProvider,
  type User,
} from 'firebase/auth';
import { AuthProvider as ReactfireAuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { auth, firebaseApp } from '@/lib/firebase';
import { useProfileSetup, type AuthState, type SessionUser, type SignInProvider } from '@/lib/auth';

/** The Firebase side of lib/auth.tsx, loaded after the first paint. reactfire stays in here. */

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName || user.email?.split('@')[0] || 'ReCell user',
    photoURL: user.photoURL,
  };
}

/** Reports reactfire's user (and profile setup) to the AuthProvider as plain state. */
function AuthStateReporter({ onChange }: { onChange: (state: AuthState) => void }) {
  const { status, data: user } = useUser();
  const settingUp = useProfileSetup((state) => state.pending > 0);
  // Firebase updates displayName/photoURL in place on the same User object; `version` marks those changes.
  const version = useProfileSetup((state) => state.version);

  useEffect(() => {
    if (status === 'loading' || settingUp) onChange({ status: 'loading', user: null });
    else onChange(user ? { status: 'signed-in', user: toSessionUser(user) } : { status: 'signed-out', user: null });
  }, [status, user, settingUp, version, onChange]);

  return null;
}

export function AuthSession({ onChange }: { onChange: (state: AuthState) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <ReactfireAuthProvider sdk={auth}>
        <AuthStateReporter onChange={onChange} />
      </ReactfireAuthProvider>
    </FirebaseAppProvider>
  );
}

function providerFor(name: SignInProvider): FirebaseAuthProvider {
  switch (name) {
    case 'google':
      return new GoogleAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
  }
}

function currentUser(): User {
  if (!auth.currentUser) throw Object.assign(new Error('No user is signed in.'), { code: 'auth/no-current-user' });
  return auth.currentUser;
}

export const signInWithEmail = (email: string, password: string) => signInWithEmailAndPassword(auth, email, password);
export const signUpWithEmail = (email: string, password: string) => createUserWithEmailAndPassword(auth, email, password);
export const signInWithProvider = (name: SignInProvider) => signInWithPopup(auth, providerFor(name));
export const updateUserProfile = (profile: { displayName?: string; photoURL?: string }) => updateProfile(currentUser(), profile);
export const deleteCurrentUser = () => deleteUser(currentUser());
export const logOut = () => signOut(auth);

export async function idToken(forceRefresh: boolean): Promise<string | null> {
  return auth.currentUser ? getIdToken(auth.currentUser, forceRefresh) : null;
}
