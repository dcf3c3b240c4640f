import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { inboxCollection, mailCollection, mayNameDocument, notificationsCollection } from '../../shared/collections';
import { ALREADY_EXISTS, createdOnce, db, hasGrpcCode } from '../../shared/firestore';
import { MAX_BATCH_WRITES } from '../../shared/write-batches';
import { newestFirstPage, type Page } from '../../shared/pagination';
import type { PageRequest } from '../../contract/pagination';
import type { InboxSummary, Mail, Notification } from '../../contract/notifications';

const notifications = notificationsCollection;
const inbox = inboxCollection;

/** What a change does to a person's unread counts (deltas). */
export interface InboxDelta {
  messages?: number;
  notifications?: number;
}

/**
 * Adds the change of a person's summary to a batch: counts move by `FieldValue.increment` (atomic
 * however many instances write at once) and the version is bumped, with a merge, so the first change
 * creates the document.
 */
export function bumpInbox(batch: WriteBatch, uid: string, delta: InboxDelta, now: Date): void {
  batch.set(
    inbox().doc(uid),
    {
      uid,
      unreadMessages: FieldValue.increment(delta.messages ?? 0),
      unreadNotifications: FieldValue.increment(delta.notifications ?? 0),
      version: FieldValue.increment(1),
      updatedAt: now.toISOString(),
    } as never,
    { merge: true },
  );
}

/** Changes a person's summary on its own. */
export async function changeInbox(uid: string, delta: InboxDelta, now: Date): Promise<void> {
  const batch = db().batch();
  bumpInbox(batch, uid, delta, now);
  await batch.commit();
}

/** Sets counts recounted from their sources (heals any drift of the increments). */
export async function setInboxCounts(uid: string, counts: { messages?: number; notifications?: number }, now: Date): Promise<void> {
  await inbox()
    .doc(uid)
    .set(
      {
        uid,
        ...(counts.messages !== undefined ? { unreadMessages: Math.max(0, counts.messages) } : {}),
        ...(counts.notifications !== undefined ? { unreadNotifications: Math.max(0, counts.notifications) } : {}),
        version: FieldValue.increment(1),
        updatedAt: now.toISOString(),
      } as never,
      { merge: true },
    );
}

/** A person's summary: one document read. */
export async function getInbox(uid: string): Promise<InboxSummary | null> {
  if (!mayNameDocument(uid)) return null;
  return (await inbox().doc(uid).get()).data() ?? null;
}

/** A summary for someone who had none yet (so their next poll is one read). */
export async function createEmptyInbox(uid: string): Promise<InboxSummary> {
  const empty: InboxSummary = { uid, unreadMessages: 0, unreadNotifications: 0, version: 0, updatedAt: null };
  try {
    await inbox().doc(uid).create(empty);
    return empty;
  } catch (error) {
    if (!hasGrpcCode(error, ALREADY_EXISTS)) throw error;
    return (await getInbox(uid)) ?? empty;
  }
}

export async function deleteInbox(uid: string): Promise<void> {
  if (mayNameDocument(uid)) await inbox().doc(uid).delete();
}

export async function getNotification(id: string): Promise<Notification | null> {
  if (!mayNameDocument(id)) return null;
  return (await notifications().doc(id).get()).data() ?? null;
}

/**
 * Writes a new unread notification, its summary's +1 and its mail (when the person wants it) in one
 * batch. create(): false when a notification with this id exists already (nothing is written).
 */
export async function insertNotification(notification: Notification, mail: Mail | null, now: Date): Promise<boolean> {
  const batch = db().batch();
  batch.create(notifications().doc(notification._id), notification);
  bumpInbox(batch, notification.uid, { notifications: 1 }, now);
  if (mail) batch.create(mailCollection().doc(), mail);
  return createdOnce(() => batch.commit());
}

/**
 * Brings a reused notification (a conversation's) up to date. `revived`: it had been read, so it is
 * unread again, counts once more and sends its mail again. The mail's id is the notification's and
 * its time: two runs of one message's event at once cannot both commit, so neither counts twice.
 */
export async function refreshNotification(notification: Notification, revived: boolean, mail: Mail | null, now: Date): Promise<void> {
  const batch = db().batch();
  batch.set(notifications().doc(notification._id), notification);
  if (revived) bumpInbox(batch, notification.uid, { notifications: 1 }, now);
  if (revived && mail) batch.create(mailCollection().doc(`${notification._id}_${Date.parse(notification.createdAt)}`), mail);
  await createdOnce(() => batch.commit());
}

/** A person's notifications, newest first, by keyset on sortKey. */
export async function listNotificationsOf(uid: string, page: PageRequest): Promise<Page<Notification>> {
  return newestFirstPage(notifications().where('uid', '==', uid), page);
}

/** Marks one read. */
export async function markNotificationRead(id: string): Promise<void> {
  await notifications().doc(id).update({ read: true });
}

/** How many of a person's notifications are unread (a count() aggregation: one read per 1,000). */
export async function countUnreadNotifications(uid: string): Promise<number> {
  const snapshot = await notifications().where('uid', '==', uid).where('read', '==', false).count().get();
  return snapshot.data().count;
}

/** Marks every unread notification of a person read, in batches; answers how many. */
export async function markAllNotificationsRead(uid: string): Promise<number> {
  let modified = 0;
  for (;;) {
    const unread = await notifications().where('uid', '==', uid).where('read', '==', false).limit(MAX_BATCH_WRITES).get();
    if (unread.empty) return modified;
    const batch = db().batch();
    for (const doc of unread.docs) batch.update(doc.ref, { read: true });
    await batch.commit();
    modified += unread.size;
    if (unread.size < MAX_BATCH_WRITES) return modified;
  }
}

/** A person's notifications go with their account. */
export async function deleteNotificationsOf(uid: string): Promise<void> {
  for (;;) {
    const page = await notifications().where('uid', '==', uid).limit(MAX_BATCH_WRITES).get();
    if (page.empty) return;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** Queues one mail under a deterministic id, once: false when that mail was queued already. */
export async function createMail(id: string, mail: Mail): Promise<boolean> {
  return createdOnce(() => mailCollection().doc(id).create(mail));
}
