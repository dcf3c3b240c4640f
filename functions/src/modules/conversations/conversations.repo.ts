import { FieldValue } from 'firebase-admin/firestore';
import { conversationsCollection, mayNameDocument, messagesCollection } from '../../shared/collections';
import { createdOnce, db } from '../../shared/firestore';
import { newestFirstPage, toPage, type Page } from '../../shared/pagination';
import { writeInBatches } from '../../shared/write-batches';
import type { PageRequest } from '../../contract/pagination';
import type { Conversation, Message, PartySide } from '../../contract/conversations';
import { bumpInbox } from '../notifications';
import { recordInBatch, type OutboxEvent } from '../events';

const conversations = conversationsCollection;

export async function getConversation(id: string): Promise<Conversation | null> {
  if (!mayNameDocument(id)) return null;
  return (await conversations().doc(id).get()).data() ?? null;
}

/** Creates the conversation; false when it exists already (asked before, or a concurrent ask won). */
export async function createConversation(conversation: Conversation): Promise<boolean> {
  return createdOnce(() => conversations().doc(conversation._id).create(conversation));
}

/**
 * Rewrites a person's name and photo where their conversations copy them, on either side: after a
 * profile change, or as "Deleted user" when the account goes (the other side keeps the thread).
 */
export async function updatePartyCopies(uid: string, copy: { name?: string; img?: string }): Promise<void> {
  const fieldsOf = (side: PartySide) => ({
    ...(copy.name !== undefined ? { [`${side}_name`]: copy.name } : {}),
    ...(copy.img !== undefined ? { [`${side}_img`]: copy.img } : {}),
  });
  if (Object.keys(fieldsOf('buyer')).length === 0) return;
  for (const side of ['buyer', 'seller'] as const) {
    const mine = await conversations().where(`${side}_uid`, '==', uid).get();
    await writeInBatches(mine.docs, (batch, doc) => batch.update(doc.ref, fieldsOf(side)));
  }
}

/** A person's conversations, newest activity first, by keyset on sortKey. */
export async function listConversationsOf(uid: string, page: PageRequest): Promise<Page<Conversation>> {
  return newestFirstPage(conversations().where('participants', 'array-contains', uid), page);
}

/** Messages newest first: a keyset page (`cursor`: older than it), or only those newer than `since`. */
export async function listMessages(conversationId: string, page: PageRequest & { since?: string }): Promise<Page<Message>> {
  let query = messagesCollection(conversationId).orderBy('sortKey', 'desc');
  if (page.since) query = query.where('sortKey', '>', page.since);
  if (page.cursor) query = query.where('sortKey', '<', page.cursor);
  const snapshot = await query.limit(page.limit + 1).get();
  return toPage(
    snapshot.docs.map((doc) => doc.data()),
    page.limit,
  );
}

export function newMessageId(conversationId: string): string {
  return messagesCollection(conversationId).doc().id;
}

const unreadField = (side: PartySide) => (side === 'buyer' ? 'buyer_unread' : 'seller_unread');

/**
 * One message, in one batch: the message, the conversation's last message, activity key and the
 * recipient's unread count (+1), the recipient's summary (+1 unread message), and the events it causes.
 */
export async function appendMessage(conversation: Conversation, message: Message, recipientUid: string, now: Date, events: readonly OutboxEvent[]): Promise<void> {
  const recipientSide: PartySide = message.sender === 'buyer' ? 'seller' : 'buyer';
  const batch = db().batch();
  batch.create(messagesCollection(conversation._id).doc(message._id), message);
  batch.update(conversations().doc(conversation._id), {
    last_message: { text: message.text, sender: message.sender, createdAt: message.createdAt },
    lastMessageAt: message.createdAt,
    lastMessageKey: message.sortKey,
    sortKey: `${message.createdAt}_${conversation._id}`,
    [unreadField(recipientSide)]: FieldValue.increment(1),
  });
  bumpInbox(batch, recipientUid, { messages: 1 }, now);
  recordInBatch(batch, events);
  await batch.commit();
}

/**
 * Adds the lines (server-written messages of the pair's offer) the thread lacks, in one transaction:
 * each created once by its deterministic id, and the conversation's last message moved to the newest
 * of them when it is newer than the one it names (lines may come in after later messages). Nobody's
 * unread count moves: the offer's own notification tells the other side.
 */
export async function appendLines(conversationId: string, lines: readonly Message[]): Promise<void> {
  if (lines.length === 0) return;
  const ref = conversations().doc(conversationId);
  await db().runTransaction(async (transaction) => {
    const conversation = (await transaction.get(ref)).data();
    if (!conversation) return;
    const lineRefs = lines.map((line) => messagesCollection(conversationId).doc(line._id));
    const stored = await transaction.getAll(...lineRefs);
    const missing = lines.filter((_, index) => !stored[index]!.exists);
    if (missing.length === 0) return;
    missing.forEach((line) => transaction.create(messagesCollection(conversationId).doc(line._id), line));
    const newest = missing.reduce((latest, line) => (line.sortKey > latest.sortKey ? line : latest));
    if (conversation.lastMessageKey !== null && conversation.lastMessageKey >= newest.sortKey) return;
    transaction.update(ref, {
      last_message: { text: newest.text, sender: newest.sender, createdAt: newest.createdAt },
      lastMessageAt: newest.createdAt,
      lastMessageKey: newest.sortKey,
      sortKey: `${newest.createdAt}_${conversationId}`,
    });
  });
}

/** The reader's side has read everything. */
export async function clearUnread(conversationId: string, side: PartySide): Promise<void> {
  await conversations().doc(conversationId).update({ [unreadField(side)]: 0 });
}

/** The unread messages of a person across their conversations (only those with some are read). */
export async function sumUnreadOf(uid: string): Promise<number> {
  const [asBuyer, asSeller] = await Promise.all([
    conversations().where('buyer_uid', '==', uid).where('buyer_unread', '>', 0).get(),
    conversations().where('seller_uid', '==', uid).where('seller_unread', '>', 0).get(),
  ]);
  return (
    asBuyer.docs.reduce((sum, doc) => sum + doc.data().buyer_unread, 0) + asSeller.docs.reduce((sum, doc) => sum + doc.data().seller_unread, 0)
  );
}
