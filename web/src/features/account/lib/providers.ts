import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignInProvider } from '@/lib/auth-state';

/** Firebase provider ids and the popup providers ReCell offers (brand names, the same in every language). */
const POPUP_PROVIDERS: Record<string, { provider: SignInProvider; label: string }> = {
  'google.com': { provider: 'google', label: 'Google' },
  'github.com': { provider: 'github', label: 'GitHub' },
  'facebook.com': { provider: 'facebook', label: 'Facebook' },
};

const EMAIL_AND_PASSWORD = msg`email and password`;

/** "Google" for 'google.com'; "email and password" for 'password', in the page's language. */
export function providerLabel(providerId: string, i18n: I18n): string {
  return POPUP_PROVIDERS[providerId]?.label ?? (providerId === 'password' ? i18n._(EMAIL_AND_PASSWORD) : providerId);
}

/** The popup provider an account without a password re-authenticates with (the first it has), or null. */
export function popupProviderOf(providers: string[]): { provider: SignInProvider; label: string } | null {
  for (const id of providers) if (POPUP_PROVIDERS[id]) return POPUP_PROVIDERS[id];
  return null;
}
