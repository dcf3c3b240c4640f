import { z } from 'zod';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX_LENGTH } from './constants';
import { PARTY_SIDES, type PartySide } from './conversations';
import { pageQuery } from './pagination';
import { docId } from './schema-helpers';

/** One review per order and side: the deterministic id written with create() makes a second one fail. */
export function reviewIdFor(orderId: string, authorSide: PartySide): string {
  return `${orderId}_${authorSide}`;
}

/**
 * reviews/{orderId_side}: the author's side rates the other side of a completed order. Double-blind:
 * published once both sides wrote or REVIEW_BLIND_DAYS after completion, whichever comes first —
 * `publishAt` holds that moment and readers compare it with their clock.
 */
export const reviewSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    listingId: z.string(),
    item_name: z.string(),
    author_uid: z.string(),
    author_name: z.string(),
    author_img: z.string(),
    author_side: z.enum(PARTY_SIDES),
    subject_uid: z.string().meta({ description: 'Who is reviewed: the other side of the order.' }),
    rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
    text: z.string(),
    createdAt: z.string(),
    completedAt: z.string().meta({ description: 'When the order was completed.' }),
    publishAt: z.string().meta({ description: 'When it shows: completion + REVIEW_BLIND_DAYS, or when the other side wrote theirs.' }),
    publishKey: z.string().meta({ description: 'publishAt then id: unique, sortable (the profile\'s keyset).' }),
    counted: z.boolean().meta({ description: 'Folded into the subject\'s rating aggregate (once published).' }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** Whether a review shows at `now`. */
export function isPublished(review: Pick<Review, 'publishAt'>, now: Date): boolean {
  return review.publishAt <= now.toISOString();
}

/** A published review as anyone reads it: no uids, emails or phone numbers. */
export const publicReviewSchema = z
  .object({
    _id: z.string(),
    rating: z.number().int(),
    text: z.string(),
    author_name: z.string(),
    author_img: z.string(),
    author_side: z.enum(PARTY_SIDES),
    item_name: z.string(),
    createdAt: z.string(),
    publishedAt: z.string(),
    sortKey: z.string().meta({ description: 'The keyset cursor of GET /users/:uid/reviews.' }),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof publicReviewSchema>;

export function toPublicReview(review: Review): PublicReview {
  return {
    _id: review._id,
    rating: review.rating,
    text: review.text,
    author_name: review.author_name,
    author_img: review.author_img,
    author_side: review.author_side,
    item_name: review.item_name,
    createdAt: review.createdAt,
    publishedAt: review.publishAt,
    sortKey: review.publishKey,
  };
}

/** POST /orders/:id/review. */
export const reviewBody = z.object({
  rating: z.coerce
    .number({ error: 'Rating must be 1 to 5 stars.' })
    .int({ error: 'Rating must be a whole number of stars.' })
    .min(REVIEW_RATING_MIN, { error: `Rating must be ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.` })
    .max(REVIEW_RATING_MAX, { error: `Rating must be ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.` }),
  text: z
    .string({ error: 'Review must be text.' })
    .trim()
    .max(REVIEW_TEXT_MAX_LENGTH, { error: `A review must be at most ${REVIEW_TEXT_MAX_LENGTH} characters.` })
    .default(''),
});
export type ReviewBody = z.infer<typeof reviewBody>;

/** The author's own review, as they see it (published or not yet). */
export const ownReviewSchema = z
  .object({
    _id: z.string(),
    rating: z.number().int(),
    text: z.string(),
    createdAt: z.string(),
    published: z.boolean(),
    publishAt: z.string(),
  })
  .meta({ id: 'OwnReview' });
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const createReviewResponse = z.object({ acknowledged: z.literal(true), review: ownReviewSchema });
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;

/** GET /orders/:id/review: where the caller's side stands on reviewing this order. */
export const orderReviewsResponse = z
  .object({
    canReview: z.boolean().meta({ description: 'The order is completed and the caller\'s side has not reviewed yet.' }),
    mine: ownReviewSchema.nullable(),
    theirs: publicReviewSchema.nullable().meta({ description: 'The other side\'s review, once published; else null.' }),
  })
  .meta({ id: 'OrderReviews' });
export type OrderReviewsResponse = z.infer<typeof orderReviewsResponse>;

export const orderReviewParam = z.object({ id: docId });
export const reviewsQuery = pageQuery;
