import type { Language } from '../../contract/languages';
import { bn } from './bn';
import { en, type NoticeWords, type Texts } from './en';

/*
 * The one place for what ReCell writes to people outside the web app (notifications, emails,
 * pushes), in each language it speaks. A use case names what to tell (a NoticeText: a key and its
 * parameters), the outbox carries that, and the handler that sends it writes it in the recipient's
 * language (their account's `language`). API error bodies are not here: they stay English codes
 * and messages, which clients show in their reader's language.
 */

export type { NoticeWords, Texts } from './en';
export { textFormat } from './format';

const TEXTS: Record<Language, Texts> = { en, bn };

type Notices = Texts['notices'];
export type NoticeKey = keyof Notices;

/** What a notice tells, before it is written in a language: its key and what it names. */
export type NoticeText = { [K in NoticeKey]: { key: K; params: Parameters<Notices[K]>[0] } }[NoticeKey];

/** Every text in one language. */
export function textsIn(language: Language): Texts {
  return TEXTS[language];
}

/** A notice written in one language. */
export function noticeIn(language: Language, text: NoticeText): NoticeWords {
  const write = TEXTS[language].notices[text.key] as (params: NoticeText['params']) => NoticeWords;
  return write(text.params);
}
