import { FieldValue } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { NOTIFICATION_LINKS } from '../../functions/src/contract/notifications';
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
  /**
   * What a write hands the queue once it has committed: its events in the outbox, written in its
   * batch or transaction, then one enqueue through the Tasks emulator. Where the floor's write is
   * real (a booking, a message), so are its events, the route's own types and payloads: the queue
   * runs the same handlers for both, and on two cores their work falls alike on whichever calls are
   * being timed. A new listing's floor writes a stand-in listing, so its events stay apart, inert.
   */
  const functionsModules = async () => {
    // Loaded on first use: the functions' modules read the environment the stack sets when they load.
    const [events, notifications] = await Promise.all([import('../../functions/src/modules/events'), import('../../functions/src/modules/notifications')]);
    return { ...events, ...notifications };
  };
  const outbox = db().collection('outbox');
  const inertOutbox = db().collection('bench_floor_outbox');
  const inertEvent = (type: string) => {
    const ref = inertOutbox.doc();
    return { ref, data: { _id: ref.id, type, aggregateId: 'bench-floor', payload: {}, attempts: 0, state: 'pending', createdAt: new Date().toISOString() } };
  };
  const enqueue = async (eventIds: string[]) => {
    const { EVENT_QUEUE } = await functionsModules();
    await getFunctions().taskQueue(EVENT_QUEUE).enqueue({ eventIds });
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
    // POST /api/orders as orders.service places it: the booking limit's counter, the verified numbers
    // (the buyer's, then the listing and its seller's), the listing aggregate's transaction with the
    // seller's notice in the outbox, then the enqueue. The notice itself is the queue's.
    order: async () => {
      const { booker } = subjects;
      await signedIn(booker);
      // The booking limit's shared counter (functions/src/shared/rate-limit.repo.ts): one increment, one read.
      const counter = db().collection('rateLimits').doc(`booking_user%3A${booker.uid}_${Math.floor(Date.now() / 60_000) * 60_000}`);
      await counter.set({ hits: FieldValue.increment(1) }, { merge: true });
      await counter.get();
      const listingId = subjects.takeListing();
      const listingRef = products.doc(listingId);
      // A generated seller has no Auth account: the route reads that as no number (verified-phones.repo.ts).
      const sellerPhone = (uid: string) => auth().getUser(uid).catch(() => null);
      await Promise.all([auth().getUser(booker.uid), listingRef.get().then((listing) => sellerPhone(listing.get('seller_uid') as string))]);
      const { newEvent, orderNotice } = await functionsModules();
      const eventIds = await db().runTransaction(async (transaction) => {
        const listing = (await transaction.get(listingRef)).data()!;
        const orderId = `${listingId}-${listing.bookingSeq as number}`;
        const at = new Date();
        const now = at.toISOString();
        const order = {
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
        };
        transaction.create(db().collection('orders').doc(orderId), order);
        transaction.update(listingRef, { status: 'booked', bookedId: orderId, adversite: false });
        // As the listing aggregate writes them: the seller's notice, the statistics (its status changed), the copies.
        const events = [
          orderNotice('booking_requested', order, at, booker.uid),
          newEvent('fair-price.note', listingId, String(at.getTime()), { listingId, keys: [listing.price_stats_key as string] }, at),
          newEvent('listing.copies', listingId, String(at.getTime()), { listingId }, at),
        ];
        for (const event of events) transaction.set(outbox.doc(event._id), event);
        return events.map((event) => event._id);
      });
      await enqueue(eventIds);
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
      const { personNotice } = await functionsModules();
      const sellerUid = conversation.seller_uid as string;
      const notice = personNotice(
        { uid: sellerUid, kind: 'message', text: { key: 'message', params: { sender: 'Bench Booker', listing: 'the bench listing', preview: text } }, link: NOTIFICATION_LINKS.conversation(conversationId), conversationId, listingId: conversation.listingId as string, key: messageRef.id },
        new Date(now),
      );
      const batch = db().batch();
      batch.create(messageRef, { _id: messageRef.id, conversationId, sender_uid: booker.uid, sender: 'buyer', text, createdAt: now, sortKey: `${now}_${messageRef.id}` });
      batch.update(conversationRef, {
        last_message: { text, sender: 'buyer', createdAt: now },
        lastMessageAt: now,
        lastMessageKey: `${now}_${messageRef.id}`,
        sortKey: `${now}_${conversationId}`,
        seller_unread: FieldValue.increment(1),
      });
      batch.set(db().collection('inbox').doc(sellerUid), { unreadMessages: FieldValue.increment(1), version: FieldValue.increment(1), updatedAt: now }, { merge: true });
      batch.set(outbox.doc(notice._id), notice);
      await batch.commit();
      await enqueue([notice._id]);
    },
    // POST /api/products as products.service lists: the seller's verified number, the IMEI's block and
    // claim, the model's price statistics (a first verdict), the listing with its events in one batch
    // (statistics, type-ahead, alerts: the queue's), then the enqueue.
    listing: async () => {
      await signedIn(subjects.lister);
      await auth().getUser(subjects.lister.uid);
      const id = products.doc().id;
      const now = new Date().toISOString();
      await db().collection('imei_blocks').doc(`bench-floor-${id}`).get();
      await db().collection('imei_claims').doc(`bench-floor-${id}`).create({ listing_id: id, createdAt: now });
      await db().collection('price_stats').doc('iphone13_128').get();
      const events = ['fair-price.note', 'catalog.note', 'listing.live'].map(inertEvent);
      const batch = db().batch();
      // A collection of its own: a half-formed listing among the products would fail the API's checked reads.
      batch.create(db().collection('bench_floor_listings').doc(id), { _id: id, price: 52_000, status: 'available', createdAt: now, sortKey: `${now}_${id}` });
      for (const event of events) batch.set(event.ref, event.data);
      await batch.commit();
      await enqueue(events.map((event) => event.ref.id));
    },
  };
}
