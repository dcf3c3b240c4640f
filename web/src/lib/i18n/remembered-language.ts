import { isLanguage, LANGUAGE_COOKIE, type Language } from '@/lib/i18n/languages';

/** A year: the choice outlives the session, as a setting does. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the reader last chose on this device, if any. */
export function rememberedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}

/** Remembers the reader's choice on this device (the header's switch). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
