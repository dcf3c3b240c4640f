import { db } from '../../shared/firestore';

/**
 * One small read that proves Firestore answers, at the cost of one document read: a document nobody
 * writes, so the probe reads no module's collection.
 */
export async function pingFirestore(): Promise<void> {
  await db().collection('health').doc('probe').get();
}
