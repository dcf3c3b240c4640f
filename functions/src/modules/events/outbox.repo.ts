import { FieldValue, type DocumentData, type FirestoreDataConverter, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { outboxCollection } from '../../shared/collections';
import { outboxEventSchema, type OutboxEvent, type StoredEvent } from './outbox.schema';

const converter: FirestoreDataConverter<StoredEvent> = {
  toFirestore: (value) => value as DocumentData,
  fromFirestore: (snapshot) => outboxEventSchema.parse(snapshot.data()),
};

/** outbox/{id}: the effects committed writes owe, until handled. Only this module reads or writes it. */
const outbox = () => outboxCollection().withConverter(converter);

/** Writes events in the transaction that causes them: they commit with it, or not at all. */
export function recordInTransaction(transaction: Transaction, events: readonly OutboxEvent[]): void {
  for (const event of events) transaction.set(outbox().doc(event._id), event as StoredEvent);
}

/** Writes events in the batch that causes them. */
export function recordInBatch(batch: WriteBatch, events: readonly OutboxEvent[]): void {
  for (const event of events) batch.set(outbox().doc(event._id), event as StoredEvent);
}

/** Writes events on their own: what a write that changed nothing still owes (copies repaired by a repeat). */
export async function recordEvents(events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const batch = outboxCollection().firestore.batch();
  recordInBatch(batch, events);
  await batch.commit();
}

export async function getEvent(id: string): Promise<StoredEvent | null> {
  return (await outbox().doc(id).get()).data() ?? null;
}

/** Counts a run of the handler before it starts, so a run that dies half-way is counted too. */
export async function countAttempt(id: string, now: Date): Promise<void> {
  await outbox().doc(id).update({ attempts: FieldValue.increment(1), updatedAt: now.toISOString() });
}

export async function markDone(id: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await outbox().doc(id).update({ state: 'done', doneAt: at, updatedAt: at, lastError: null });
}

/** Records why a run failed; `final`: no attempt is left, the event stays failed for an operator. */
export async function recordFailure(id: string, error: string, final: boolean, now: Date): Promise<void> {
  await outbox()
    .doc(id)
    .update({ lastError: error.slice(0, 1_000), updatedAt: now.toISOString(), ...(final ? { state: 'failed' } : {}) });
}

/** Pending events last handed to the queue before `cutoff`, oldest first (at most `limit`). */
export async function listPendingDispatchedBefore(cutoff: Date, limit: number): Promise<StoredEvent[]> {
  const snapshot = await outbox()
    .where('state', '==', 'pending')
    .where('dispatchedAt', '<', cutoff.toISOString())
    .orderBy('dispatchedAt')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Notes that an event was handed to the queue again. */
export async function markRedispatched(id: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await outbox().doc(id).update({ dispatchedAt: at, updatedAt: at });
}
