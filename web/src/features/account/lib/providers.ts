import type { SignInProvider } from '@/lib/auth-state';

/** Firebase provider ids and the popup providers ReCell offers. */
const POPUP_PROVIDERS: Record<string, { provider: SignInProvider; label: string }> = {
  'google.com': { provider: 'google', label: 'Google' },
  'github.com': { provider: 'github', label: 'GitHub' },
  'facebook.com': { provider: 'facebook', label: 'Facebook' },
};

/** "Google" for 'google.com'; "email and password" for 'password'. */
export function providerLabel(providerId: string): string {
  return POPUP_PROVIDERS[providerId]?.label ?? (providerId === 'password' ? 'email and password' : providerId);
}

/** The popup provider an account without a password re-authenticates with (the first it has), or null. */
export function popupProviderOf(providers: string[]): { provider: SignInProvider; label: string } | null {
  for (const id of providers) if (POPUP_PROVIDERS[id]) return POPUP_PROVIDERS[id];
  return null;
}
