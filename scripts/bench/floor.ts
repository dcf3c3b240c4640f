import { FieldValue } from 'firebase-admin/firestore';
import { auth, db } from '../lib/firebase-admin';
import type { BenchSubjects, RouteKey, SignedInUser } from './routes';

/**
 * The floor of each route: the firebase-admin calls the route makes, written directly against
 * the same emulators, in the same order, with nothing around them (no HTTP, no Express, no
 * validation, no JSON). A route cannot be faster than its floor; route ÷ floor is what the
 * API adds.
 *
 * Signed-in routes first check the ID token and read the caller's users/{uid} record
 * (requireUser), so their floor does too. Against the Auth emulator firebase-admin's
 * verifyIdToken always asks the emulator whether the account still exists (one HTTP round
 * trip, `checkRevoked || isEmulator` in firebase-admin); in production it checks the
 * signature locally with cached keys.
 */
export function floorCalls(subjects: BenchSubjects): Record<RouteKey, () => Promise<unknown>> {
  const products = db().collection('products');
  const newestFirst = 25; // a page of 24 plus the one that tells whether a next page exists
  const signedIn = async (user: SignedInUser) => {
    await auth().verifyIdToken(user.token);
    await db().collection('users').doc(user.uid).get();
  };
  /** notify(): the recipient's record, then the notification, their summary and the mail in one batch. */
  const notifyFloor = async (uid: string, key: string) => {
    await db().collection('users').doc(uid).get();
    const now = new Date().toISOString();
    const batch = db().batch();
    batch.create(db().collection('notifications').doc(`${uid}_${key}_floor_${Math.random().toString(36).slice(2)}`), { uid, read: false, createdAt: now });
    batch.set(db().collection('inbox').doc(uid), { unreadNotifications: FieldValue.increment(1), version: FieldValue.increment(1), updatedAt: now }, { merge: true });
    batch.create(db().collection('mail').doc(), { to: 'floor@bench.recell.test', message: { subject: 'floor', text: 'floor', html: '<p>floor</p>' } });
    await batch.commit();
  };
  return {
    // GET /api/products: the page and the count() of X-Total-Count, at once (search-plan.ts, no filter).
    products: () => {
      const query = products
        .where('search_tokens', 'array-contains', '*')
        .where('search_battery', '>=', 0)
        .where('search_ram_gb', '>=', 0)
        .where('price', '>=', 0)
        .orderBy('sortKey', 'desc')
        .orderBy('price', 'desc')
        .orderBy('search_battery', 'desc')
        .orderBy('search_ram_gb', 'desc');
      return Promise.all([query.limit(newestFirst).get(), query.count().get()]);
    },
    // SEARCH_QUERY: q=galaxy&condition=good&maxPrice=60000&sort=price_asc, as search-plan.ts builds it.
    search: () => {
      const query = products
        .where('search_tokens', 'array-contains', 'galaxy')
        .where('condition_type', '==', 'good')
        .where('search_battery', '>=', 0)
        .where('search_ram_gb', '>=', 0)
        .where('price_key', '>=', '000000000000')
        .where('price_key', '<=', '000006000000~')
        .orderBy('price_key', 'asc')
        .orderBy('search_battery', 'asc')
        .orderBy('search_ram_gb', 'asc');
      return Promise.all([query.limit(newestFirst).get(), query.count().get()]);
    },
    product: () => products.doc(subjects.sampleId).get(),
    advertised: () =>
      products.where('adversite', '==', true).where('status', '==', 'available').orderBy('sortKey', 'desc').limit(newestFirst).get(),
    wishlist: async () => {
      await signedIn(subjects.buyer);
      return db().collection('wishlist').where('email', '==', subjects.buyer.email).orderBy('sortKey', 'desc').limit(newestFirst).get();
    },
    order: async () => {
      const { booker } = subjects;
      await signedIn(booker);
      // The booking limit's shared counter (functions/src/shared/rate-limit.repo.ts): one increment, one read.
      const counter = db().collection('rateLimits').doc(`booking_user%3A${booker.uid}_${Math.floor(Date.now() / 60_000) * 60_000}`);
      await counter.set({ hits: FieldValue.increment(1) }, { merge: true });
      await counter.get();
      const listingId = subjects.takeListing();
      const listingRef = products.doc(listingId);
      await db().runTransaction(async (transaction) => {
        const listing = (await transaction.get(listingRef)).data()!;
        const orderId = `${listingId}-${listing.bookingSeq as number}`;
        const now = new Date().toISOString();
        transaction.create(db().collection('orders').doc(orderId), {
          _id: orderId,
          item_name: listing.phone_details.phone_name,
          item_img: listing.phone_details.phone_img_card,
          price: listing.price,
          buyer_name: 'Bench buyer',
          email: booker.email,
          buyer_uid: booker.uid,
          seller_email: listing.email,
          seller_uid: listing.seller_uid,
          seller_name: listing.seller_name,
          seller_mobile_number: listing.mobile_number,
          mobile_number: '+8801712345678',
          meet_location: 'Dhanmondi 27',
          message: 'Is it still available?',
          date: now.slice(0, 10),
          bookedId: listingId,
          status: 'booked',
          createdAt: now,
          updatedAt: now,
          sortKey: `${now}_${orderId}`,
        });
        transaction.update(listingRef, { status: 'booked', bookedId: orderId, adversite: false });
      });
      // The wishlist entries that copy the listing's status.
      await db().collection('wishlist').where('productId', '==', listingId).get();
      // The seller's notification (notifications.service: notify): their record, then one batch.
      const listing = (await listingRef.get()).data()!;
      await notifyFloor(listing.seller_uid as string, `booking_requested_${listingId}`);
    },
    // POST /api/conversations/:id/messages as conversations.service writes it.
    message: async () => {
      const { booker, conversationId } = subjects;
      await signedIn(booker);
      const counter = db().collection('rateLimits').doc(`message_user%3A${booker.uid}_${Math.floor(Date.now() / 60_000) * 60_000}`);
      await counter.set({ hits: FieldValue.increment(1) }, { merge: true });
      await counter.get();
      const conversationRef = db().collection('conversations').doc(conversationId);
      const conversation = (await conversationRef.get()).data()!;
      const now = new Date().toISOString();
      const messageRef = conversationRef.collection('messages').doc();
      const text = 'Is the battery original? Could we meet at 6 pm?';
      const batch = db().batch();
      batch.create(messageRef, { _id: messageRef.id, conversationId, sender_uid: booker.uid, sender: 'buyer', text, createdAt: now, sortKey: `${now}_${messageRef.id}` });
      batch.update(conversationRef, {
        last_message: { text, sender: 'buyer', createdAt: now },
        lastMessageAt: now,
        lastMessageKey: `${now}_${messageRef.id}`,
        sortKey: `${now}_${conversationId}`,
        seller_unread: FieldValue.increment(1),
      });
      batch.set(db().collection('inbox').doc(conversation.seller_uid as string), { unreadMessages: FieldValue.increment(1), version: FieldValue.increment(1), updatedAt: now }, { merge: true });
      await batch.commit();
      // The recipient's notification, reused while unread: their record, the existing one, one write.
      await db().collection('users').doc(conversation.seller_uid as string).get();
      const notification = db().collection('notifications').doc(`${conversation.seller_uid as string}_message_${conversationId}`);
      await notification.get();
      await notification.set({ body: text, createdAt: now, sortKey: `${now}_${notification.id}` }, { merge: true });
    },
    // POST /api/products: the IMEI's claim (create), the model's price statistics (read), the
    // listing (create), then its entry in the statistics and the type-ahead's catalog (merged sets).
    listing: async () => {
      await signedIn(subjects.lister);
      const id = products.doc().id;
      const now = new Date().toISOString();
      await db().collection('imei_claims').doc(`bench-floor-${id}`).create({ listing_id: id, createdAt: now });
      const stats = db().collection('price_stats').doc('iphone13_128');
      await stats.get();
      // A collection of its own: a half-formed listing among the products would fail the API's checked reads.
      await db().collection('bench_floor_listings').doc(id).create({ _id: id, price: 52_000, status: 'available', createdAt: now, sortKey: `${now}_${id}` });
      return Promise.all([
        stats.set({ entries: { [`l_${id}`]: { id, price: 52_000, sold_at: null } }, updatedAt: now }, { merge: true }),
        db().collection('search').doc('catalog').set({ models: { m_iphone_13: 'iPhone 13' } }, { merge: true }),
      ]);
    },
  };
}
