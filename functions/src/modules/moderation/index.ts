/**
 * moderation: listing review, reports (reports/{id}, report_groups/{listingId}), blocked IMEIs
 * (imei_blocks/{id}) and the audit log of admin actions (audit_log/{id}).
 */
export { auditEvent, onAuditEntry } from './audit.service';
export { assertImeiNotBlocked } from './imei-blocks.service';
export { moderationRouter } from './moderation.routes';
