import { z } from 'zod';

/**
 * The languages ReCell speaks: English and Bangla (বাংলা). An account's `language` picks the
 * language of the emails, notifications and pushes written to it; the web shows pages in the same
 * codes (`/bn/...` for Bangla). English is the default: accounts and links say nothing else.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The account's language, as the API accepts and answers it. */
export const languageSchema = z
  .enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}.` })
  .meta({ description: 'The language of the emails, notifications and pushes sent to this account: `en` (English) or `bn` (Bangla).' });

/** The Intl locale of each language: the one formatting locale per language (prices in ৳, Bangla digits for `bn`). */
export const LOCALE_OF: Record<Language, 'en-BD' | 'bn-BD'> = { en: 'en-BD', bn: 'bn-BD' };

/** A web path as a reader of `language` opens it: Bangla pages live under `/bn`. */
export function localisedPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
