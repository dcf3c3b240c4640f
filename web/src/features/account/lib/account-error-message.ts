import { errorMessage, isApiError } from '@/lib/api-client';
import { authErrorCode } from '@/lib/auth';

const NUMBER_IN_USE = 'This number is already verified on another ReCell account. Use another number, or log in to that account.';

/** Firebase Auth errors of the profile page (re-authentication, a new password, a phone number) in plain words. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Your current password is not correct.',
  'auth/wrong-password': 'Your current password is not correct.',
  'auth/missing-password': 'Enter your current password.',
  'auth/weak-password': 'This password is too weak. Use at least 6 characters, with an uppercase letter followed later by a number.',
  'auth/password-does-not-meet-requirements': 'This password is too weak. Use at least 6 characters, with an uppercase letter followed later by a number.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you confirmed.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you confirmed.',
  'auth/user-mismatch': 'That is a different account. Confirm with the account you are signed in with.',
  'auth/requires-recent-login': 'For your security, log out and log in again, then retry.',
  'auth/invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'auth/code-expired': 'That code has expired. Use another number or send a new code.',
  'auth/missing-verification-id': 'Send a code to your number first.',
  'auth/invalid-phone-number': 'Enter a Bangladeshi mobile number, like 01712 345678.',
  // Linking a number another account holds: Firebase names it either way, by SDK version.
  'auth/credential-already-in-use': NUMBER_IN_USE,
  'auth/account-exists-with-different-credential': NUMBER_IN_USE,
  'auth/phone-number-already-exists': NUMBER_IN_USE,
  'auth/provider-already-linked': 'Your account already has a verified number. Reload the page to see it.',
  'auth/captcha-check-failed': 'The check that you are not a robot failed. Reload the page and try again.',
  'auth/quota-exceeded': 'We cannot send codes right now. Try again later.',
};

export function accountErrorMessage(error: unknown): string {
  if (isApiError(error)) return errorMessage(error);
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || 'Something went wrong. Please try again.';
}
