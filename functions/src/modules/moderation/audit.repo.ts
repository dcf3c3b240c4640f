import { auditCollection } from '../../shared/collections';
import type { AuditEntry } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import { toPage, type Page } from '../../shared/pagination';

export function newAuditId(): string {
  return auditCollection().doc().id;
}

export async function insertAuditEntry(entry: AuditEntry): Promise<void> {
  await auditCollection().doc(entry._id).create(entry);
}

/** The log, newest first, by keyset on sortKey. */
export async function listAuditEntries(page: PageRequest): Promise<Page<AuditEntry>> {
  const base = page.cursor ? auditCollection().where('sortKey', '<', page.cursor) : auditCollection();
  const snapshot = await base.orderBy('sortKey', 'desc').limit(page.limit + 1).get();
  return toPage(
    snapshot.docs.map((doc) => doc.data()),
    page.limit,
  );
}
