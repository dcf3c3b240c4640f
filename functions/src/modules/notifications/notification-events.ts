import { newEvent, type NotifiedOrder, type OrderNoticeKind, type OutboxEvent } from '../events';
import { notify, notifyOrderEvent, type NotifyInput } from './notifications.service';
import { deleteInbox, deleteNotificationsOf } from './notifications.repo';

/*
 * Notifications and their mail leave the request as events: the write that causes them records
 * one of these in its own transaction or batch, and the queue function sends it. The handlers are
 * idempotent because notify is: a notification's id is deterministic and is created (with its
 * unread count and its mail, in one batch) only once.
 */

/** The notice the parties of an order are owed for `event` (once per order and event). */
export function orderNotice(event: OrderNoticeKind, order: NotifiedOrder, now: Date, actorUid?: string): OutboxEvent<'notice.order'> {
  const { _id, bookedId, buyer_uid, seller_uid, buyer_name, seller_name, item_name } = order;
  const notified: NotifiedOrder = { _id, bookedId, buyer_uid, seller_uid, buyer_name, seller_name, item_name };
  return newEvent('notice.order', _id, event, { event, order: notified, actorUid: actorUid ?? null }, now);
}

/** The notice one person is owed (once per person, kind and key). */
export function personNotice(input: NotifyInput, now: Date): OutboxEvent<'notice.person'> {
  const about = input.key ?? input.orderId ?? input.listingId ?? String(now.getTime());
  return newEvent('notice.person', input.uid, `${input.kind}_${about}`, { ...input, key: about }, now);
}

/** Handles `notice.order`, dated when the order changed. */
export function onOrderNotice(event: OutboxEvent<'notice.order'>): Promise<void> {
  const { event: kind, order, actorUid } = event.payload;
  return notifyOrderEvent(kind, order, new Date(event.createdAt), actorUid ?? undefined);
}

/** A `notice.person` queued before notices named their text: its words, written then (in English). */
type WrittenNotice = Omit<NotifyInput, 'text'> & { title: string; body: string };

/**
 * Handles `notice.person`, dated when it happened. An event queued before notices were written in
 * the reader's language carries its words instead of its text, and is sent as it was written.
 */
export function onPersonNotice(event: OutboxEvent<'notice.person'>): Promise<void> {
  const payload = event.payload as NotifyInput | WrittenNotice;
  if ('text' in payload) return notify(payload, new Date(event.createdAt));
  const { title, body, ...rest } = payload;
  return notify({ ...rest, text: { key: 'written', params: { title, body } } }, new Date(event.createdAt));
}

/**
 * Handles the `notifications` part of `account.deleted`: the person's notifications and unread
 * summary go. A notice handled after it finds no record and writes nothing (notify).
 */
export async function onAccountDeletedNotifications(event: OutboxEvent<'account.deleted'>): Promise<void> {
  await deleteNotificationsOf(event.payload.uid);
  await deleteInbox(event.payload.uid);
}
