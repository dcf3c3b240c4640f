import { DEFAULT_EMAIL_PREFERENCES } from '../../functions/src/contract/users';
import { updateEach, type Migration } from './migration';

/**
 * Users choose which emails they get on their profile page: every record carries
 * `emailPreferences`. Records saved before get the defaults (mail about their own deals, no news);
 * a record that already has them is left alone.
 */
export const emailPreferences: Migration = {
  id: '003-email-preferences',
  description: 'User records carry emailPreferences { bookings, messages, news }, defaulting to bookings and messages on, news off.',
  run(db) {
    return updateEach(db, 'users', (user) => (typeof user.emailPreferences === 'object' && user.emailPreferences !== null ? null : { emailPreferences: DEFAULT_EMAIL_PREFERENCES }));
  },
};
