import type { I18n } from '@lingui/core';
import { failureOf } from '@/lib/api-client';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { loadErrorMessages } from '@/lib/toasts';

/**
 * A failed call's words in `i18n`'s language, for a handler that keeps them (a field's message, a
 * photo's): as lib/use-error-text.ts words them for a screen, the API's own message on English
 * pages, its code's text (lib/api-error-messages.ts) on others. A module of its own, which only the
 * screens that keep such words load: the home page's first load has no room for it.
 */
export async function errorText(error: unknown, i18n: I18n): Promise<string> {
  const failure = failureOf(error);
  if (i18n.locale === DEFAULT_LANGUAGE) return failure.message;
  // Offline before the table ever came: the API's English beats no words at all.
  return loadErrorMessages().then((messages) => messages.localizedErrorMessage(failure, i18n), () => failure.message);
}
