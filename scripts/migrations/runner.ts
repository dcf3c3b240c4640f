import type { Firestore } from 'firebase-admin/firestore';
import { MIGRATIONS } from './index';
import type { Migration } from './migration';

/** migrations/{id}: one document per applied migration. */
export interface MigrationRecord {
  id: string;
  description: string;
  appliedAt: string;
  /** How many documents it changed; `seed` when the seed already had the current model. */
  changed: number | 'seed';
}

const ledger = (db: Firestore) => db.collection('migrations');

/**
 * Applies, in order, every migration without a migrations/{id} record, then records it.
 * Migrations are idempotent, so a run interrupted between a migration and its record, or two
 * runs at once, only repeats work that changes nothing the second time.
 */
export async function runPendingMigrations(
  db: Firestore,
  options: { migrations?: readonly Migration[]; log?: (line: string) => void; now?: () => Date } = {},
): Promise<MigrationRecord[]> {
  const { migrations = MIGRATIONS, log = () => undefined, now = () => new Date() } = options;
  const applied: MigrationRecord[] = [];
  for (const migration of migrations) {
    if ((await ledger(db).doc(migration.id).get()).exists) continue;
    log(`migration ${migration.id}: ${migration.description}`);
    const changed = await migration.run(db);
    const record: MigrationRecord = { id: migration.id, description: migration.description, appliedAt: now().toISOString(), changed };
    await ledger(db).doc(migration.id).set(record);
    log(`migration ${migration.id}: ${changed} document(s) changed`);
    applied.push(record);
  }
  return applied;
}

/** The seed is always the current model: a freshly seeded database records every migration as applied. */
export async function recordSeedIsCurrent(db: Firestore, now = new Date()): Promise<void> {
  const batch = db.batch();
  for (const { id, description } of MIGRATIONS) {
    const record: MigrationRecord = { id, description, appliedAt: now.toISOString(), changed: 'seed' };
    batch.set(ledger(db).doc(id), record);
  }
  await batch.commit();
}
