import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@/lib/api-client';
import { authErrorCode } from '@/lib/auth';
import { useErrorText } from '@/lib/use-error-text';

const NUMBER_IN_USE = msg`This number is already verified on another ReCell account. Use another number, or log in to that account.`;
const TOO_WEAK = msg`This password is too weak. Use at least 6 characters, with an uppercase letter followed later by a number.`;
const WRONG_PASSWORD = msg`Your current password is not correct.`;
const POPUP_CLOSED = msg`The sign-in window was closed before you confirmed.`;

/** Firebase Auth errors of the profile page (re-authentication, a new password, a phone number) in plain words. */
const MESSAGES: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': WRONG_PASSWORD,
  'auth/wrong-password': WRONG_PASSWORD,
  'auth/missing-password': msg`Enter your current password.`,
  'auth/weak-password': TOO_WEAK,
  'auth/password-does-not-meet-requirements': TOO_WEAK,
  'auth/too-many-requests': msg`Too many attempts. Wait a few minutes, then try again.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Check your connection and try again.`,
  'auth/popup-blocked': msg`Your browser blocked the sign-in window. Allow pop-ups for this site and try again.`,
  'auth/popup-closed-by-user': POPUP_CLOSED,
  'auth/cancelled-popup-request': POPUP_CLOSED,
  'auth/user-mismatch': msg`That is a different account. Confirm with the account you are signed in with.`,
  'auth/requires-recent-login': msg`For your security, log out and log in again, then retry.`,
  'auth/invalid-verification-code': msg`That code is not right. Check the text message and try again.`,
  'auth/code-expired': msg`That code has expired. Use another number or send a new code.`,
  'auth/missing-verification-id': msg`Send a code to your number first.`,
  'auth/invalid-phone-number': msg`Enter a Bangladeshi mobile number, like 01712 345678.`,
  // Linking a number another account holds: Firebase names it either way, by SDK version.
  'auth/credential-already-in-use': NUMBER_IN_USE,
  'auth/account-exists-with-different-credential': NUMBER_IN_USE,
  'auth/phone-number-already-exists': NUMBER_IN_USE,
  'auth/provider-already-linked': msg`Your account already has a verified number. Reload the page to see it.`,
  'auth/captcha-check-failed': msg`The check that you are not a robot failed. Reload the page and try again.`,
  'auth/quota-exceeded': msg`We cannot send codes right now. Try again later.`,
};

const SOMETHING_WENT_WRONG = msg`Something went wrong. Please try again.`;

/** A Profile card's failure in the page's language: an API error's as every screen words it (lib/use-error-text.ts), Firebase Auth's from the table above. */
export function useAccountErrorMessage(error: unknown): string {
  const { i18n } = useLingui();
  const said = useErrorText(error);
  if (isApiError(error)) return said;
  const code = authErrorCode(error);
  return i18n._((code && MESSAGES[code]) || SOMETHING_WENT_WRONG);
}
