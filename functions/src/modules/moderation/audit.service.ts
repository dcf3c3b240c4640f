/**
 * The audit log: every admin action is written down with who took it, what, when, why
 * and on what. The use cases call recordAdminAction after their change is written.
 */
import type { Caller } from '../../shared/auth';
import type { AuditAction, AuditEntry } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { insertAuditEntry, listAuditEntries, newAuditId } from './audit.repo';

export type AuditTarget = AuditEntry['target'];

export async function recordAdminAction(admin: Caller, what: AuditAction, target: AuditTarget, why: string | null, now: Date): Promise<void> {
  const _id = newAuditId();
  const when = now.toISOString();
  await insertAuditEntry({
    _id,
    who: { uid: admin.uid, name: admin.profile?.name ?? admin.email },
    what,
    when,
    why: why || null,
    target,
    sortKey: `${when}_${_id}`,
  });
}

export function listAudit(page: PageRequest): Promise<Page<AuditEntry>> {
  return listAuditEntries(page);
}
