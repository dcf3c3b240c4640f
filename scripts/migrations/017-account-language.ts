import { DEFAULT_LANGUAGE, LANGUAGES } from '../../functions/src/contract/languages';
import { updateEach, type Migration } from './migration';

/**
 * Emails, notifications and pushes are written in the reader's language: every user record carries
 * `language`. Records saved before never chose one and were written to in English, so they get
 * English; a record with a language it knows is left alone.
 */
export const accountLanguage: Migration = {
  id: '017-account-language',
  description: "User records carry language ('en' or 'bn'), English where none was chosen.",
  run(db) {
    return updateEach(db, 'users', (user) => ((LANGUAGES as readonly unknown[]).includes(user.language) ? null : { language: DEFAULT_LANGUAGE }));
  },
};
