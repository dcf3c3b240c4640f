import { AppError } from '../../shared/app-error';
import { config } from '../../shared/config';
import type { Caller } from '../../shared/auth';
import type { Page } from '../../shared/pagination';
import type { PageRequest } from '../../contract/pagination';
import {
  EMAIL_PREFERENCE_OF,
  NOTIFICATION_LINKS,
  type Mail,
  type Notification,
  type NotificationView,
  type UnreadCountResponse,
} from '../../contract/notifications';
import type { UserRecord } from '../../contract/users';
import { localisedPath } from '../../contract/languages';
import { noticeIn, textsIn, type NoticeText } from '../../shared/texts';
import type { NoticePayload, NotifiedOrder, OrderNoticeKind } from '../events';
import { getUserById } from '../profiles';
import {
  countUnreadNotifications,
  createEmptyInbox,
  getInbox,
  getNotification,
  insertNotification,
  listNotificationsOf,
  markAllNotificationsRead,
  markNotificationRead,
  refreshNotification,
  setInboxCounts,
} from './notifications.repo';

/**
 * What a use case says when something happened to someone. `key` makes it once-only: the same key
 * for the same person is written once however often it is handled. Defaults to the kind and the id it is about.
 */
export type NotifyInput = NoticePayload;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/**
 * The Trigger Email extension's document for a notification, in the recipient's language (its link
 * opens the page in it: `/bn/...` for a Bangla reader), or null when the person turned that kind off.
 */
function mailFor(recipient: UserRecord, notification: Notification): Mail | null {
  const preference = EMAIL_PREFERENCE_OF[notification.kind];
  if (!recipient.email || preference === null || !recipient.emailPreferences[preference]) return null;
  const { mail } = textsIn(recipient.language);
  const url = `${config.publicUrl}${localisedPath(recipient.language, notification.link)}`;
  return {
    to: recipient.email,
    message: {
      subject: mail.subject(notification.title),
      text: `${notification.body}\n\n${url}\n\n${mail.turnOff}`,
      html:
        `<p>${escapeHtml(notification.body)}</p>` +
        `<p><a href="${escapeHtml(url)}">${escapeHtml(mail.open)}</a></p>` +
        `<p style="color:#666;font-size:12px">${escapeHtml(mail.turnOff)}</p>`,
    },
    uid: recipient._id,
    kind: notification.kind,
    notificationId: notification._id,
    createdAt: notification.createdAt,
  };
}

function notificationIdFor(input: NotifyInput, now: Date): string {
  // A conversation keeps one notification per person, reused while it is unread.
  if (input.kind === 'message' && input.conversationId) return `${input.uid}_message_${input.conversationId}`;
  const about = input.key ?? input.orderId ?? input.listingId ?? input.conversationId ?? String(now.getTime());
  return `${input.uid}_${input.kind}_${about}`;
}

/**
 * The one way a use case tells someone something (DESIGN.md §8): an in-app notification, the
 * person's unread count, and the email in the Trigger Email extension's format unless they turned
 * that kind off, written together, in the person's language (their record's, when it is sent). Once per key; a conversation's notification is reused (at most one
 * unread per conversation: a new message while it is unread updates it without counting again), and
 * brought up to a message once, judged by the message's time (the notification's createdAt).
 * A person with no record (a deleted account) is not notified.
 */
export async function notify(input: NotifyInput, now: Date): Promise<void> {
  const recipient = await getUserById(input.uid);
  if (!recipient) return;
  const createdAt = now.toISOString();
  const id = notificationIdFor(input, now);
  const { title, body } = noticeIn(recipient.language, input.text);
  const notification: Notification = {
    _id: id,
    uid: input.uid,
    kind: input.kind,
    title,
    body,
    link: input.link,
    read: false,
    createdAt,
    sortKey: `${createdAt}_${id}`,
    ...(input.orderId ? { orderId: input.orderId } : {}),
    ...(input.conversationId ? { conversationId: input.conversationId } : {}),
    ...(input.listingId ? { listingId: input.listingId } : {}),
  };
  const mail = mailFor(recipient, notification);
  if (await insertNotification(notification, mail, now)) return;
  if (input.kind !== 'message') return;
  const existing = await getNotification(id);
  // It tells of this message already (a second run of its event), or of a later one (the events of
  // one conversation may be handled out of order): nothing is counted or mailed again.
  if (!existing || existing.createdAt >= notification.createdAt) return;
  await refreshNotification(notification, existing.read, mail, now);
}

/** The events of an order that notify its parties, the meetup's answers among them. */
export type OrderEvent = OrderNoticeKind;
export type { NotifiedOrder };

type OrderParty = 'buyer' | 'seller';

/** Who hears of each order event, and what they are told (shared/texts words it in each reader's language). */
const ORDER_NOTICES: Record<OrderEvent, { to: (actor: OrderParty | null) => OrderParty[]; text: (order: NotifiedOrder, to: OrderParty) => NoticeText }> = {
  booking_requested: {
    to: () => ['seller'],
    text: (order) => ({ key: 'booking_requested', params: { buyer: order.buyer_name, phone: order.item_name } }),
  },
  booking_accepted: {
    to: () => ['buyer'],
    text: (order) => ({ key: 'booking_accepted', params: { seller: order.seller_name, phone: order.item_name } }),
  },
  booking_declined: {
    to: () => ['buyer'],
    text: (order) => ({ key: 'booking_declined', params: { seller: order.seller_name, phone: order.item_name } }),
  },
  booking_cancelled: {
    // The other side of whoever called it off; both when neither did (an admin, the system).
    to: (actor) => (actor === 'buyer' ? ['seller'] : actor === 'seller' ? ['buyer'] : ['buyer', 'seller']),
    text: (order, to) =>
      to === 'seller' ? { key: 'booking_cancelled_to_seller', params: { phone: order.item_name } } : { key: 'booking_cancelled_to_buyer', params: { phone: order.item_name } },
  },
  booking_expired: {
    to: () => ['buyer', 'seller'],
    text: (order) => ({ key: 'booking_expired', params: { phone: order.item_name } }),
  },
  handover_completed: {
    to: () => ['buyer', 'seller'],
    text: (order, to) =>
      to === 'seller'
        ? { key: 'handover_completed_to_seller', params: { buyer: order.buyer_name, phone: order.item_name } }
        : { key: 'handover_completed_to_buyer', params: { seller: order.seller_name, phone: order.item_name } },
  },
};

/**
 * Notifies the parties an order event concerns (once per event, order and person). `actorUid` is who
 * caused it, so a cancellation reaches the other side only.
 */
export async function notifyOrderEvent(event: OrderEvent, order: NotifiedOrder, now: Date, actorUid?: string): Promise<void> {
  const notices = ORDER_NOTICES[event];
  const actor: OrderParty | null = actorUid === order.buyer_uid ? 'buyer' : actorUid === order.seller_uid ? 'seller' : null;
  const uidOf = (party: OrderParty) => (party === 'buyer' ? order.buyer_uid : order.seller_uid);
  await Promise.all(
    notices
      .to(actor)
      .filter((party) => uidOf(party))
      .map((party) =>
        notify(
          {
            uid: uidOf(party),
            kind: event,
            text: notices.text(order, party),
            link: NOTIFICATION_LINKS.order(order._id),
            orderId: order._id,
            listingId: order.bookedId,
          },
          now,
        ),
      ),
  );
}

/** GET /notifications: the caller's, newest first. */
export async function listNotifications(caller: Caller, page: PageRequest): Promise<Page<NotificationView>> {
  const found = await listNotificationsOf(caller.uid, page);
  return { ...found, items: found.items.map(({ uid: _uid, ...view }) => view) };
}

/**
 * GET /notifications/unread-count: one read of the caller's summary. The route verifies the ID token
 * only (no read of the user record): a missing summary is the rare case that costs more (the record
 * is read to tell a deleted account, 401, from one that never had a notification, whose empty summary
 * is then created).
 */
export async function unreadCount(uid: string): Promise<UnreadCountResponse> {
  let summary = await getInbox(uid);
  if (!summary) {
    if (!(await getUserById(uid))) throw AppError.unauthenticated('This account no longer exists.');
    summary = await createEmptyInbox(uid);
  }
  return {
    count: Math.max(0, summary.unreadNotifications),
    messages: Math.max(0, summary.unreadMessages),
    version: summary.version,
    updatedAt: summary.updatedAt,
  };
}

/** PUT /notifications/:id/read: its owner only; the count is recounted, so it never drifts. */
export async function readNotification(caller: Caller, id: string, now: Date): Promise<void> {
  const notification = await getNotification(id);
  if (!notification) throw AppError.notFound('This notification does not exist.');
  if (notification.uid !== caller.uid) throw AppError.forbidden('This notification is not yours.');
  if (notification.read) return;
  await markNotificationRead(id);
  await setInboxCounts(caller.uid, { notifications: await countUnreadNotifications(caller.uid) }, now);
}

/** Marks a conversation's notification read for this person (reading the thread reads it). */
export async function readConversationNotification(uid: string, conversationId: string, now: Date): Promise<void> {
  const notification = await getNotification(`${uid}_message_${conversationId}`);
  if (!notification || notification.read) return;
  await markNotificationRead(notification._id);
  await setInboxCounts(uid, { notifications: await countUnreadNotifications(uid) }, now);
}

/** PUT /notifications/read-all. */
export async function readAllNotifications(caller: Caller, now: Date): Promise<number> {
  const modified = await markAllNotificationsRead(caller.uid);
  await setInboxCounts(caller.uid, { notifications: 0 }, now);
  return modified;
}
