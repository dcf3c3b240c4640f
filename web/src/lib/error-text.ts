import { useEffect, useState } from 'react';
import type { I18n } from '@lingui/core';
import { failureOf } from '@/lib/api-client';
import { useLingui } from '@/lib/i18n/context';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';

/*
 * The one way a screen words a failed call for people: on English pages the API's own message at
 * once, on other languages its code's text (lib/api-error-messages.ts). That table stays out of the
 * first load (the home page is at its budget) and comes when a page in another language first needs
 * it, as the toasts load it.
 */

type ErrorMessages = typeof import('@/lib/api-error-messages');

/** The table once loaded, so the next screen that needs it words its error at once. */
let loaded: ErrorMessages | undefined;

const loadErrorMessages = (): Promise<ErrorMessages> => import('@/lib/api-error-messages').then((module) => (loaded = module));

/** A failure's words in `i18n`'s language, for a handler that keeps them (a field's message, a photo's). */
export async function errorText(error: unknown, i18n: I18n): Promise<string> {
  const failure = failureOf(error);
  if (i18n.locale === DEFAULT_LANGUAGE) return failure.message;
  // Offline before the table ever came: the API's English beats no words at all.
  return loadErrorMessages().then((messages) => messages.localizedErrorMessage(failure, i18n), () => failure.message);
}

/**
 * A failure's words in the page's language, for a screen that shows it (no error: nothing is loaded). In another language than
 * English it is empty for the moment the table takes to load, rather than English for that moment;
 * English if the table cannot come (offline before it ever did).
 */
export function useErrorText(error: unknown): string {
  const { i18n } = useLingui();
  const english = i18n.locale === DEFAULT_LANGUAGE;
  // undefined: not here yet; null: could not be loaded.
  const [messages, setMessages] = useState<ErrorMessages | null | undefined>(loaded);
  const failed = error != null;
  useEffect(() => {
    if (failed && !english && messages === undefined) void loadErrorMessages().then(setMessages, () => setMessages(null));
  }, [failed, english, messages]);
  const failure = failureOf(error);
  if (english || messages === null) return failure.message;
  return messages ? messages.localizedErrorMessage(failure, i18n) : '';
}
