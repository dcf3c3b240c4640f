import { createHash } from 'node:crypto';
import { pushMessagesCollection, pushReceiptsCollection, pushTokensCollection } from '../../shared/collections';
import { createdOnce } from '../../shared/firestore';
import { writeInBatches } from '../../shared/write-batches';
import type { PushMessage } from '../../contract/push';

/** A token's document id: its hash (tokens are long and hold characters ids may not). */
export const tokenIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StoredPushToken {
  token: string;
  uid: string;
  createdAt: string;
}

/** Registers a device for a person: one document per token, so a device that changes hands follows its new owner. */
export async function saveToken(uid: string, token: string, now: Date): Promise<boolean> {
  const ref = pushTokensCollection().doc(tokenIdOf(token));
  const created = await createdOnce(() => ref.create({ token, uid, createdAt: now.toISOString() } satisfies StoredPushToken));
  if (!created) await ref.set({ token, uid, createdAt: now.toISOString() } satisfies StoredPushToken);
  return created;
}

/** The token's document if it is this person's. */
export async function getToken(token: string): Promise<StoredPushToken | null> {
  return ((await pushTokensCollection().doc(tokenIdOf(token)).get()).data() as StoredPushToken | undefined) ?? null;
}

export async function deleteToken(token: string): Promise<void> {
  await pushTokensCollection().doc(tokenIdOf(token)).delete();
}

export async function tokensOf(uid: string): Promise<string[]> {
  const snapshot = await pushTokensCollection().where('uid', '==', uid).get();
  return snapshot.docs.map((doc) => (doc.data() as StoredPushToken).token);
}

export async function deleteTokensOf(uid: string): Promise<void> {
  const snapshot = await pushTokensCollection().where('uid', '==', uid).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.delete(doc.ref));
}

const receiptId = (key: string, token: string) => `${key}_${tokenIdOf(token).slice(0, 16)}`;

/** Whether the push of `key` reached this device already. */
export async function hasReceipt(key: string, token: string): Promise<boolean> {
  return (await pushReceiptsCollection().doc(receiptId(key, token)).get()).exists;
}

/** Notes that FCM took the push of `key` for this device. */
export async function writeReceipt(key: string, token: string, now: Date): Promise<void> {
  await pushReceiptsCollection().doc(receiptId(key, token)).set({ key, sentAt: now.toISOString() });
}

/**
 * Records a push the local sender would have sent (what tests and the developer page read), one
 * document per alert and device: a push sent again replaces it, as the browser replaces a
 * notification of the same tag.
 */
export async function recordMessage(message: PushMessage, uid: string, now: Date): Promise<void> {
  await pushMessagesCollection().doc(receiptId(message.webpush.notification.tag, message.token)).set({ message, uid, sentAt: now.toISOString() });
}

/** The pushes recorded for a person, newest first (the local developer page and tests). */
export async function recordedMessagesOf(uid: string): Promise<{ message: PushMessage; sentAt: string }[]> {
  const snapshot = await pushMessagesCollection().where('uid', '==', uid).get();
  return snapshot.docs
    .map((doc) => {
      const { message, sentAt } = doc.data() as { message: PushMessage; sentAt: string };
      return { message, sentAt };
    })
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
