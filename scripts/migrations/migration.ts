import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * One change of stored data, applied once per database by the runner (runner.ts). `run` must be
 * idempotent: it looks at the data, changes only what is still in the old shape, and answers how
 * many documents it changed, so running it on current data (the seed) changes nothing.
 */
export interface Migration {
  /** Unique and ordered: `NNN-what-it-does`; the runner applies migrations in the order of MIGRATIONS. */
  id: string;
  description: string;
  run(db: Firestore): Promise<number>;
}

/** Firestore's cap on writes in one batch; pages are read at this size too. */
const PAGE = 500;

/**
 * Visits every document of a collection page by page (keyset on the stored `sortKey`, which
 * every ReCell collection a migration touches has: the local emulator ignores query cursors),
 * and commits the updates `change` returns for each page in one batch.
 * `change` answers the fields to update (dotted paths allowed), or null to leave it alone.
 */
export async function updateEach(
  db: Firestore,
  collection: string,
  change: (data: DocumentData, doc: QueryDocumentSnapshot) => Record<string, unknown> | null | Promise<Record<string, unknown> | null>,
): Promise<number> {
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy('sortKey');
    if (after !== undefined) query = query.where('sortKey', '>', after);
    const page = await query.limit(PAGE).get();
    if (page.empty) return changed;
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const update = await change(doc.data(), doc);
      if (!update || Object.keys(update).length === 0) continue;
      batch.update(doc.ref, update);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    changed += writes;
    after = page.docs.at(-1)!.get('sortKey') as string;
  }
}
