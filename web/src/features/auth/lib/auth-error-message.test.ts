import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18nOf, loadLanguage } from '@/lib/i18n/catalogs';
import { authErrorMessage as messageIn, firebaseAuthMessage, isPopupDismissed, WRONG_CREDENTIALS } from '@/features/auth/lib/auth-error-message';

const english = i18nOf('en');
const authErrorMessage = (error: unknown) => firebaseAuthMessage(error, english);

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'The email or password is incorrect.'],
    ['auth/wrong-password', 'The email or password is incorrect.'],
    ['auth/email-already-in-use', 'We could not register this email. If you already have an account, log in instead.'],
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again.'],
    ['auth/weak-password', 'Password must be at least 6 characters.'],
  ])('%s -> %s', (code, message) => {
    expect(authErrorMessage(authError(code))).toBe(message);
  });

  it('answers a wrong email and a wrong password alike, so nobody learns which emails are registered', () => {
    const answers = ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/user-disabled'].map((code) =>
      authErrorMessage(authError(code)),
    );
    expect(new Set(answers)).toEqual(new Set([english._(WRONG_CREDENTIALS)]));
    expect(english._(WRONG_CREDENTIALS)).not.toMatch(/no account|not registered|exists|disabled/i);
  });

  it('has words for every code of spec §8', () => {
    const codes = [
      'email-already-in-use', 'wrong-password', 'user-not-found', 'user-disabled', 'too-many-requests', 'network-request-failed',
      'popup-blocked', 'popup-closed-by-user', 'unauthorized-domain', 'requires-recent-login', 'expired-action-code',
      'invalid-action-code', 'invalid-verification-code', 'credential-already-in-use', 'account-exists-with-different-credential',
      'multi-factor-auth-required',
    ];
    for (const code of codes) expect(authErrorMessage(authError(`auth/${code}`))).not.toMatch(/Something went wrong|Firebase/);
  });

  it('keeps the API message of a failed registration step', async () => {
    expect(await messageIn(new ApiError(413, 'payload_too_large', 'The image is larger than 5 MB.'), english)).toBe('The image is larger than 5 MB.');
    expect(await messageIn(authError('auth/invalid-credential'), english)).toBe('The email or password is incorrect.');
  });

  it("words a failure in the page's language: Firebase's codes, and an API error by its code", async () => {
    const bangla = await loadLanguage('bn');
    expect(firebaseAuthMessage(authError('auth/invalid-credential'), bangla)).toBe('ইমেইল বা পাসওয়ার্ড সঠিক নয়।');
    expect(await messageIn(new ApiError(413, 'payload_too_large', 'The image is larger than 5 MB.'), bangla)).toBe('ফাইলটি অনেক বড়।');
  });

  it('treats a closed popup as a choice', () => {
    expect(isPopupDismissed(authError('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupDismissed(authError('auth/popup-blocked'))).toBe(false);
  });
});
