import { updateEach, type Migration } from './migration';

/**
 * Moderation (issue 12): every listing carries `moderation_key` (when it entered pending_review,
 * rejected or hidden, then its id: the review queue's order) and `moderation_note` (why an admin
 * rejected or hid it). Listings saved before were all live, sold or booked, never moderated: both
 * null. A listing that has the fields is left alone.
 */
export const moderation: Migration = {
  id: '011-moderation',
  description: 'Listings carry moderation_key and moderation_note (null for listings never moderated).',
  run(db) {
    return updateEach(db, 'products', (listing) => (listing.moderation_key === undefined ? { moderation_key: null, moderation_note: null } : null));
  },
};
