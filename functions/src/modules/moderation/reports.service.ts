/**
 * Reports: any signed-in user flags a listing for a second look, once per listing while
 * their report is open (a deterministic id written with create()); admins see them grouped by
 * listing, most reported first, and resolve a group: dismiss, hide, or hide and block the IMEI.
 */
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/auth';
import { ALREADY_EXISTS, hasGrpcCode } from '../../shared/firestore';
import { getProduct } from '../listings';
import { isModerated, toSellerListing } from '../../contract/products';
import { reportIdFor, type ReportBody, type ReportGroupView, type ResolveReportsBody, type ResolveReportsResponse } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { dispatch } from '../events';
import { auditEvent } from './audit.service';
import { blockImeiHash } from './imei-blocks.service';
import { closeRound, getReportGroup, insertReport, listOpenGroups, openReportsOf, recountGroup } from './reports.repo';
import { hideListing } from './takedown.service';

export const ALREADY_REPORTED = 'You have already reported this listing. An admin will look at it.';

/** POST /products/:id/reports: answers the report's id. */
export async function fileReport(caller: Caller & { profile: { name: string } }, listingId: string, body: ReportBody, now: Date): Promise<string> {
  const listing = await getProduct(listingId);
  // A listing the public cannot see cannot be reported (and is not confirmed to exist).
  if (!listing || isModerated(listing.status)) throw AppError.notFound('This phone is no longer listed.');
  if (listing.seller_uid === caller.uid) throw AppError.forbidden('You cannot report your own listing.');
  const round = (await getReportGroup(listingId))?.round ?? 0;
  const _id = reportIdFor(listingId, caller.uid, round);
  try {
    await insertReport({
      _id,
      listing_id: listingId,
      reporter_uid: caller.uid,
      reporter_name: caller.profile.name,
      reason: body.reason,
      details: body.details,
      round,
      open: true,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) throw AppError.conflict(ALREADY_REPORTED);
    throw error;
  }
  await recountGroup(listingId, round);
  return _id;
}

/** GET /admin/reports: groups with open reports, most reported first, each with its listing and newest reports. */
export async function listReportGroups(page: PageRequest): Promise<Page<ReportGroupView>> {
  const found = await listOpenGroups(page);
  const items = await Promise.all(
    found.items.map(async (group): Promise<ReportGroupView> => {
      const [listing, reports] = await Promise.all([getProduct(group.listing_id), openReportsOf(group.listing_id, group.round)]);
      return {
        listing_id: group.listing_id,
        listing: listing && toSellerListing(listing),
        open_reports: group.open_count,
        reasons: group.reasons,
        first_reported_at: group.first_reported_at ?? '',
        last_reported_at: group.last_reported_at ?? '',
        reports: reports.map(({ _id, reporter_uid, reporter_name, reason, details, createdAt }) => ({ _id, reporter_uid, reporter_name, reason, details, createdAt })),
      };
    }),
  );
  return { items, nextCursor: found.nextCursor };
}

/** Why hide_and_block is refused on a listing without an IMEI (one listed before IMEIs were asked for). */
export const NO_IMEI_TO_BLOCK = 'This listing has no IMEI to block (it was listed before IMEIs were asked for). Hide it instead.';

/**
 * PUT /admin/reports/:listingId/resolve: closes the listing's open reports with the admin's action.
 * Hiding takes the listing down (takedown.service); hide_and_block also blocks its IMEI, which hides
 * any other live listing of the phone, and is refused (409) on a listing without an IMEI.
 */
export async function resolveReports(admin: Caller, listingId: string, body: ResolveReportsBody, now: Date): Promise<ResolveReportsResponse> {
  const group = await getReportGroup(listingId);
  if (!group || group.open_count === 0) throw AppError.notFound('This listing has no open reports.');
  const listing = await getProduct(listingId);
  // Refused before anything changes: a "block" that blocks nothing would tell the admin and the audit log otherwise.
  if (body.action === 'hide_and_block' && listing && !(listing.imei_hash && listing.imei_last4)) {
    throw AppError.conflict(NO_IMEI_TO_BLOCK);
  }
  const label = listing?.phone_details.phone_name ?? 'Deleted listing';
  const reason = body.reason || null;
  const dismissed = body.action === 'dismiss' || !listing;
  // The log records the admin's resolution, written with the round it closes; a takedown follows in
  // the listing's own transaction (a listing sold or gone meanwhile stays as it is).
  const audit = auditEvent(admin, dismissed ? 'reports_dismissed' : 'listing_hidden', { kind: 'listing', id: listingId, label }, reason, now);
  const resolved = await closeRound(group, [audit]);
  await dispatch([audit]);
  if (dismissed) {
    return { acknowledged: true, action: body.action, resolved_reports: resolved, status: listing?.status ?? null, cancelled_order: null };
  }
  const takedown = await hideListing(listingId, body.reason, now);
  if (body.action === 'hide_and_block' && listing.imei_hash && listing.imei_last4) {
    await blockImeiHash(admin, { hash: listing.imei_hash, last4: listing.imei_last4 }, body.reason || 'Reported listing', now);
  }
  return { acknowledged: true, action: body.action, resolved_reports: resolved, status: takedown.status, cancelled_order: takedown.cancelledOrder };
}
