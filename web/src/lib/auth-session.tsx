import { useEffect } from 'react';
import {
  browserPopupRedirectResolver,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  FacebookAuthProvider,
  getIdToken,
  getIdTokenResult,
  GithubAuthProvider,
  GoogleAuthProvider,
  linkWithPhoneNumber,
  PhoneAuthProvider,
  RecaptchaVerifier,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updatePhoneNumber,
  updateProfile,
  verifyPasswordResetCode,
  type AuthProvider as FirebaseAuthProvider,
  type User,
} from 'firebase/auth';
import { AuthProvider as ReactfireAuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { create } from 'zustand';
import { withoutLocalOrigin } from '@contract/image-urls';
import { auth, firebaseApp } from '@/lib/firebase';
import { NO_ROLES, rolesFromClaims, useProfileSetup, type AuthState, type Roles, type SessionUser, type SignInProvider } from '@/lib/auth-state';

/** The Firebase side of lib/auth.tsx, loaded after the first paint. reactfire stays in here. */

/** The roles in the current user's ID token (see readRoles). */
interface TokenRoles {
  uid: string;
  roles: Roles;
  fresh: boolean;
  /** Which read these came from: a read started earlier never overwrites a later one. */
  read: number;
}

/**
 * Kept here rather than read with reactfire's useIdTokenResult: that hook reads a token once and
 * caches the result per uid for as long as a screen subscribes, so the token minted after the API
 * changed this person's claims (sign-up, becoming a seller, an admin's change) would never reach
 * the screens, and it cannot order a read of the token at hand against a refreshed one. reactfire
 * still supplies the user (useUser).
 */
const useTokenRoles = create<{ current: TokenRoles | null }>(() => ({ current: null }));
let reads = 0;

/** Reads the roles from the user's ID token, from a newly minted one when `forceRefresh` (a network call). */
async function readRoles(user: User, forceRefresh: boolean): Promise<void> {
  const read = (reads += 1);
  const { claims } = await getIdTokenResult(user, forceRefresh);
  const previous = useTokenRoles.getState().current;
  const samePerson = previous?.uid === user.uid;
  if (samePerson && previous.read > read) return;
  useTokenRoles.setState({ current: { uid: user.uid, roles: rolesFromClaims(claims), fresh: forceRefresh || (samePerson && previous.fresh), read } });
}

/**
 * When a session starts (a restored one or a sign-in), the roles come from the token at hand
 * at once, then from one refreshed token, so a role an admin changed since the last visit shows
 * on this load. Sign-up and provider sign-in refresh by themselves (refreshRoles), after the
 * API has set the claims.
 */
function useSessionRoles(user: User | null, settingUp: boolean): TokenRoles | null {
  const current = useTokenRoles((state) => state.current);
  useEffect(() => {
    if (!user) {
      useTokenRoles.setState({ current: null });
      return;
    }
    const known = useTokenRoles.getState().current;
    if (settingUp || (known?.uid === user.uid && known.fresh)) return;
    void readRoles(user, false)
      .then(() => readRoles(user, true))
      // No token to be had (offline): keep the roles read so far, or show none, rather than load forever.
      .catch(() =>
        useTokenRoles.setState(({ current }) => ({
          current: current?.uid === user.uid ? { ...current, fresh: true } : { uid: user.uid, roles: NO_ROLES, fresh: true, read: reads },
        })),
      );
  }, [user, settingUp]);
  return current && current.uid === user?.uid ? current : null;
}

function toSessionUser(user: User, { roles, fresh }: TokenRoles): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName || user.email?.split('@')[0] || 'ReCell user',
    // Auth keeps absolute photo URLs; a local upload's is shown relative, so it loads on whatever origin serves the app.
    photoURL: user.photoURL ? withoutLocalOrigin(user.photoURL) : null,
    providers: user.providerData.map((profile) => profile.providerId),
    phoneNumber: user.phoneNumber,
    roles,
    rolesFresh: fresh,
  };
}

/**
 * Reports reactfire's user, their roles and profile setup to the AuthProvider as plain state.
 * Firebase's first look for a stored session is not reported: the provider already shows it as
 * loading (a session to restore) or as signed out (none), and a 'loading' over the latter would
 * make the header flicker.
 */
function AuthStateReporter({ onChange }: { onChange: (state: AuthState) => void }) {
  const { status, data: user } = useUser();
  const settingUp = useProfileSetup((state) => state.pending > 0);
  // Firebase updates displayName/photoURL in place on the same User object; `version` marks those changes.
  const version = useProfileSetup((state) => state.version);
  const roles = useSessionRoles(user, settingUp);

  useEffect(() => {
    if (status === 'loading') return;
    if (settingUp || (user && !roles)) onChange({ status: 'loading', user: null });
    else onChange(user && roles ? { status: 'signed-in', user: toSessionUser(user, roles) } : { status: 'signed-out', user: null });
  }, [status, user, roles, settingUp, version, onChange]);

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
export const signInWithProvider = (name: SignInProvider) => signInWithPopup(auth, providerFor(name), browserPopupRedirectResolver);
export const updateUserProfile = (profile: { displayName?: string; photoURL?: string }) => updateProfile(currentUser(), profile);
export const deleteCurrentUser = () => deleteUser(currentUser());

/**
 * Sends the password-reset email (locally the Auth emulator keeps it: see the README). The link
 * comes back to `continueUrl` after a reset done on Firebase's own page.
 */
export const sendPasswordReset = (email: string, continueUrl: string) => sendPasswordResetEmail(auth, email, { url: continueUrl });
/** The email whose password a reset link's code resets; fails for an expired or used code. */
export const verifyResetCode = (code: string) => verifyPasswordResetCode(auth, code);
export const confirmReset = (code: string, newPassword: string) => confirmPasswordReset(auth, code, newPassword);

/** Proves it is still the account's owner: their password, or a sign-in through their provider's popup. */
export async function reauthenticate(proof: { password: string } | { provider: SignInProvider }): Promise<void> {
  const user = currentUser();
  if ('password' in proof) await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', proof.password));
  else await reauthenticateWithPopup(user, providerFor(proof.provider), browserPopupRedirectResolver);
}

/** Re-authenticates with the current password, then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate({ password: currentPassword });
  await updatePassword(currentUser(), newPassword);
}

export const logOut = () => signOut(auth);

export async function idToken(): Promise<string | null> {
  return auth.currentUser ? getIdToken(auth.currentUser) : null;
}

/** A newly minted ID token and the roles in it, after the API changed this person's claims. */
export async function refreshRoles(): Promise<void> {
  await readRoles(currentUser(), true);
}

/** A code sent to a number, waiting for the person to type it; its reCAPTCHA is cleared once it is used. */
let pendingPhone: { verifier: RecaptchaVerifier; confirm: (code: string) => Promise<unknown> } | null = null;

function clearPendingPhone(): void {
  pendingPhone?.verifier.clear();
  pendingPhone = null;
}

/**
 * Texts a code to `phoneNumber` (E.164) after reCAPTCHA's invisible check, rendered in
 * `container`. A first number is linked to the account (linkWithPhoneNumber); a verified one is
 * replaced (updatePhoneNumber), so the account is never without a number on the way.
 */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement): Promise<void> {
  clearPendingPhone();
  const user = currentUser();
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    if (user.phoneNumber) {
      const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(phoneNumber, verifier);
      pendingPhone = { verifier, confirm: (code) => updatePhoneNumber(user, PhoneAuthProvider.credential(verificationId, code)) };
    } else {
      const confirmation = await linkWithPhoneNumber(user, phoneNumber, verifier);
      pendingPhone = { verifier, confirm: (code) => confirmation.confirm(code) };
    }
  } catch (error) {
    verifier.clear();
    throw error;
  }
}

/**
 * Confirms the code of the last sendPhoneCode; a wrong one may be typed again. Then a fresh ID
 * token (its phone_number claim) and the screens learn the number. Answers the verified number.
 */
export async function confirmPhoneCode(code: string): Promise<string> {
  if (!pendingPhone) throw Object.assign(new Error('No code was sent.'), { code: 'auth/missing-verification-id' });
  await pendingPhone.confirm(code);
  clearPendingPhone();
  const user = currentUser();
  await getIdToken(user, true);
  // Firebase sets phoneNumber in place on the same User object: `version` tells the screens.
  useProfileSetup.setState((state) => ({ version: state.version + 1 }));
  return user.phoneNumber ?? '';
}
