/**
 * Listing review: a new seller's listing waits in a queue, oldest first, until an admin
 * approves it (live) or rejects it with a reason (the seller may edit and resubmit it). Every move
 * goes through the listing aggregate, so the IMEI claim, search fields and copies follow.
 */
import { AppError } from '../../shared/app-error';
import { isAdmin, type Caller } from '../../shared/auth';
import { canMoveListing } from '../../contract/listing-status';
import {
  moderationKeyOf,
  REJECTION_REASON_LABELS,
  type AdminListingItem,
  type ModerationActionResponse,
  type ModerationCountsResponse,
  type RejectListingBody,
  type ReviewChecks,
} from '../../contract/moderation';
import { NOTIFICATION_LINKS } from '../../contract/notifications';
import type { PageRequest } from '../../contract/pagination';
import { toSellerListing, type ModeratedStatus, type Product } from '../../contract/products';
import type { Page } from '../../shared/pagination';
import { catalogNote, changeListing, type Effects } from '../listing-changes';
import { claimImei, countPending, getProduct, imeiClaimHolder, listByModerationStatus, queuePositionOf, releaseImei } from '../listings';
import { personNotice } from '../notifications';
import type { NoticePayload, OutboxEvent } from '../events';
import { auditEvent } from './audit.service';
import { assertImeiNotBlocked } from './imei-blocks.service';
import { isImeiHashBlocked } from './imei-blocks.repo';
import { countOpenGroups } from './reports.repo';

const NOT_FOUND = 'This listing does not exist.';

/** GET /admin/moderation/counts: the admin menu's badges. */
export async function moderationCounts(): Promise<ModerationCountsResponse> {
  const [pending_review, reported_listings] = await Promise.all([countPending(), countOpenGroups()]);
  return { pending_review, reported_listings };
}

/**
 * What the server checked of a listing, for the admin deciding on it. The seller's standing comes from
 * the copies every listing carries (kept in step by the seller.copies event): no read of the seller's record.
 */
async function checksOf(listing: Product): Promise<ReviewChecks> {
  const hash = listing.imei_hash;
  const [claimedBy, blocked] = await Promise.all([hash ? imeiClaimHolder(hash) : null, hash ? isImeiHashBlocked(hash) : false]);
  return {
    // A hash is only ever stored for an IMEI that passed the format check at creation.
    imei_valid: hash !== null,
    // Unique: the claim is this listing's, or (rejected, hidden) nobody else's.
    imei_unique: hash !== null && (claimedBy === listing._id || (claimedBy === null && listing.status !== 'pending_review')),
    imei_blocked: blocked,
    imei_last4: listing.imei_last4,
    photo_count: listing.photos.length,
    battery_health: listing.battery_health ?? null,
    seller: {
      uid: listing.seller_uid,
      name: listing.seller_name,
      verified: listing.verified,
      completed_sales: listing.seller_completed_sales,
      rating_avg: listing.seller_rating_avg,
      rating_count: listing.seller_rating_count,
      member_since: listing.seller_since,
    },
  };
}

/** GET /admin/listings: a page of one moderation status, oldest first, with positions and checks. */
export async function listModerationQueue(status: ModeratedStatus, page: PageRequest): Promise<Page<AdminListingItem>> {
  const found = await listByModerationStatus(status, page);
  const first = found.items[0];
  // One count() for the page: the items after the first follow it in the queue.
  const firstPosition = first ? await queuePositionOf(first) : null;
  const items = await Promise.all(
    found.items.map(async (listing, i) => ({
      listing: toSellerListing(listing),
      queue_position: firstPosition === null ? null : firstPosition + i,
      checks: await checksOf(listing),
    })),
  );
  return { items, nextCursor: found.nextCursor };
}

function assertMove(listing: Product | null, to: Product['status']): Product {
  if (!listing) throw AppError.notFound(NOT_FOUND);
  if (!canMoveListing(listing.status, to)) {
    throw AppError.conflict(listing.status === 'pending_review' ? 'This listing is under review.' : `This listing is ${listing.status.replace('_', ' ')}, not under review.`);
  }
  return listing;
}

const labelOf = (listing: Pick<Product, 'phone_details'>) => listing.phone_details.phone_name;

/**
 * The events of a decision, written with it: only when this change is the decision itself (a
 * refused one may still write down a lapsed hold, which owes the seller nothing).
 */
const onDecision =
  (status: Product['status'], events: (listing: Product) => OutboxEvent[]): Effects =>
  ({ listing: before }, { listing: after }) =>
    after && before?.status === 'pending_review' && after.status === status ? events(after) : [];

/** The notice a seller is owed for a decision on their listing, written with the decision (once per decision). */
function decisionNotice(listing: Product, notice: Pick<NoticePayload, 'kind' | 'text'>, now: Date): OutboxEvent {
  return personNotice(
    { ...notice, uid: listing.seller_uid, link: NOTIFICATION_LINKS.myProducts(), listingId: listing._id, key: `${listing._id}_${now.getTime()}` },
    now,
  );
}

/**
 * PUT /admin/listings/:id/approve: the listing goes live; the seller hears of it, its model joins
 * the type-ahead, and the audit log records it (events written with the decision).
 */
export async function approveListing(admin: Caller, id: string, now: Date): Promise<ModerationActionResponse> {
  const { listing } = await changeListing(
    id,
    ({ listing: found }) => {
      assertMove(found, 'available');
      return { kind: 'update', listing: { status: 'available', moderation_key: null, moderation_note: null } };
    },
    now,
    onDecision('available', (approved) => [
      decisionNotice(approved, { kind: 'listing_approved', text: { key: 'listing_approved', params: { phone: labelOf(approved) } } }, now),
      catalogNote(approved, now),
      auditEvent(admin, 'listing_approved', { kind: 'listing', id, label: labelOf(approved) }, null, now),
    ]),
  );
  const approved = listing as Product;
  return { acknowledged: true, status: approved.status, queue_position: null };
}

/** PUT /admin/listings/:id/reject: rejected with a reason the seller reads and the audit log keeps (events); its IMEI claim is freed. */
export async function rejectListing(admin: Caller, id: string, body: RejectListingBody, now: Date): Promise<ModerationActionResponse> {
  const note = { action: 'rejected' as const, reason: body.reason, details: body.details || null, at: now.toISOString() };
  const why = [REJECTION_REASON_LABELS[body.reason], body.details].filter(Boolean).join(': ');
  const { listing } = await changeListing(
    id,
    ({ listing: found }) => {
      assertMove(found, 'rejected');
      return { kind: 'update', listing: { status: 'rejected', adversite: false, moderation_key: moderationKeyOf(id, now), moderation_note: note } };
    },
    now,
    onDecision('rejected', (rejected) => [
      decisionNotice(
        rejected,
        { kind: 'listing_rejected', text: { key: 'listing_rejected', params: { phone: labelOf(rejected), reason: body.reason, details: body.details || null } } },
        now,
      ),
      auditEvent(admin, 'listing_rejected', { kind: 'listing', id, label: labelOf(rejected) }, why, now),
    ]),
  );
  const rejected = listing as Product;
  return { acknowledged: true, status: rejected.status, queue_position: null };
}

/**
 * PUT /products/:id/resubmit: the seller sends a rejected listing back to the queue (at its end).
 * Under review it holds its IMEI again, claimed first: 403 if blocked since, 409 if listed again since.
 */
export async function resubmitListing(caller: Caller, id: string, now: Date): Promise<ModerationActionResponse> {
  const current = await getProduct(id);
  // Another person's listing under moderation is not theirs to know of.
  if (!current || (current.seller_uid !== caller.uid && !isAdmin(caller))) throw AppError.notFound(NOT_FOUND);
  assertMove(current, 'pending_review');
  const hash = current.imei_hash;
  if (hash) {
    await assertImeiNotBlocked(hash);
    await claimImei(hash, id, now);
  }
  try {
    const { listing } = await changeListing(
      id,
      ({ listing: found }) => {
        assertMove(found, 'pending_review');
        return { kind: 'update', listing: { status: 'pending_review', moderation_key: moderationKeyOf(id, now), moderation_note: null } };
      },
      now,
    );
    const pending = listing as Product;
    return { acknowledged: true, status: pending.status, queue_position: await queuePositionOf(pending) };
  } catch (error) {
    if (hash) await releaseImei({ hash }, id);
    throw error;
  }
}
