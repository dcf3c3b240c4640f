import { updateEach, type Migration } from './migration';

/**
 * Sellers ask an admin to verify them with one button: every user record carries
 * `verificationRequestedAt`, the time of a pending request or null. Records saved before have none
 * pending (the only way to ask was an email), so they get null; a record that has the field is left alone.
 */
export const verificationRequestedAt: Migration = {
  id: '004-verification-requested-at',
  description: 'User records carry verificationRequestedAt (ISO time of a pending verification request), null when none is pending.',
  run(db) {
    return updateEach(db, 'users', (user) => (user.verificationRequestedAt === undefined ? { verificationRequestedAt: null } : null));
  },
};
