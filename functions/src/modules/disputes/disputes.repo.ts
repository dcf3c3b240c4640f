import type { Transaction } from 'firebase-admin/firestore';
import { disputesCollection, mayNameDocument } from '../../shared/collections';
import { db } from '../../shared/firestore';
import { toPage, type Page } from '../../shared/pagination';
import { recordInBatch, recordInTransaction, type OutboxEvent } from '../events';
import type { Dispute, DisputeStatus } from '../../contract/disputes';
import type { PageRequest } from '../../contract/pagination';

const disputes = disputesCollection;

export async function getDispute(id: string): Promise<Dispute | null> {
  if (!mayNameDocument(id)) return null;
  return (await disputes().doc(id).get()).data() ?? null;
}

/** Creates the order's one dispute (create(): a second opening fails with ALREADY_EXISTS) with its events. */
export async function insertDispute(dispute: Dispute, events: readonly OutboxEvent[]): Promise<void> {
  const batch = db().batch();
  batch.create(disputes().doc(dispute._id), dispute);
  recordInBatch(batch, events);
  await batch.commit();
}

/** What a change of a dispute writes: its fields, the events they cause, and writes lent to other modules (the seller's counts). */
export interface DisputeChange {
  patch: Partial<Dispute>;
  events: OutboxEvent[];
  alongside?: (transaction: Transaction) => void;
}

/**
 * Changes a dispute in one transaction: `decide` reads it as it is now (and may read more through
 * the transaction) and answers the change, or throws to refuse it.
 */
export async function changeDispute(
  id: string,
  decide: (transaction: Transaction, dispute: Dispute | null) => Promise<DisputeChange>,
): Promise<{ dispute: Dispute; events: OutboxEvent[] }> {
  return db().runTransaction(async (transaction) => {
    const ref = disputes().doc(id);
    const before = mayNameDocument(id) ? ((await transaction.get(ref)).data() ?? null) : null;
    const { patch, events, alongside } = await decide(transaction, before);
    transaction.update(ref, patch);
    recordInTransaction(transaction, events);
    alongside?.(transaction);
    return { dispute: { ...before!, ...patch }, events };
  });
}

/** The admins' queue: disputes in these stored statuses, oldest first, by keyset on sortKey. */
export async function listDisputes(statuses: readonly DisputeStatus[], page: PageRequest): Promise<Page<Dispute>> {
  let query = disputes().where('status', 'in', [...statuses]);
  if (page.cursor) query = query.where('sortKey', '>', page.cursor);
  const snapshot = await query.orderBy('sortKey').limit(page.limit + 1).get();
  return toPage(
    snapshot.docs.map((doc) => doc.data()),
    page.limit,
  );
}
