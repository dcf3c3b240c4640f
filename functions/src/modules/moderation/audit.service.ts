/**
 * The audit log: every admin action is written down with who took it, what, when, why and on
 * what. The action's own transaction or batch records the entry as an `audit.entry` event, so an
 * action that commits is logged exactly once, and one that is refused or rolled back never is;
 * the handler writes the entry under the event's id, with the action's time.
 */
import type { Caller } from '../../shared/auth';
import type { AuditAction, AuditEntry } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { newEvent, type OutboxEvent } from '../events';
import { insertAuditEntryOnce, listAuditEntries } from './audit.repo';

export type AuditTarget = AuditEntry['target'];

/** The audit entry an admin action owes, to write in the action's own transaction or batch. */
export function auditEvent(admin: Caller, what: AuditAction, target: AuditTarget, why: string | null, now: Date): OutboxEvent<'audit.entry'> {
  const entry = { who: { uid: admin.uid, name: admin.profile?.name ?? admin.email }, what, when: now.toISOString(), why: why || null, target };
  return newEvent('audit.entry', target.id, `${what}_${admin.uid}_${now.getTime()}`, { entry }, now);
}

/** Handles `audit.entry`: the entry, once, under the event's id (a second run finds it written). */
export async function onAuditEntry(event: OutboxEvent<'audit.entry'>): Promise<void> {
  const { entry } = event.payload;
  await insertAuditEntryOnce({ ...entry, _id: event._id, sortKey: `${entry.when}_${event._id}` });
}

export function listAudit(page: PageRequest): Promise<Page<AuditEntry>> {
  return listAuditEntries(page);
}
