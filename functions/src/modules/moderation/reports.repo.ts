import { mayNameDocument, reportGroupsCollection, reportsCollection } from '../../shared/collections';
import { writeInBatches } from '../../shared/write-batches';
import { REPORTS_SHOWN_PER_GROUP } from '../../contract/constants';
import { FIRST_OPEN_RANK, rankKeyOf, reportGroupOf, type Report, type ReportGroup } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { recordInBatch, type OutboxEvent } from '../events';

/** Creates the report; rejects with ALREADY_EXISTS when this person's open report of the listing exists. */
export async function insertReport(report: Report): Promise<void> {
  await reportsCollection().doc(report._id).create(report);
}

export async function getReportGroup(listingId: string): Promise<ReportGroup | null> {
  if (!mayNameDocument(listingId)) return null;
  return (await reportGroupsCollection().doc(listingId).get()).data() ?? null;
}

/** The open reports of a listing's round, newest first (at most `limit`). Index: listing_id + round + open + createdAt. */
export async function openReportsOf(listingId: string, round: number, limit = REPORTS_SHOWN_PER_GROUP): Promise<Report[]> {
  const snapshot = await reportsCollection()
    .where('listing_id', '==', listingId)
    .where('round', '==', round)
    .where('open', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Every open report of a listing's round (to count them, or to close them). */
async function allOpenReportsOf(listingId: string, round: number) {
  return (await reportsCollection().where('listing_id', '==', listingId).where('round', '==', round).where('open', '==', true).get()).docs;
}

/**
 * Recounts a listing's group from its open reports of the round and writes it (aggregates are written,
 * not computed on read). Recounting, rather than incrementing, lets a later report repair a count two
 * concurrent ones left behind.
 */
export async function recountGroup(listingId: string, round: number): Promise<ReportGroup> {
  const group = reportGroupOf(listingId, round, (await allOpenReportsOf(listingId, round)).map((doc) => doc.data()));
  await reportGroupsCollection().doc(listingId).set(group);
  return group;
}

/** Closes the round: its reports are no longer open, the group is empty and the next round begins. */
export async function closeRound(group: ReportGroup, events: readonly OutboxEvent[]): Promise<number> {
  const open = await allOpenReportsOf(group.listing_id, group.round);
  await writeInBatches(open, (batch, doc) => batch.update(doc.ref, { open: false }));
  const next: ReportGroup = {
    ...group,
    round: group.round + 1,
    open_count: 0,
    reasons: {},
    first_reported_at: null,
    last_reported_at: null,
    rank_key: rankKeyOf(0, group.listing_id),
  };
  const batch = reportGroupsCollection().firestore.batch();
  batch.set(reportGroupsCollection().doc(group.listing_id), next);
  recordInBatch(batch, events);
  await batch.commit();
  return open.length;
}

/** Groups with open reports, most reported first, by keyset on rank_key. Index: rank_key (descending). */
export async function listOpenGroups(page: PageRequest): Promise<Page<ReportGroup>> {
  let query = reportGroupsCollection().where('rank_key', '>=', FIRST_OPEN_RANK);
  if (page.cursor) query = query.where('rank_key', '<', page.cursor);
  const snapshot = await query.orderBy('rank_key', 'desc').limit(page.limit + 1).get();
  const fetched = snapshot.docs.map((doc) => doc.data());
  const items = fetched.slice(0, page.limit);
  const last = items.at(-1);
  return { items, nextCursor: fetched.length > page.limit && last ? last.rank_key : null };
}

/** How many listings have open reports. */
export async function countOpenGroups(): Promise<number> {
  return (await reportGroupsCollection().where('rank_key', '>=', FIRST_OPEN_RANK).count().get()).data().count;
}

