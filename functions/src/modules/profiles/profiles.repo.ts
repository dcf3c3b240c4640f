import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { DisputeOutcome, DisputeOutcomeCounts } from '../../contract/disputes';
import { mayNameDocument, talliesCollection, usersCollection } from '../../shared/collections';
import { ALREADY_EXISTS, createdOnce, db, hasGrpcCode, NOT_FOUND } from '../../shared/firestore';
import type { AccountType } from '../../contract/users';
import type { PageRequest } from '../../contract/pagination';
import { toPage, type Page } from '../../shared/pagination';
import { recordInBatch, recordInTransaction, type OutboxEvent } from '../events';
import { ratingAverage, type EmailPreferences, type UserRecord } from '../../contract/users';
import type { Language } from '../../contract/languages';

const users = usersCollection;

export async function getUserById(uid: string): Promise<UserRecord | null> {
  if (!mayNameDocument(uid)) return null;
  const snapshot = await users().doc(uid).get();
  return snapshot.data() ?? null;
}

/** Emails are stored lower-cased, so the lookup lower-cases too. */
export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const snapshot = await users().where('email', '==', email.toLowerCase()).limit(1).get();
  return snapshot.empty ? null : snapshot.docs[0]!.data();
}

/** Writes a new record; false when users/{uid} already exists (a concurrent registration won). */
export async function createUserRecord(record: UserRecord): Promise<boolean> {
  return createdOnce(() => users().doc(record._id).create(record));
}

/** Updates only the given fields, so concurrent writes of other fields (role, verified) survive. */
export async function updateUserRecord(
  uid: string,
  patch: Partial<Pick<UserRecord, 'name' | 'email' | 'image' | 'role' | 'verified' | 'user_role' | 'verificationRequestedAt' | 'language'>>,
  events: readonly OutboxEvent[] = [],
): Promise<void> {
  const batch = db().batch();
  batch.update(users().doc(uid), patch);
  recordInBatch(batch, events);
  await batch.commit();
}

/**
 * The caller's own changes: name, photo, language, and the email preferences they sent (each preference is
 * its own field path, so two concurrent changes of different preferences both hold).
 */
export async function updateOwnFields(
  uid: string,
  patch: { name?: string; image?: string; emailPreferences?: Partial<EmailPreferences>; language?: Language },
  events: readonly OutboxEvent[] = [],
): Promise<void> {
  const { emailPreferences, ...fields } = patch;
  const update: Record<string, unknown> = { ...fields };
  for (const [key, value] of Object.entries(emailPreferences ?? {})) update[`emailPreferences.${key}`] = value;
  if (Object.keys(update).length === 0) return;
  const batch = db().batch();
  batch.update(users().doc(uid), update);
  recordInBatch(batch, events);
  await batch.commit();
}

/** Everyone, or one role, newest first: one keyset page on sortKey (limit + 1 documents). */
export async function listUsers(page: PageRequest, userRole?: AccountType): Promise<Page<UserRecord>> {
  let query = userRole ? users().where('user_role', '==', userRole) : users().orderBy('sortKey', 'desc');
  if (userRole) query = query.orderBy('sortKey', 'desc');
  if (page.cursor) query = query.where('sortKey', '<', page.cursor);
  const snapshot = await query.limit(page.limit + 1).get();
  return toPage(
    snapshot.docs.map((doc) => doc.data()),
    page.limit,
  );
}

export type DeleteUserOutcome = 'deleted' | 'not_found' | 'last_admin';

/** The events a change of a record owes, from the record as the transaction read it. */
export type EventsOf = (record: UserRecord) => OutboxEvent[];

/**
 * Deletes users/{uid} unless it is the only admin record left, writing the events the deletion
 * owes (`eventsOf` the record deleted) with it. The admin count is read in the same transaction, so
 * two admins deleting each other at once cannot both succeed. Answers the outcome and the events written.
 */
export async function deleteUserUnlessLastAdmin(uid: string, eventsOf: EventsOf): Promise<{ outcome: DeleteUserOutcome; events: OutboxEvent[] }> {
  if (!mayNameDocument(uid)) return { outcome: 'not_found', events: [] };
  return db().runTransaction(async (transaction) => {
    const ref = users().doc(uid);
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { outcome: 'not_found' as const, events: [] };
    const record = snapshot.data()!;
    if (record.role === 'admin') {
      const admins = await transaction.get(users().where('role', '==', 'admin').limit(2));
      if (admins.size < 2) return { outcome: 'last_admin' as const, events: [] };
    }
    const events = eventsOf(record);
    transaction.delete(ref);
    recordInTransaction(transaction, events);
    return { outcome: 'deleted' as const, events };
  });
}

export type RemoveAdminOutcome = 'removed' | 'not_admin' | 'not_found' | 'last_admin';

/**
 * Takes admin away from users/{uid} (their account type, Buyer or Seller, stays) unless they are
 * the only admin left; read and written in one transaction, as deleteUserUnlessLastAdmin is. The
 * events (`eventsOf` the record) are written when it is removed, and when it was not an admin (an
 * answered repeat); never when refused. Answers the outcome and the events written.
 */
export async function removeAdminUnlessLastAdmin(uid: string, eventsOf: EventsOf): Promise<{ outcome: RemoveAdminOutcome; events: OutboxEvent[] }> {
  if (!mayNameDocument(uid)) return { outcome: 'not_found', events: [] };
  return db().runTransaction(async (transaction) => {
    const ref = users().doc(uid);
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { outcome: 'not_found' as const, events: [] };
    const record = snapshot.data()!;
    const events = eventsOf(record);
    if (record.role !== 'admin') {
      recordInTransaction(transaction, events);
      return { outcome: 'not_admin' as const, events };
    }
    const admins = await transaction.get(users().where('role', '==', 'admin').limit(2));
    if (admins.size < 2) return { outcome: 'last_admin' as const, events: [] };
    transaction.update(ref, { role: 'user' });
    recordInTransaction(transaction, events);
    return { outcome: 'removed' as const, events };
  });
}

/** A review as it folds into its subject's rating. */
export interface RatedReview {
  _id: string;
  subject_uid: string;
  rating: number;
}

/**
 * Adds a published review to its subject's rating, once, inside the caller's batch (the review's own
 * "counted" mark rides along in reviews): a tally marker created with create() next to the increments,
 * so a second fold (another reader, a retry) fails the whole batch with ALREADY_EXISTS and counts
 * nothing; a subject whose record is gone fails it with NOT_FOUND.
 */
export function foldRatingIn(batch: WriteBatch, review: RatedReview): void {
  batch.create(talliesCollection().doc(`review_${review._id}`), { kind: 'review', id: review._id, uid: review.subject_uid });
  batch.update(usersCollection().doc(review.subject_uid), {
    rating_sum: FieldValue.increment(review.rating),
    rating_count: FieldValue.increment(1),
  });
}

/**
 * Counts a completed order in its seller's completed_sales (and safe_meetings, for a handover at a
 * safe meeting spot), once (a tally marker, as foldRatingIn), with the events the count causes
 * (the copies on their listings).
 */
export async function countSale(orderId: string, sellerUid: string, events: readonly OutboxEvent[], atSafeSpot = false): Promise<boolean> {
  const batch = db().batch();
  recordInBatch(batch, events);
  batch.create(talliesCollection().doc(`sale_${orderId}`), { kind: 'sale', id: orderId, uid: sellerUid });
  batch.update(usersCollection().doc(sellerUid), {
    completed_sales: FieldValue.increment(1),
    ...(atSafeSpot ? { safe_meetings: FieldValue.increment(1) } : {}),
  });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS) || hasGrpcCode(error, NOT_FOUND)) return false;
    throw error;
  }
}

/** Writes rating_avg from the record's sum and count; answers the record as it is then (null: gone). */
export async function refreshRatingAverage(uid: string): Promise<UserRecord | null> {
  const record = (await usersCollection().doc(uid).get()).data();
  if (!record) return null;
  const rating_avg = ratingAverage(record.rating_sum, record.rating_count);
  if (rating_avg !== record.rating_avg) await usersCollection().doc(uid).update({ rating_avg });
  return { ...record, rating_avg };
}

/**
 * A seller's dispute outcomes as a transaction reads them (null: the record is gone, nothing to
 * count on), then the decided one counted in the same transaction: the dispute's own status change
 * in it is what makes an outcome count once. The whole map is written back rather than one field
 * incremented, as the local Firestore emulator cannot increment a nested field.
 */
export async function disputeOutcomesIn(transaction: Transaction, uid: string): Promise<DisputeOutcomeCounts | null> {
  if (!uid || !mayNameDocument(uid)) return null;
  return (await transaction.get(usersCollection().doc(uid))).data()?.dispute_outcomes ?? null;
}

export function countDisputeOutcomeIn(transaction: Transaction, uid: string, counts: DisputeOutcomeCounts, outcome: DisputeOutcome): void {
  transaction.update(usersCollection().doc(uid), { dispute_outcomes: { ...counts, [outcome]: counts[outcome] + 1 } });
}
