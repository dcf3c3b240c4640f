import type { I18n } from '@lingui/core';
import { formatterFor, type Format } from '@/lib/format';
import { i18nOf } from '@/lib/i18n/catalogs';

/**
 * The words and formats a label outside a component is written in: the page's (`useWords()`,
 * lib/i18n/hooks.ts); English where no page's are given.
 */
export interface Words {
  i18n: I18n;
  format: Format;
}

export const ENGLISH_WORDS: Words = { i18n: i18nOf('en'), format: formatterFor('en-BD') };
