import type { DocumentData, FirestoreDataConverter } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { categorySchema } from '../contract/categories';
import { orderSchema, withMeetupDefaults, type Order } from '../contract/orders';
import { offerSchema } from '../contract/offers';
import { imeiClaimSchema, priceStatsSchema } from '../contract/trust-records';
import { conversationSchema, messageSchema } from '../contract/conversations';
import { inboxSummarySchema, notificationSchema } from '../contract/notifications';
import { reviewSchema } from '../contract/reviews';
import { productSchema } from '../contract/products';
import { safetyCardRecordSchema } from '../contract/safety-cards';
import { searchCatalogSchema } from '../contract/search';
import { userRecordSchema } from '../contract/users';
import { wishlistEntrySchema } from '../contract/wishlist';
import { savedSearchSchema } from '../contract/saved-searches';
import { auditEntrySchema, imeiBlockSchema, reportGroupSchema, reportSchema } from '../contract/moderation';
import { meetupSpotSchema } from '../contract/meetup-spots';
import { disputeSchema } from '../contract/disputes';
import { db } from './firestore';

/**
 * Reads a stored document through its contract schema, so a repo answers a checked value
 * instead of casting `data() as Product`: a document that drifted from the model fails loudly
 * (a logged 500) instead of reaching a client half-formed, and unknown fields are dropped.
 * Cost: parsing a flat document of ~25 fields takes microseconds, and every read is bounded
 * (a page is at most 101 documents, a transaction reads one or two), next to the milliseconds
 * of the read itself; the benchmark's route ÷ floor figures include it. Writes are not parsed:
 * their values are built in code from the same types.
 */
function checkedBy<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.infer<S>> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => schema.parse(snapshot.data()),
  };
}

const converters = {
  categories: checkedBy(categorySchema),
  products: checkedBy(productSchema),
  // Orders stored before the meetup lack its fields until migration 007: read with their defaults.
  orders: {
    toFirestore: (value: Order) => value as DocumentData,
    fromFirestore: (snapshot) => orderSchema.parse(withMeetupDefaults(snapshot.data() as Order)),
  } satisfies FirestoreDataConverter<Order>,
  users: checkedBy(userRecordSchema),
  offers: checkedBy(offerSchema),
  wishlist: checkedBy(wishlistEntrySchema),
  searchCatalog: checkedBy(searchCatalogSchema),
  safetyCards: checkedBy(safetyCardRecordSchema),
  imeiClaims: checkedBy(imeiClaimSchema),
  priceStats: checkedBy(priceStatsSchema),
  conversations: checkedBy(conversationSchema),
  messages: checkedBy(messageSchema),
  notifications: checkedBy(notificationSchema),
  inbox: checkedBy(inboxSummarySchema),
  reviews: checkedBy(reviewSchema),
  reports: checkedBy(reportSchema),
  reportGroups: checkedBy(reportGroupSchema),
  imeiBlocks: checkedBy(imeiBlockSchema),
  audit: checkedBy(auditEntrySchema),
  meetupSpots: checkedBy(meetupSpotSchema),
  disputes: checkedBy(disputeSchema),
};

/**
 * The collections of the model, typed and checked on read. Each has one owning module, and only
 * that module's repos (*.repo.ts) import its handle (lint; the owners are listed in
 * docs/architecture.md, checked by src/test/module-map.test.ts).
 */
export const categoriesCollection = () => db().collection('categories').withConverter(converters.categories);
export const productsCollection = () => db().collection('products').withConverter(converters.products);
export const ordersCollection = () => db().collection('orders').withConverter(converters.orders);
export const usersCollection = () => db().collection('users').withConverter(converters.users);
export const wishlistCollection = () => db().collection('wishlist').withConverter(converters.wishlist);
/** orderClosures/{orderId}: written with create() by whatever closes an order, so an order closes exactly once. */
export const orderClosuresCollection = () => db().collection('orderClosures');
/** offers/{listingId_buyerUid_round}: the rounds of haggling over a listing (contract/offers.ts). */
export const offersCollection = () => db().collection('offers').withConverter(converters.offers);
/** offerClosures/{offerId}: written with create() by whatever closes an offer, so an offer closes exactly once. */
export const offerClosuresCollection = () => db().collection('offerClosures');
/** offerHolds/{listingId-offerHoldSeq}: written with create() by an acceptance, so a listing is held for one accepted offer at a time. */
export const offerHoldsCollection = () => db().collection('offerHolds');
/** safetyCards/{sha256(token)}: the meetup's share links; the token itself is never stored. */
export const safetyCardsCollection = () => db().collection('safetyCards').withConverter(converters.safetyCards);
/** conversations/{listingId_buyerUid} and their messages. */
export const conversationsCollection = () => db().collection('conversations').withConverter(converters.conversations);
export const messagesCollection = (conversationId: string) =>
  db().collection('conversations').doc(conversationId).collection('messages').withConverter(converters.messages);
/** notifications/{id}, and each person's summary inbox/{uid}. */
export const notificationsCollection = () => db().collection('notifications').withConverter(converters.notifications);
export const inboxCollection = () => db().collection('inbox').withConverter(converters.inbox);
/** newsletter/{email}: the address is the id, so it is stored once however often it is sent. */
export const newsletterCollection = () => db().collection('newsletter');
/** mail/{id}: the Trigger Email extension's queue (written, never read by the API). */
export const mailCollection = () => db().collection('mail');
/** reviews/{orderId_side}. */
export const reviewsCollection = () => db().collection('reviews').withConverter(converters.reviews);
/**
 * tallies/{kind_id}: one marker per fact folded into an aggregate (a review into a rating, an order
 * into completed_sales), created with create() in the batch that folds it, so a fact counts once.
 */
export const talliesCollection = () => db().collection('tallies');

/** Moderation: reports/{listingId_uid_round}, report_groups/{listingId}, imei_blocks/{id}, audit_log/{id}. */
export const reportsCollection = () => db().collection('reports').withConverter(converters.reports);
export const reportGroupsCollection = () => db().collection('report_groups').withConverter(converters.reportGroups);
export const imeiBlocksCollection = () => db().collection('imei_blocks').withConverter(converters.imeiBlocks);
export const auditCollection = () => db().collection('audit_log').withConverter(converters.audit);

/** meetup_spots/{id}: the safe meeting spots admins curate (modules/meetup-spots). */
export const meetupSpotsCollection = () => db().collection('meetup_spots').withConverter(converters.meetupSpots);
/** disputes/{orderId}: a buyer's dispute after a handover, one per order (modules/disputes). */
export const disputesCollection = () => db().collection('disputes').withConverter(converters.disputes);

/** search/catalog: the model names the type-ahead suggests (modules/listings/search). */
export const searchCatalogDoc = () => db().collection('search').doc('catalog').withConverter(converters.searchCatalog);

/** imei_claims/{hash}: one per IMEI held by a live listing (modules/listings/imei). */
export const imeiClaimsCollection = () => db().collection('imei_claims').withConverter(converters.imeiClaims);
/** outbox/{id}: the effects committed writes owe, until handled (modules/events reads them through its own schema). */
export const outboxCollection = () => db().collection('outbox');
/** price_refresh/{model_storage}: a model whose fair-price verdicts are owed a refresh (modules/listings/fair-price). */
export const priceRefreshCollection = () => db().collection('price_refresh');
/** price_stats/{model_storage}: the prices of a model's comparables (modules/listings/fair-price). */
export const priceStatsCollection = () => db().collection('price_stats').withConverter(converters.priceStats);

/**
 * Whether a document may have this id. ReCell never creates an id that names an Object.prototype
 * member (`constructor`, `toString`, `valueOf`, `hasOwnProperty`, `__proto__`, …: its ids are
 * auto-ids, Auth uids and compositions of them), so such an id names nothing on either engine, and
 * a repo answers "not found" without asking Firestore. Asking would fail on the local emulator
 * (@firestore-emulator/server keeps documents in plain objects and tests `id in documents`, which is
 * true for those names, then throws), turning a client's 404 into a 500.
 */
export function mayNameDocument(id: string): boolean {
  return !(id in Object.prototype);
}

/** saved_searches/{id}: each person's saved searches (modules/saved-searches). */
export const savedSearchesCollection = () => db().collection('saved_searches').withConverter(checkedBy(savedSearchSchema));
/**
 * saved_search_hits/{uid_listingId}: a listing a saved search of the person found, created once
 * (so each person hears of a listing once), read again when its price drops.
 */
export const savedSearchHitsCollection = () => db().collection('saved_search_hits');
/** alert_digest/{uid_kind_key}: alerts waiting for their owner's daily email. */
export const alertDigestCollection = () => db().collection('alert_digest');
/** alert_settings/{uid}: what a person turned off through an unsubscribe link beyond their searches (price drops of their wishlist). */
export const alertSettingsCollection = () => db().collection('alert_settings');
/** push_tokens/{sha256(token)}: one per device that accepted push, with whose device it is (modules/push). */
export const pushTokensCollection = () => db().collection('push_tokens');
/** push_receipts/{key_tokenId}: a push FCM took, so a retried handler skips that device. */
export const pushReceiptsCollection = () => db().collection('push_receipts');
/** push_messages/{id}: on the local stack and in tests, each push the sender would have sent to FCM. */
export const pushMessagesCollection = () => db().collection('push_messages');
