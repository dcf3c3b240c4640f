import { db } from '../../shared/firestore';

/** One small query: proves Firestore answers, at the cost of one document read. */
export async function pingFirestore(): Promise<void> {
  await db().collection('categories').limit(1).get();
}
