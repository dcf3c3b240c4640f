import { auditCollection } from '../../shared/collections';
import { createdOnce } from '../../shared/firestore';
import type { AuditEntry } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import { newestFirstPage, type Page } from '../../shared/pagination';

/** Writes the entry unless an entry with its id exists already. */
export async function insertAuditEntryOnce(entry: AuditEntry): Promise<void> {
  await createdOnce(() => auditCollection().doc(entry._id).create(entry));
}

/** The log, newest first, by keyset on sortKey. */
export function listAuditEntries(page: PageRequest): Promise<Page<AuditEntry>> {
  return newestFirstPage(auditCollection(), page);
}
