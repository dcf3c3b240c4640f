import { pingFirestore } from './health.repo';

/** The function is up and Firestore answers; how long Firestore took, in ms. */
export async function checkHealth(): Promise<{ ok: true; firestoreMs: number }> {
  const started = Date.now();
  await pingFirestore();
  return { ok: true, firestoreMs: Date.now() - started };
}
