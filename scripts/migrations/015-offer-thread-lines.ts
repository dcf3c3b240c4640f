import type { Firestore } from 'firebase-admin/firestore';
import { conversationIdFor } from '../../functions/src/contract/conversations';
import { offerLinesOf } from '../../functions/src/contract/offer-lines';
import type { Offer } from '../../functions/src/contract/offers';
import type { Migration } from './migration';

/** The outbox id of the event this migration owes a pair: once per pair, whenever it runs. */
const eventIdOf = (conversationId: string) => `${conversationId}_offer.thread_015`;

/**
 * Offer lines in conversations. Offers made before them told their moves by notification only: for
 * each buyer and listing whose rounds' lines are not all in their conversation, an `offer.thread`
 * event is recorded, pending, which the event sweep queues within minutes; its handler (the
 * conversations module) opens the conversation if need be and writes the lines, as it does for every
 * move since. Pairs whose lines are there, or that have their event already, are left alone.
 */
export const offerThreadLines: Migration = {
  id: '015-offer-thread-lines',
  description: 'Buyer and listing pairs whose offers are not yet told in their conversation get an offer.thread event, which writes the lines.',
  async run(db: Firestore) {
    const offers = (await db.collection('offers').get()).docs.map((doc) => doc.data() as Offer);
    const pairs = new Map<string, Offer[]>();
    for (const offer of offers) {
      // A departed buyer's rounds are anonymised: there is no thread of theirs to tell.
      if (!offer.buyer_uid) continue;
      const id = conversationIdFor(offer.listing_id, offer.buyer_uid);
      pairs.set(id, [...(pairs.get(id) ?? []), offer]);
    }
    const now = new Date().toISOString();
    let recorded = 0;
    for (const [id, rounds] of pairs) {
      const lines = offerLinesOf(id, [...rounds].sort((a, b) => a.round - b.round));
      const stored = await Promise.all(lines.map((line) => db.collection(`conversations/${id}/messages`).doc(line._id).get()));
      if (stored.every((line) => line.exists)) continue;
      const event = db.collection('outbox').doc(eventIdOf(id));
      if ((await event.get()).exists) continue;
      const { listing_id: listingId, buyer_uid: buyerUid } = rounds[0]!;
      await event.set({
        _id: event.id,
        type: 'offer.thread',
        aggregateId: id,
        payload: { listingId, buyerUid },
        state: 'pending',
        attempts: 0,
        createdAt: now,
        dispatchedAt: now,
        updatedAt: now,
        doneAt: null,
        lastError: null,
      });
      recorded += 1;
    }
    return recorded;
  },
};
