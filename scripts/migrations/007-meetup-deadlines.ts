import { answerByOf } from '../../functions/src/contract/order-deadlines';
import { orderMeetupDefaults } from '../../functions/src/contract/orders';
import type { Firestore } from 'firebase-admin/firestore';
import { updateEach, type Migration } from './migration';

/**
 * The meetup: orders gain slots, a meeting time, deadlines, a checklist, reasons and the
 * handover's fields. An order saved before it (no `slots` field) gets them with their defaults; a
 * closed one records its last update as when it closed; an open `booked` one (the seller never had
 * to answer) gets 24 hours from the migration to answer (answer_by), and the listing it holds the
 * same deadline (held_until), so no saved booking expires the moment the code ships. Orders
 * already in the new shape are left alone, so a second run changes nothing.
 */
export const meetupDeadlines: Migration = {
  id: '007-meetup-deadlines',
  description: 'Orders get the meetup fields (slots, meet_at, answer_by, hold_until, checklist, reasons, handover); open bookings get 24 hours to be answered.',
  run: (db) => addMeetupFields(db, new Date()),
};

/** The migration at a given time (tests pass theirs). Answers how many orders and listings it changed. */
export async function addMeetupFields(db: Firestore, now: Date): Promise<number> {
  const answerBy = answerByOf(now);
  const holds: string[] = [];
  const changed = await updateEach(db, 'orders', (order) => {
    if (Array.isArray(order.slots)) return null;
    const fields: Record<string, unknown> = { ...orderMeetupDefaults() };
    if (order.status === 'booked') {
      fields.answer_by = answerBy;
      holds.push(String(order._id));
    } else {
      fields.closed_at = order.updatedAt ?? null;
    }
    return fields;
  });
  let listings = 0;
  for (const orderId of holds) {
    const order = (await db.collection('orders').doc(orderId).get()).data();
    const ref = db.collection('products').doc(String(order?.bookedId));
    const listing = (await ref.get()).data();
    if (!listing || listing.bookedId !== orderId || listing.status !== 'booked') continue;
    await ref.update({ held_until: answerBy });
    listings += 1;
  }
  return changed + listings;
}
