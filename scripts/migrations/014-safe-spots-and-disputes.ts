import { isDeepStrictEqual } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { listingTrustFields, type ListingTrustSource } from '../../functions/src/contract/listing-trust';
import { NO_DISPUTE_OUTCOMES, upheldCountOf, type DisputeOutcomeCounts } from '../../functions/src/contract/disputes';
import { updateEach, type Migration } from './migration';

/** How many completed orders each seller handed over at a safe meeting spot. */
async function safeMeetingsBySeller(db: Firestore): Promise<Map<string, number>> {
  const completed = await db.collection('orders').where('status', '==', 'completed').get();
  const counts = new Map<string, number>();
  for (const order of completed.docs) {
    const seller = order.get('seller_uid') as string;
    if (seller && order.get('meet_spot')) counts.set(seller, (counts.get(seller) ?? 0) + 1);
  }
  return counts;
}

/**
 * Safe meeting spots and the dispute window. Orders get the spots they named (slot_spots: none for
 * each of their slots, meet_spot null, spot_ids empty: no spot existed before). Users get
 * safe_meetings (their completed orders at a spot: none on data from before spots) and no dispute
 * outcomes. Listings copy both from their seller
 * (seller_safe_meetings, seller_disputes_upheld) and have their trust score judged again, since the
 * table gained the safe-meeting and dispute factors and account age gave 5 points to them. The
 * spots themselves are not added: admins curate them for their city (the seed has Dhaka's). Only
 * what differs is written, so a second run, or a run on the seed, changes nothing.
 */
export const safeSpotsAndDisputes: Migration = {
  id: '014-safe-spots-and-disputes',
  description:
    'Orders get slot_spots (null per slot), meet_spot null and spot_ids []; users get safe_meetings 0 and dispute_outcomes 0; listings copy seller_safe_meetings and seller_disputes_upheld and get their trust score again (new factors).',
  async run(db) {
    const orders = await updateEach(db, 'orders', (order) => {
      const update: Record<string, unknown> = {};
      const slots = Array.isArray(order.slots) ? order.slots : [];
      if (!Array.isArray(order.slot_spots)) update.slot_spots = slots.map(() => null);
      if (order.meet_spot === undefined) update.meet_spot = null;
      if (!Array.isArray(order.spot_ids)) update.spot_ids = [];
      return Object.keys(update).length > 0 ? update : null;
    });
    const atSpots = await safeMeetingsBySeller(db);
    const standing = new Map<string, { safe_meetings: number; upheld: number }>();
    const users = await updateEach(db, 'users', (user, doc) => {
      const update: Record<string, unknown> = {};
      const safeMeetings = typeof user.safe_meetings === 'number' ? user.safe_meetings : (atSpots.get(doc.id) ?? 0);
      if (typeof user.safe_meetings !== 'number') update.safe_meetings = safeMeetings;
      const outcomes: DisputeOutcomeCounts = { ...NO_DISPUTE_OUTCOMES, ...(user.dispute_outcomes as Partial<DisputeOutcomeCounts> | undefined) };
      if (!isDeepStrictEqual(user.dispute_outcomes, outcomes)) update.dispute_outcomes = outcomes;
      standing.set(doc.id, { safe_meetings: safeMeetings, upheld: upheldCountOf(outcomes) });
      return Object.keys(update).length > 0 ? update : null;
    });
    const listings = await updateEach(db, 'products', (listing) => {
      const seller = standing.get(listing.seller_uid as string);
      const copies = { seller_safe_meetings: seller?.safe_meetings ?? 0, seller_disputes_upheld: seller?.upheld ?? 0 };
      const wanted = { ...copies, ...listingTrustFields({ ...listing, ...copies } as unknown as ListingTrustSource) };
      const update = Object.fromEntries(Object.entries(wanted).filter(([field, value]) => !isDeepStrictEqual(listing[field], value)));
      return Object.keys(update).length > 0 ? update : null;
    });
    return orders + users + listings;
  },
};
