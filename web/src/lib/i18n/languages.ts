import type { Language } from '@contract/languages';
import { BANGLA_PREFIX } from '@/config/paths';

/**
 * The languages ReCell is written in, and where each lives in a URL: English unprefixed, Bangla
 * under `/bn` (docs/decisions/021-bangla-and-english.md). Plain data and functions: the server
 * and the browser's entry read them before any catalog loads.
 *
 * The codes are the contract's (an account's `language`); only its type is imported, because
 * contract/languages.ts builds a zod schema, which no visitor's first load may carry.
 */
export type { Language };
export const LANGUAGES = ['en', 'bn'] as const satisfies readonly Language[];

/** The language of unprefixed URLs, and the catalogs' source (the English text is each message's key). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** What each language's numbers, prices and dates follow (lib/format.ts): Bangladesh's conventions. */
export const LOCALE_OF = { en: 'en-BD', bn: 'bn-BD' } as const satisfies Record<Language, string>;

/** Each language's own name, as its readers write it: the switch shows the one the page is not in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** Where the device remembers the reader's choice (a cookie, so the server could read it too). */
export const LANGUAGE_COOKIE = 'recell_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: "/bn/products" -> bn, "/products" -> en. */
export function languageOfPath(pathname: string): Language {
  return pathname === `/${BANGLA_PREFIX}` || pathname.startsWith(`/${BANGLA_PREFIX}/`) ? 'bn' : DEFAULT_LANGUAGE;
}

/** A path without its language prefix: "/bn/products?x=1" -> "/products?x=1", "/bn" -> "/". */
export function pathWithoutLanguage(href: string): string {
  if (languageOfPath(href.replace(/[?#].*$/, '')) !== 'bn') return href;
  const rest = href.slice(BANGLA_PREFIX.length + 1);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * An app path ("/products?x=1", as config/paths.ts writes them) in a language:
 * ("/products", bn) -> "/bn/products", ("/", bn) -> "/bn", ("/bn/products", en) -> "/products".
 * Anchors and addresses outside the app ("#main", "https://…") are returned as they are.
 */
export function pathInLanguage(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const plain = pathWithoutLanguage(href);
  if (language === DEFAULT_LANGUAGE) return plain;
  return plain === '/' || /^\/[?#]/.test(plain) ? `/${BANGLA_PREFIX}${plain.slice(1)}` : `/${BANGLA_PREFIX}${plain}`;
}
