import { z } from 'zod';
import { pageQuery } from './pagination';
import { documentId } from './schema-helpers';

/**
 * What a notification is about. The meetup flow adds its answers through the same use case
 * (notifications.service: notify), so each kind is written by the code that changes the data.
 */
export const NOTIFICATION_KINDS = [
  /** A buyer booked one of my phones (seller). */
  'booking_requested',
  /** The seller accepted my booking (buyer). */
  'booking_accepted',
  /** The seller declined my booking (buyer). */
  'booking_declined',
  /** The other side called the booking off. */
  'booking_cancelled',
  /** The booking expired unanswered (both). */
  'booking_expired',
  /** The phone changed hands (both): time to review. */
  'handover_completed',
  /** A new message in a conversation (recipient; at most one unread per conversation). */
  'message',
  /** Someone reviewed me. */
  'review_received',
  /** An admin verified me as a seller. */
  'seller_verified',
  /** An admin approved my listing: it is live. */
  'listing_approved',
  /** An admin rejected my listing, with the reason: I may edit and resubmit it. */
  'listing_rejected',
  /** An admin took my listing down after reports, with the reason. */
  'listing_hidden',
  /** A buyer made an offer on one of my phones, or countered mine (seller). */
  'offer_received',
  /** The seller countered my offer (buyer). */
  'offer_countered',
  /** The other side accepted my price: the buyer books at it within 24 hours. */
  'offer_accepted',
  /** The other side declined my price. */
  'offer_declined',
  /** The buyer withdrew their offer (seller). */
  'offer_withdrawn',
  /** An offer expired unanswered (both). */
  'offer_expired',
  /** A phone went live that one of my saved searches finds (once per phone). */
  'saved_search_match',
  /** A phone on my wishlist, or one a saved search of mine found, dropped its price (once per drop). */
  'price_drop',
  /** A buyer opened a dispute about a phone I handed over (seller): I have 48 hours to answer. */
  'dispute_opened',
  /** The seller answered my dispute (buyer). */
  'dispute_answered',
  /** An admin decided the dispute (both). */
  'dispute_decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Which email preference (users' emailPreferences) lets each kind's email go; null: the alert's own
 * setting decides (a saved search's frequency, with an unsubscribe link in each email), and the
 * saved-searches module writes that mail itself.
 */
export const EMAIL_PREFERENCE_OF = {
  booking_requested: 'bookings',
  booking_accepted: 'bookings',
  booking_declined: 'bookings',
  booking_cancelled: 'bookings',
  booking_expired: 'bookings',
  handover_completed: 'bookings',
  message: 'messages',
  review_received: 'reviews',
  seller_verified: 'account',
  listing_approved: 'account',
  listing_rejected: 'account',
  listing_hidden: 'account',
  offer_received: 'bookings',
  offer_countered: 'bookings',
  offer_accepted: 'bookings',
  offer_declined: 'bookings',
  offer_withdrawn: 'bookings',
  offer_expired: 'bookings',
  saved_search_match: null,
  price_drop: null,
  dispute_opened: 'bookings',
  dispute_answered: 'bookings',
  dispute_decided: 'bookings',
} as const satisfies Record<NotificationKind, 'bookings' | 'messages' | 'reviews' | 'account' | null>;

/** notifications/{id}: one per person and event (a conversation's unread one is reused). */
export const notificationSchema = z
  .object({
    _id: z.string(),
    uid: z.string().meta({ description: 'Whose notification it is.' }),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().meta({ description: 'The web path it is about (`/dashboard/messages/...`, `/dashboard/orders`, `/sellers/...`).' }),
    read: z.boolean(),
    createdAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable: createdAt then id (newest first).' }),
    orderId: z.string().optional(),
    conversationId: z.string().optional(),
    listingId: z.string().optional(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** A notification as its owner reads it. */
export const notificationViewSchema = notificationSchema.omit({ uid: true }).meta({ id: 'NotificationView' });
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationsQuery = pageQuery;
export const notificationIdParam = z.object({ id: documentId(400) });

/**
 * inbox/{uid}: a person's summary, written by every use case that changes an unread count, so an idle
 * poll of the counts is one document read.
 */
export const inboxSummarySchema = z
  .object({
    uid: z.string(),
    unreadMessages: z.number().int(),
    unreadNotifications: z.number().int(),
    version: z.number().int().meta({ description: 'Bumped on every change.' }),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'InboxSummary' });
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

/** GET /notifications/unread-count: the bell's `count`, and the inbox's unread messages beside it. */
export const unreadCountResponse = z
  .object({
    count: z.number().int().meta({ description: 'Unread notifications.' }),
    messages: z.number().int().meta({ description: 'Unread messages across my conversations.' }),
    version: z.number().int().meta({ description: 'Changes whenever either count may have changed.' }),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'UnreadCount' });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const readNotificationResponse = z.object({ acknowledged: z.literal(true), read: z.literal(true) });
export type ReadNotificationResponse = z.infer<typeof readNotificationResponse>;
export const readAllNotificationsResponse = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });
export type ReadAllNotificationsResponse = z.infer<typeof readAllNotificationsResponse>;

/** mail/{id}: the "Trigger Email from Firestore" extension's document; production sends it, the local stack does not. */
export const mailSchema = z.object({
  to: z.string(),
  message: z.object({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** Extra header fields (the alerts' `List-Unsubscribe` and `List-Unsubscribe-Post`), passed on by the extension. */
    headers: z.record(z.string(), z.string()).optional(),
  }),
  uid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The notification it tells of; absent for a digest, which tells of several. */
  notificationId: z.string().optional(),
  createdAt: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

/** Where notifications lead in the web app (one place, shared with it). */
export const NOTIFICATION_LINKS = {
  conversation: (conversationId: string) => `/dashboard/messages/${encodeURIComponent(conversationId)}`,
  order: (orderId: string) => `/dashboard/orders/${encodeURIComponent(orderId)}`,
  profile: (uid: string) => `/sellers/${encodeURIComponent(uid)}`,
  /** The seller's own listings, where moderated ones show their status and reason. */
  myProducts: () => '/my-products',
} as const;
