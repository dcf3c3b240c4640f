import { authErrorCode } from '@/lib/auth';
import { errorMessage, isApiError } from '@/lib/api-client';

/** Firebase Auth error codes (spec §8 and the common extras) in words a person understands. */
const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/wrong-password': 'The email or password is incorrect.',
  'auth/user-not-found': 'There is no account with this email. Check it, or register first.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/weak-password': 'Password must be at least 6 characters.',
  'auth/missing-password': 'Password is required.',
  'auth/user-disabled': 'This account has been disabled. Contact the admin for help.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this web address.',
  'auth/operation-not-allowed': 'This way of signing in is not enabled.',
  'auth/requires-recent-login': 'For your security, log in again and then retry.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid or has already been used.',
  'auth/invalid-verification-code': 'The verification code is not correct.',
  'auth/credential-already-in-use': 'This sign-in account is already linked to another ReCell user.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists. Log in the way you did before (email and password, or another provider).',
  'auth/multi-factor-auth-required': 'This account needs a second sign-in step, which ReCell does not support yet.',
};

const FALLBACK = 'Something went wrong while signing in. Please try again.';

/** The line shown in red under the login and register forms. API errors keep the server's message. */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error)) return errorMessage(error);
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || FALLBACK;
}

/** Closing the provider popup is a choice, not a failure worth a red line. */
export function isPopupDismissed(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
