import { auditCollection } from '../../shared/collections';
import type { AuditEntry } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import { newestFirstPage, type Page } from '../../shared/pagination';

export function newAuditId(): string {
  return auditCollection().doc().id;
}

export async function insertAuditEntry(entry: AuditEntry): Promise<void> {
  await auditCollection().doc(entry._id).create(entry);
}

/** The log, newest first, by keyset on sortKey. */
export function listAuditEntries(page: PageRequest): Promise<Page<AuditEntry>> {
  return newestFirstPage(auditCollection(), page);
}
