import type { NotificationKind } from '../../contract/notifications';
import type { AuditEntry } from '../../contract/moderation';
import type { Order } from '../../contract/orders';
import type { SellerCopyField } from '../../contract/products';
import type { NoticeText } from '../../shared/texts';

/** The seller fields a listing copies from its seller's record. */
export type { SellerCopyField } from '../../contract/products';

/*
 * The events of the outbox and what each carries. A payload names what changed, never a copy of
 * it to write: handlers read the source as it is when they run, so an event handled late, twice or
 * after a newer one still leaves the copies as the source is.
 */

/**
 * A notification (and its mail) owed to one person: the input of notifications.service's notify.
 * `text` says what to tell, not its words: the handler writes it in the recipient's language.
 */
export interface NoticePayload {
  uid: string;
  kind: NotificationKind;
  text: NoticeText;
  link: string;
  orderId?: string;
  conversationId?: string;
  listingId?: string;
  /**
   * Makes the notification once-only (the same key for the same person is written once). A message's
   * names the message: its conversation's one notification is brought up to it once (notify).
   */
  key?: string;
}

/** The events of an order that notify its parties. */
export type OrderNoticeKind = 'booking_requested' | 'booking_accepted' | 'booking_declined' | 'booking_cancelled' | 'booking_expired' | 'handover_completed';

/** What an order event's notifications read of the order (an order as any of its readers sees it will do). */
export type NotifiedOrder = Pick<Order, '_id' | 'bookedId' | 'buyer_uid' | 'seller_uid' | 'buyer_name' | 'seller_name' | 'item_name'>;

/**
 * What a deleted account leaves, one event each, handled by the module that owns it: the Auth
 * account (users); their listings, the orders on them and the orders they placed (orders); the
 * offers they made or received (offers); their wishlist; their side of their conversations; their
 * notifications and unread summary; their saved searches with what they matched (saved-searches);
 * their devices' push tokens (push).
 */
export const ACCOUNT_PARTS = ['auth', 'listings', 'offers', 'wishlist', 'conversations', 'notifications', 'saved-searches', 'push'] as const;
export type AccountPart = (typeof ACCOUNT_PARTS)[number];

/** The Auth profile fields that show a person's record (the header's name and photo). */
export type AuthProfileField = 'displayName' | 'photoURL';

export interface EventPayloads {
  /** Tells one person something: an in-app notification, their unread count, and the mail they want. */
  'notice.person': NoticePayload;
  /** Tells the parties of an order what happened to it (`actorUid`: who did it, so the other side hears). */
  'notice.order': { event: OrderNoticeKind; order: NotifiedOrder; actorUid: string | null };
  /** A listing changed what its wishlist entries and open orders copy: they follow it (or go with it). */
  'listing.copies': { listingId: string };
  /** A listing's price, status or model changed: its models' statistics take it in (`keys`: before and after). */
  'fair-price.note': { listingId: string; keys: string[] };
  /** A model's median moved: every verdict of the model is judged again, once for all the moves meanwhile. */
  'fair-price.refresh': { key: string };
  /** A listing names a model the type-ahead may not know yet. */
  'catalog.note': { listingId: string };
  /** A seller's record changed what their listings copy of them (name, photo, verified, rating, sales). */
  'seller.copies': { sellerUid: string; fields: SellerCopyField[] };
  /** An order completed (its handover): its seller's completed sales (and safe meetings, at a safe spot) count it once, and their listings' copies follow. */
  'sale.count': { orderId: string; sellerUid: string; atSafeSpot: boolean };
  /** Reviews about a person were published (both sides of an order in): their rating counts them, and its copies follow. */
  'rating.sync': { uid: string };
  /** A person's name or photo changed: the copies in their conversations, on either side, follow. */
  'conversation.copies': { uid: string };
  /** An account's record was deleted: one part of what it leaves is removed or anonymised. */
  'account.deleted': { uid: string; part: AccountPart };
  /**
   * A person's name or photo changed: their Auth profile shows the record again (`origin`: the
   * app's address when it changed, against which a relative photo URL is made absolute).
   */
  'auth.profile': { uid: string; fields: AuthProfileField[]; origin: string };
  /** An admin acted: the audit log's entry, exactly as it was when the action committed. */
  'audit.entry': { entry: Omit<AuditEntry, '_id' | 'sortKey'> };
  /** A listing went live (listed by an established seller, approved, back on sale): saved searches that find it alert their owners. */
  'listing.live': { listingId: string };
  /** A listing's price dropped (`droppedAt`: the drop's time, which names it): those watching it hear once per drop. */
  'listing.price-drop': { listingId: string; droppedAt: string };
  /** A buyer's offer on a listing moved (made, countered, answered, withdrawn, expired): the pair's conversation shows it. */
  'offer.thread': { listingId: string; buyerUid: string };
}

export type EventType = keyof EventPayloads;

export const EVENT_TYPES = [
  'notice.person',
  'notice.order',
  'listing.copies',
  'fair-price.note',
  'fair-price.refresh',
  'catalog.note',
  'seller.copies',
  'sale.count',
  'rating.sync',
  'conversation.copies',
  'account.deleted',
  'auth.profile',
  'audit.entry',
  'listing.live',
  'listing.price-drop',
  'offer.thread',
] as const satisfies readonly EventType[];
