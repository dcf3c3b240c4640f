import { create } from 'zustand';
import type { RoleClaims } from '@contract/users';

/**
 * The session as screens see it, shared by lib/auth.tsx (loaded with the page) and
 * lib/auth-session.tsx (the Firebase side, loaded after the first paint), so that neither
 * imports the other's values.
 */

/**
 * What a person may do, as the custom claims of their ID token say (set only by the API,
 * DESIGN.md §3). Screens use them for navigation, menus and guards; the API checks users/{uid}
 * on every call, so a stale claim can only hide or show a link, never grant anything.
 */
export interface Roles {
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
}

/** Someone with none of the roles (yet). */
export const NO_ROLES: Roles = { isAdmin: false, isBuyer: false, isSeller: false };

/** The roles in a token's claims: the API's RoleClaims, or none yet (an account whose record is being made). */
export function rolesFromClaims(claims: Record<string, unknown>): Roles {
  const { role, admin } = claims as Partial<RoleClaims>;
  return { isAdmin: admin === true, isBuyer: role === 'buyer', isSeller: role === 'seller' };
}

/** The signed-in person as screens see them. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  /** How this person signs in: 'password', 'google.com', 'github.com', 'facebook.com'. */
  providers: string[];
  /** The mobile number verified on the account (Auth's phone provider, E.164), or null. */
  phoneNumber: string | null;
  roles: Roles;
  /**
   * False while the roles come from the token this browser kept from an earlier visit; true
   * once they come from a token refreshed in this session (an admin's change since then applies).
   */
  rolesFresh: boolean;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
}

/**
 * Sign-up and provider sign-in sign the user in before their API record, photo and claims
 * exist. Until that setup finishes the session counts as loading, so no screen asks the API
 * about a half-made account. `version` re-renders consumers after a profile update, which
 * Firebase does not announce.
 */
export const useProfileSetup = create<{ pending: number; version: number }>(() => ({ pending: 0, version: 0 }));

export type SignInProvider = 'google' | 'github' | 'facebook';
