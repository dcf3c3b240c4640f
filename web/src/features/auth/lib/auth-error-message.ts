import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authErrorCode } from '@/lib/auth';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/**
 * One message for every failed sign-in with an email and password, whichever part was wrong and
 * whether or not the account exists or is disabled, as Firebase's email-enumeration protection
 * answers (auth/invalid-credential): no message tells anyone which emails are registered.
 */
export const WRONG_CREDENTIALS = msg`The email or password is incorrect.`;

/** Firebase Auth error codes (spec §8 and the common extras) in words a person understands. */
const MESSAGES: Record<string, MessageDescriptor> = {
  // Sign-up cannot hide that an email is taken (creating the account fails); the words confirm nothing more.
  'auth/email-already-in-use': msg`We could not register this email. If you already have an account, log in instead.`,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/user-disabled': WRONG_CREDENTIALS,
  'auth/invalid-email': msg`Enter a valid email address.`,
  'auth/weak-password': msg`Password must be at least 6 characters.`,
  'auth/missing-password': msg`Password is required.`,
  'auth/too-many-requests': msg`Too many attempts. Wait a few minutes, then try again.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Check your connection and try again.`,
  'auth/popup-blocked': msg`Your browser blocked the sign-in window. Allow pop-ups for this site and try again.`,
  'auth/popup-closed-by-user': msg`The sign-in window was closed before you finished.`,
  'auth/cancelled-popup-request': msg`The sign-in window was closed before you finished.`,
  'auth/unauthorized-domain': msg`Sign-in is not enabled for this web address.`,
  'auth/operation-not-allowed': msg`This way of signing in is not enabled.`,
  'auth/requires-recent-login': msg`For your security, log in again and then retry.`,
  'auth/expired-action-code': msg`This link has expired. Ask for a new one.`,
  'auth/invalid-action-code': msg`This link is not valid or has already been used.`,
  'auth/invalid-verification-code': msg`The verification code is not correct.`,
  'auth/credential-already-in-use': msg`This sign-in account is already linked to another ReCell user.`,
  'auth/account-exists-with-different-credential':
    msg`An account with this email already exists. Log in the way you did before (email and password, or another provider).`,
  'auth/multi-factor-auth-required': msg`This account needs a second sign-in step, which ReCell does not support yet.`,
};

const FALLBACK = msg`Something went wrong while signing in. Please try again.`;

/** A failed sign-in, reset or sign-up with Firebase Auth, in `i18n`'s language. */
export function firebaseAuthMessage(error: unknown, i18n: I18n): string {
  const code = authErrorCode(error);
  return i18n._((code && MESSAGES[code]) || FALLBACK);
}

/**
 * The line shown in red under the login and register forms, in `i18n`'s language. An API error
 * (a failed registration step) is worded as on every screen (lib/error-text.ts): the server's
 * message on English pages, its code's text on others.
 */
export async function authErrorMessage(error: unknown, i18n: I18n): Promise<string> {
  if (!isApiError(error)) return firebaseAuthMessage(error, i18n);
  return errorText(error, i18n);
}

/** Closing the provider popup is a choice, not a failure worth a red line. */
export function isPopupDismissed(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
