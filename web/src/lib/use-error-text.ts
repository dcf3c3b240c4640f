import { useEffect, useState } from 'react';
import { failureOf } from '@/lib/api-client';
import { useLingui } from '@/lib/i18n/context';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { loadErrorMessages } from '@/lib/toasts';

type ErrorMessages = Awaited<ReturnType<typeof loadErrorMessages>>;

/**
 * A failed call's words in the page's language, for a screen that shows them: on English pages the
 * API's own message at once; on others its code's text (lib/api-error-messages.ts, as toasts and
 * lib/error-text.ts word it), nothing for the moment the table takes to load rather than English
 * for that moment. The table stays out of the first load (the home page is at its budget); the
 * provider fetches it once the page is idle, so it is in memory before most errors.
 */
export function useErrorText(error: unknown): string {
  const { i18n } = useLingui();
  const english = i18n.locale === DEFAULT_LANGUAGE;
  // null: the table could not come (offline before it ever did), so the API's English it is.
  const [messages, setMessages] = useState<ErrorMessages | null>();
  useEffect(() => {
    if (!english) void loadErrorMessages().then(setMessages, () => setMessages(null));
  }, [english]);
  const failure = failureOf(error);
  return english || messages === null ? failure.message : messages ? messages.localizedErrorMessage(failure, i18n) : '';
}
