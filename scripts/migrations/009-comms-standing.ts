import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_EMAIL_PREFERENCES } from '../../functions/src/contract/users';
import { listingTrustFields, type ListingTrustSource } from '../../functions/src/contract/listing-trust';
import { updateEach, type Migration } from './migration';

/** The standing fields and their values before any review existed. */
const STANDING = ['rating_sum', 'rating_count', 'rating_avg', 'completed_sales'] as const;

/** How many completed orders each seller has: the completed_sales a record saved before reviews existed starts from. */
async function completedSalesBySeller(db: Firestore): Promise<Map<string, number>> {
  const completed = await db.collection('orders').where('status', '==', 'completed').get();
  const sales = new Map<string, number>();
  for (const order of completed.docs) {
    const seller = order.get('seller_uid') as string;
    if (seller) sales.set(seller, (sales.get(seller) ?? 0) + 1);
  }
  return sales;
}

/**
 * Messages, notifications and reviews: user records carry their standing (rating_sum,
 * rating_count, rating_avg: no reviews existed, so 0; completed_sales: their completed orders) and the
 * new email preferences (reviews and account, on like the other deal mails); listings carry the
 * seller's copies (seller_rating_avg, seller_rating_count, seller_completed_sales). Only what is
 * missing is written, so a second run, or a run on the seed, changes nothing.
 */
export const commsStanding: Migration = {
  id: '009-comms-standing',
  description:
    'Users get rating_sum, rating_count, rating_avg (0) and completed_sales (their completed orders) and emailPreferences.reviews/account (on); listings get seller_rating_avg, seller_rating_count and seller_completed_sales from their seller.',
  async run(db) {
    const sales = await completedSalesBySeller(db);
    const standing = new Map<string, Record<string, number>>();
    const users = await updateEach(db, 'users', (user, doc) => {
      const update: Record<string, unknown> = {};
      const fields: Record<string, number> = {
        rating_sum: 0,
        rating_count: 0,
        rating_avg: 0,
        completed_sales: sales.get(doc.id) ?? 0,
      };
      for (const field of STANDING) {
        if (typeof user[field] === 'number') fields[field] = user[field] as number;
        else update[field] = fields[field];
      }
      standing.set(doc.id, fields);
      const preferences = (user.emailPreferences ?? {}) as Record<string, unknown>;
      for (const kind of ['reviews', 'account'] as const) {
        if (typeof preferences[kind] !== 'boolean') update[`emailPreferences.${kind}`] = DEFAULT_EMAIL_PREFERENCES[kind];
      }
      return Object.keys(update).length > 0 ? update : null;
    });
    const listings = await updateEach(db, 'products', (listing) => {
      const seller = standing.get(listing.seller_uid as string);
      const copies: Record<string, number> = {
        seller_rating_avg: seller?.rating_avg ?? 0,
        seller_rating_count: seller?.rating_count ?? 0,
        seller_completed_sales: seller?.completed_sales ?? 0,
      };
      const update: Record<string, unknown> = Object.fromEntries(Object.entries(copies).filter(([field]) => typeof listing[field] !== 'number'));
      if (Object.keys(update).length === 0) return null;
      // Completed sales and the rating are inputs of the trust score (008): it follows them.
      return { ...update, ...listingTrustFields({ ...listing, ...update } as unknown as ListingTrustSource) };
    });
    return users + listings;
  },
};
