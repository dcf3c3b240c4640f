import type { WriteBatch } from 'firebase-admin/firestore';
import { db } from './firestore';

/** Firestore's cap on writes in one batch. */
export const MAX_BATCH_WRITES = 500;

/**
 * Applies one write per item in WriteBatches of at most 500 writes, committed one after
 * another (bulkWriter is not available on the local emulator).
 */
export async function writeInBatches<T>(items: readonly T[], write: (batch: WriteBatch, item: T) => void): Promise<void> {
  for (let start = 0; start < items.length; start += MAX_BATCH_WRITES) {
    const batch = db().batch();
    for (const item of items.slice(start, start + MAX_BATCH_WRITES)) write(batch, item);
    await batch.commit();
  }
}
