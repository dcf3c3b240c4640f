import { isModerated } from '../../functions/src/contract/products';
import { moderationKeyOf } from '../../functions/src/contract/moderation';
import { updateEach, type Migration } from './migration';

/**
 * Moderation: every listing carries `moderation_key` (when it entered pending_review,
 * rejected or hidden, then its id: the review queue's order) and `moderation_note` (why an admin
 * rejected or hid it). Listings saved before were live, sold or booked, never moderated: both null;
 * one already in a moderation status without its key is queued from when it was listed. A listing
 * that has the fields is left alone.
 */
export const moderation: Migration = {
  id: '011-moderation',
  description: 'Listings carry moderation_key and moderation_note (null for listings never moderated).',
  run(db) {
    return updateEach(db, 'products', (listing, doc) => {
      if (listing.moderation_key !== undefined) return null;
      const queued = isModerated(listing.status) ? moderationKeyOf(doc.id, new Date(listing.createdAt as string)) : null;
      return { moderation_key: queued, moderation_note: null };
    });
  },
};
