import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { languageOfPath, type Language } from '@/lib/i18n/languages';

/**
 * Each language's compiled catalog, a chunk of its own: an English page never downloads the
 * Bangla words, nor a Bangla page the English ones.
 */
const CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/locales/en/messages.po'),
  bn: () => import('@/locales/bn/messages.po'),
};

/**
 * One Lingui instance per language, fixed to it: the server renders pages in both languages at
 * once, so no page may switch a shared instance's language under another. The instance is made at
 * its first use and its catalog loaded into it, so whoever took it early (the English words of
 * labels outside components, lib/i18n/words.ts) reads the catalog too.
 */
const instances = new Map<Language, I18n>();
const loading = new Map<Language, Promise<I18n>>();

/** The language's catalog, loaded once: the root loader (server) and the browser's entry await it before rendering. */
export function loadLanguage(language: Language): Promise<I18n> {
  let pending = loading.get(language);
  if (!pending) {
    pending = CATALOGS[language]().then(({ messages }) => {
      const i18n = i18nOf(language);
      i18n.load(language, messages);
      return i18n;
    });
    loading.set(language, pending);
  }
  return pending;
}

/** The catalog of a request's page (its address says its language), for a loader's words. */
export const loadLanguageOf = (request: Request): Promise<I18n> => loadLanguage(languageOfPath(new URL(request.url).pathname));

/**
 * The language's instance for rendering. Until its catalog has loaded (a component rendered on
 * its own, in a jsdom test), it shows each message's English source.
 */
export function i18nOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}
