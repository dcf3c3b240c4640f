import { z } from 'zod';
import { ESTABLISHED_SELLER_SALES, MODERATION_DETAILS_MAX_LENGTH, REPORT_DETAILS_MAX_LENGTH } from './constants';
import { pageQuery } from './pagination';
import { LISTING_STATUSES, MODERATED_STATUSES, sellerListingSchema } from './products';
import { docId, documentId, imeiField, optionalText, text } from './schema-helpers';
import type { UserRecord } from './users';

/*
 * Moderation: listings reviewed before they go live, reports from signed-in users,
 * blocked IMEIs and the admins' audit log. The names below are a contract: the web and
 * outside clients rely on them.
 */

/** What a signed-in user may report a listing for, with the words the report form shows. */
export const REPORT_REASONS = ['stolen', 'misdescribed', 'scam', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  stolen: 'Stolen phone suspected',
  misdescribed: 'Wrong condition or photos',
  scam: 'Price or scam',
  offensive: 'Offensive',
  other: 'Other',
};

/** Why an admin rejects a listing under review (free text goes in `details`), with the words the seller reads. */
export const REJECTION_REASONS = ['photos', 'description', 'price', 'imei', 'prohibited', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  photos: 'The photos are missing, unclear or not of this phone',
  description: 'The description or specs do not match the phone',
  price: 'The price looks wrong for this phone',
  imei: 'The IMEI could not be accepted',
  prohibited: 'This item cannot be sold on ReCell',
  other: 'Another reason (see the details)',
};

/** How an admin settles the open reports of one listing. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'hide_and_block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The message a seller gets for a blocked IMEI: it must not say why. */
export const IMEI_REFUSED_MESSAGE = 'This phone cannot be listed; contact support';

// ---------------------------------------------------------------------------------------------
// Listing review

/**
 * Whether a new listing of this seller waits for an admin: fewer than ESTABLISHED_SELLER_SALES
 * completed sales (users' completed_sales). Admins' own listings go live at once.
 */
export function startsInReview(seller: Pick<UserRecord, 'role' | 'completed_sales'>): boolean {
  return seller.role !== 'admin' && seller.completed_sales < ESTABLISHED_SELLER_SALES;
}

/** The moderation key of a listing entering a moderation status at `at`: unique and sortable (oldest first). */
export function moderationKeyOf(listingId: string, at: Date): string {
  return `${at.toISOString()}_${listingId}`;
}

/** GET /admin/listings: the listings of one moderation status, oldest in that status first. */
export const adminListingsQuery = pageQuery.extend({
  status: z
    .enum(MODERATED_STATUSES, { error: `status must be one of ${MODERATED_STATUSES.join(', ')}.` })
    .default('pending_review')
    .meta({ description: 'pending_review (the review queue, the default), rejected or hidden.' }),
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuery>;

/** What the server checked of a listing under review, for the admin deciding on it. */
export const reviewChecksSchema = z
  .object({
    imei_valid: z.boolean().meta({ description: 'A 15-digit IMEI with a valid Luhn check digit was given (checked at creation; false on listings without one).' }),
    imei_unique: z.boolean().meta({ description: 'This listing holds its IMEI: no other live or pending listing has it.' }),
    imei_blocked: z.boolean().meta({ description: 'The IMEI is on the blocked list.' }),
    imei_last4: z.string().nullable(),
    photo_count: z.number().int(),
    battery_health: z.number().int().nullable().meta({ description: 'As the seller read it; null when not given.' }),
    seller: z.object({
      uid: z.string(),
      name: z.string(),
      verified: z.boolean(),
      completed_sales: z.number().int(),
      rating_avg: z.number(),
      rating_count: z.number().int(),
      member_since: z.string().nullable(),
    }),
  })
  .meta({ id: 'ReviewChecks' });
export type ReviewChecks = z.infer<typeof reviewChecksSchema>;

/** One item of GET /admin/listings: the listing as its seller sees it, where it stands in the queue and what was checked. */
export const adminListingItemSchema = z
  .object({
    listing: sellerListingSchema,
    queue_position: z
      .number()
      .int()
      .nullable()
      .meta({ description: '1 for the oldest listing under review; null when the listing is not pending review.' }),
    checks: reviewChecksSchema,
  })
  .meta({ id: 'AdminListingItem' });
export type AdminListingItem = z.infer<typeof adminListingItemSchema>;

/** PUT /admin/listings/:id/reject. */
export const rejectListingBody = z.object({
  reason: z.enum(REJECTION_REASONS, { error: `Choose a reason: ${REJECTION_REASONS.join(', ')}.` }),
  details: optionalText(MODERATION_DETAILS_MAX_LENGTH, 'Details').meta({ description: 'Free text the seller reads with the reason.' }),
});
export type RejectListingBody = z.infer<typeof rejectListingBody>;

/** PUT /admin/listings/:id/approve|reject and PUT /products/:id/resubmit answer the listing's status after the change. */
export const moderationActionResponse = z.object({
  acknowledged: z.literal(true),
  status: z.enum(LISTING_STATUSES),
  queue_position: z.number().int().nullable().meta({ description: 'Where the listing stands in the review queue now (resubmit), else null.' }),
});
export type ModerationActionResponse = z.infer<typeof moderationActionResponse>;

// ---------------------------------------------------------------------------------------------
// Reports

/** POST /products/:id/reports. */
export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: `Choose a reason: ${REPORT_REASONS.join(', ')}.` }),
  details: optionalText(REPORT_DETAILS_MAX_LENGTH, 'Details'),
});
export type ReportBody = z.infer<typeof reportBody>;

/** reports/{listingId}_{uid}_{round}: one open report per user and listing (round: the listing's reports resolved so far). */
export const reportSchema = z
  .object({
    _id: z.string(),
    listing_id: z.string(),
    reporter_uid: z.string(),
    reporter_name: z.string(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().meta({ description: "The reporter's words; '' when none." }),
    round: z.number().int().meta({ description: "The listing's report round it belongs to (report_groups' round when filed)." }),
    open: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;

export const reportIdFor = (listingId: string, uid: string, round: number) => `${listingId}_${uid}_${round}`;

/** POST /products/:id/reports answers the report's id (201). */
export const reportResponse = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type ReportResponse = z.infer<typeof reportResponse>;

/** A report as admins read it in the queue. */
export const reportViewSchema = reportSchema.pick({ _id: true, reporter_uid: true, reporter_name: true, reason: true, details: true, createdAt: true }).meta({ id: 'ReportView' });
export type ReportView = z.infer<typeof reportViewSchema>;

/**
 * report_groups/{listingId}: the open reports of a listing, counted as they are filed (aggregates are
 * written, not computed on read). `round` counts the resolutions so far: a report's id carries it, so
 * after a resolution the same person may report the listing again.
 */
export const reportGroupSchema = z
  .object({
    listing_id: z.string(),
    round: z.number().int(),
    open_count: z.number().int(),
    reasons: z.record(z.string(), z.number().int()).meta({ description: 'Open reports by reason (REPORT_REASONS).' }),
    first_reported_at: z.string().nullable(),
    last_reported_at: z.string().nullable(),
    rank_key: z
      .string()
      .meta({ description: 'open_count zero-padded to 6 digits, then listing_id: the queue sorts on it, descending, from 000001 (a group with open reports).' }),
  })
  .meta({ id: 'ReportGroupRecord' });
export type ReportGroup = z.infer<typeof reportGroupSchema>;

const RANK_DIGITS = 6;
/** Most reported first (the queue sorts descending): the count zero-padded, then the id for uniqueness. */
export function rankKeyOf(openCount: number, listingId: string): string {
  return `${String(openCount).padStart(RANK_DIGITS, '0')}_${listingId}`;
}
/** Every rank key of a group with at least one open report is at least this. */
export const FIRST_OPEN_RANK = String(1).padStart(RANK_DIGITS, '0');

/** A listing's group counted from its open reports of the round (the API on each report, the seed loader). */
export function reportGroupOf(listingId: string, round: number, openReports: readonly Report[]): ReportGroup {
  const reasons: Record<string, number> = {};
  for (const report of openReports) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
  const times = openReports.map((report) => report.createdAt).sort();
  return {
    listing_id: listingId,
    round,
    open_count: openReports.length,
    reasons,
    first_reported_at: times[0] ?? null,
    last_reported_at: times.at(-1) ?? null,
    rank_key: rankKeyOf(openReports.length, listingId),
  };
}

/** One item of GET /admin/reports: a listing's open reports, grouped. */
export const reportGroupViewSchema = z
  .object({
    listing_id: z.string(),
    listing: sellerListingSchema.nullable().meta({ description: 'The listing as its seller sees it; null once deleted.' }),
    open_reports: z.number().int(),
    reasons: z.partialRecord(z.enum(REPORT_REASONS), z.number().int()).meta({ description: 'How many open reports give each reason (reasons nobody gave are absent).' }),
    first_reported_at: z.string(),
    last_reported_at: z.string(),
    reports: z.array(reportViewSchema).meta({ description: 'The open reports, newest first (at most REPORTS_SHOWN_PER_GROUP of contract/constants.ts).' }),
  })
  .meta({ id: 'ReportGroup' });
export type ReportGroupView = z.infer<typeof reportGroupViewSchema>;

export const adminReportsQuery = pageQuery;
export const reportListingParam = z.object({ listingId: docId });

/** PUT /admin/reports/:listingId/resolve. */
export const resolveReportsBody = z.object({
  action: z.enum(REPORT_ACTIONS, { error: `action must be one of ${REPORT_ACTIONS.join(', ')}.` }),
  reason: optionalText(MODERATION_DETAILS_MAX_LENGTH, 'Reason').meta({ description: 'Why: the seller reads it when the listing is hidden; kept in the audit log.' }),
});
export type ResolveReportsBody = z.infer<typeof resolveReportsBody>;

export const resolveReportsResponse = z.object({
  acknowledged: z.literal(true),
  action: z.enum(REPORT_ACTIONS),
  resolved_reports: z.number().int(),
  status: z.enum(LISTING_STATUSES).nullable().meta({ description: "The listing's status after the action; null when it no longer exists." }),
  cancelled_order: z.string().nullable().meta({ description: 'The open order the hide cancelled, if any.' }),
});
export type ResolveReportsResponse = z.infer<typeof resolveReportsResponse>;

// ---------------------------------------------------------------------------------------------
// Blocked IMEIs

/** POST /admin/imei-blocks: the IMEI (never stored or answered in clear) and why. */
export const createImeiBlockBody = z.object({
  imei: imeiField,
  reason: text(MODERATION_DETAILS_MAX_LENGTH, 'Reason'),
});
export type CreateImeiBlockBody = z.infer<typeof createImeiBlockBody>;

/**
 * imei_blocks/{id}: a blocked IMEI. The id is derived from the IMEI's keyed hash (so a block is
 * found with one read and an IMEI is blocked once) without being the hash listings keep.
 */
export const imeiBlockSchema = z
  .object({
    _id: z.string(),
    imei_hash: z.string().meta({ description: 'Private: the keyed hash listings keep (imei_hash). Never sent.' }),
    imei_last4: z.string(),
    reason: z.string(),
    blocked_by: z.object({ uid: z.string(), name: z.string() }),
    createdAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable: createdAt then id (newest first).' }),
  })
  .meta({ id: 'ImeiBlockRecord' });
export type ImeiBlock = z.infer<typeof imeiBlockSchema>;

/** A block as admins read it: never the IMEI, nor its hash. */
export const imeiBlockViewSchema = imeiBlockSchema.omit({ imei_hash: true }).meta({ id: 'ImeiBlock' });
export type ImeiBlockView = z.infer<typeof imeiBlockViewSchema>;

export const imeiBlockIdParam = z.object({ id: documentId(128) });
export const imeiBlocksQuery = pageQuery;

export const createImeiBlockResponse = z.object({
  acknowledged: z.literal(true),
  block: imeiBlockViewSchema,
  hidden_listings: z.number().int().meta({ description: 'How many live or pending listings with this IMEI were hidden.' }),
});
export type CreateImeiBlockResponse = z.infer<typeof createImeiBlockResponse>;

// ---------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_ACTIONS = [
  'listing_approved',
  'listing_rejected',
  'reports_dismissed',
  'listing_hidden',
  'imei_blocked',
  'imei_unblocked',
  'seller_verified',
  'seller_unverified',
  'admin_granted',
  'admin_revoked',
  'user_deleted',
  'spot_added',
  'spot_edited',
  'spot_retired',
  'spot_deleted',
  'dispute_decided',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['listing', 'user', 'imei_block', 'meetup_spot', 'dispute'] as const;

/** audit_log/{id}: one admin action. */
export const auditEntrySchema = z
  .object({
    _id: z.string(),
    who: z.object({ uid: z.string(), name: z.string() }).meta({ description: 'The admin who acted.' }),
    what: z.enum(AUDIT_ACTIONS),
    when: z.string().meta({ description: 'Server time, ISO 8601.' }),
    why: z.string().nullable().meta({ description: 'The reason given, if any.' }),
    target: z.object({
      kind: z.enum(AUDIT_TARGET_KINDS),
      id: z.string(),
      label: z.string().meta({ description: 'What it was, for people: the phone name, the user\'s name, "IMEI •••• 4821".' }),
    }),
    sortKey: z.string().meta({ description: 'Unique, sortable: when then id (newest first).' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = pageQuery;

/** GET /admin/moderation/counts: the badges of the admin menu (two count() reads). */
export const moderationCountsResponse = z
  .object({
    pending_review: z.number().int().meta({ description: 'Listings in the review queue.' }),
    reported_listings: z.number().int().meta({ description: 'Listings with open reports (groups of the reports queue).' }),
  })
  .meta({ id: 'ModerationCounts' });
export type ModerationCountsResponse = z.infer<typeof moderationCountsResponse>;

export const adminListingIdParam = z.object({ id: docId });
