import { mayNameDocument, reviewsCollection } from '../../shared/collections';
import { ALREADY_EXISTS, createdOnce, db, hasGrpcCode, NOT_FOUND } from '../../shared/firestore';
import { toPage, type Page } from '../../shared/pagination';
import type { PageRequest } from '../../contract/pagination';
import type { Review } from '../../contract/reviews';
import { foldRatingIn } from '../profiles';
import { recordInBatch, type OutboxEvent } from '../events';

const reviews = reviewsCollection;

export async function getReview(id: string): Promise<Review | null> {
  if (!mayNameDocument(id)) return null;
  return (await reviews().doc(id).get()).data() ?? null;
}

/**
 * Writes a review with create() (one per order and side: a second one fails, false, and writes
 * nothing), and in the same batch moves the other side's publication to `publishOtherAt` when it is
 * given (both written: both show now), with the events it causes.
 */
export async function insertReview(review: Review, other: Review | null, events: readonly OutboxEvent[]): Promise<boolean> {
  const batch = db().batch();
  batch.create(reviews().doc(review._id), review);
  recordInBatch(batch, events);
  if (other && other.publishAt > review.publishAt) {
    batch.update(reviews().doc(other._id), { publishAt: review.publishAt, publishKey: `${review.publishAt}_${other._id}` });
  }
  return createdOnce(() => batch.commit());
}

/**
 * Folds a published review into its subject's rating, once (profiles' tally marker, in the same
 * batch as the review's own mark and the events the fold causes), so a second fold (another reader,
 * a retry) fails whole and counts nothing. Answers whether this call folded it. A subject whose
 * record is gone is skipped.
 */
export async function foldReview(review: Review, events: readonly OutboxEvent[]): Promise<boolean> {
  const batch = db().batch();
  foldRatingIn(batch, review);
  batch.update(reviews().doc(review._id), { counted: true });
  recordInBatch(batch, events);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) {
      // Folded before: make sure the review says so.
      await reviews().doc(review._id).update({ counted: true });
      return false;
    }
    if (hasGrpcCode(error, NOT_FOUND)) return false;
    throw error;
  }
}

/** The reviews about a person not yet folded into their rating (few: the ones still blind, mostly). */
export async function listUncountedReviewsOf(uid: string): Promise<Review[]> {
  const snapshot = await reviews().where('subject_uid', '==', uid).where('counted', '==', false).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Published reviews about a person at `now`, newest publication first, by keyset on publishKey. */
export async function listPublishedReviewsOf(uid: string, now: Date, page: PageRequest): Promise<Page<Review & { sortKey: string }>> {
  // '~' sorts after '_': every key whose publishAt is at or before now is below this bound.
  let query = reviews().where('subject_uid', '==', uid).where('publishKey', '<', `${now.toISOString()}~`);
  if (page.cursor) query = query.where('publishKey', '<', page.cursor);
  const snapshot = await query.orderBy('publishKey', 'desc').limit(page.limit + 1).get();
  return toPage(
    snapshot.docs.map((doc) => ({ ...doc.data(), sortKey: doc.data().publishKey })),
    page.limit,
  );
}

/** Both sides' reviews of an order (at most two). */
export async function reviewsOfOrder(orderId: string): Promise<Review[]> {
  const snapshot = await reviews().where('orderId', '==', orderId).get();
  return snapshot.docs.map((doc) => doc.data());
}
