import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * A plain-JSON copy of every top-level collection: { collection: { docId: data } }.
 * ReCell stores only JSON-safe values (ISO strings for dates), so nothing is lost.
 * @firestore-emulator/server has no export of its own, and listCollections() is not
 * implemented there, so the caller names the collections.
 */
export type FirestoreSnapshot = Record<string, Record<string, Record<string, unknown>>>;

export async function saveSnapshot(db: Firestore, collections: string[], file: string): Promise<number> {
  const snapshot: FirestoreSnapshot = {};
  let count = 0;
  for (const name of collections) {
    const docs = await db.collection(name).get();
    if (docs.empty) continue;
    snapshot[name] = {};
    for (const doc of docs.docs) {
      snapshot[name][doc.id] = doc.data();
      count += 1;
    }
  }
  writeFileSync(file, JSON.stringify(snapshot));
  return count;
}

export async function restoreSnapshot(db: Firestore, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as FirestoreSnapshot;
  let count = 0;
  let batch = db.batch();
  let inBatch = 0;
  for (const [name, docs] of Object.entries(snapshot)) {
    for (const [id, data] of Object.entries(docs)) {
      batch.set(db.collection(name).doc(id), data);
      count += 1;
      inBatch += 1;
      if (inBatch === 500) {
        await batch.commit();
        batch = db.batch();
        inBatch = 0;
      }
    }
  }
  if (inBatch > 0) await batch.commit();
  return count;
}
