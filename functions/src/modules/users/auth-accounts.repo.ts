import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../../shared/firestore';
import type { RoleClaims } from '../../contract/users';

function isUserNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}

/** Verifies an ID token; checkRevoked also asks Auth whether the account exists and the token still holds. */
export function verifyIdToken(rawToken: string, checkRevoked: boolean): Promise<DecodedIdToken> {
  return auth().verifyIdToken(rawToken, checkRevoked);
}

/**
 * Sets the account's custom claims. A record without an Auth account (an imported user who
 * never signed in) has no claims to set; the record alone still decides privileges.
 */
export async function setRoleClaims(uid: string, claims: RoleClaims): Promise<void> {
  try {
    await auth().setCustomUserClaims(uid, { ...claims });
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Sets the Auth profile's display name and photo (an absolute URL); an account already gone is not an error. */
export async function updateAuthProfile(uid: string, profile: { displayName?: string; photoURL?: string }): Promise<void> {
  if (Object.keys(profile).length === 0) return;
  try {
    await auth().updateUser(uid, profile);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Ends the account's sessions and deletes it; an account already gone is not an error. */
export async function deleteAuthAccount(uid: string): Promise<void> {
  try {
    await auth().revokeRefreshTokens(uid);
    await auth().deleteUser(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}
