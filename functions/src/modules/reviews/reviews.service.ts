import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/auth';
import type { Page } from '../../shared/pagination';
import { PROFILE_LISTINGS, PROFILE_REVIEWS, REVIEW_BLIND_DAYS } from '../../contract/constants';
import type { PartySide } from '../../contract/conversations';
import { NOTIFICATION_LINKS } from '../../contract/notifications';
import type { Order } from '../../contract/orders';
import type { PageRequest } from '../../contract/pagination';
import { toPublicListing } from '../../contract/products';
import {
  isPublished,
  reviewIdFor,
  toPublicReview,
  type OrderReviewsResponse,
  type OwnReview,
  type PublicReview,
  type Review,
  type ReviewBody,
} from '../../contract/reviews';
import { ratingAverage, type PublicProfile, type UserRecord } from '../../contract/users';
import { getOrder, listProducts, updateSellerCopies } from '../listings';
import { getUserById, refreshRatingAverage, verifiedPhoneOf } from '../profiles';
import { personNotice } from '../notifications';
import { dispatch, newEvent, type OutboxEvent } from '../events';
import { foldReview, getReview, insertReview, listPublishedReviewsOf, listUncountedReviewsOf } from './reviews.repo';

const DAY_MS = 86_400_000;
type SignedIn = Caller & { profile: UserRecord };

/** When an order was completed: its closed_at, or for orders closed before that field, its updatedAt. */
function completedAtOf(order: Order): string {
  return order.closed_at ?? order.updatedAt;
}

function sideOf(order: Order, uid: string): PartySide | null {
  if (order.buyer_uid === uid) return 'buyer';
  if (order.seller_uid === uid) return 'seller';
  return null;
}

const otherSide = (side: PartySide): PartySide => (side === 'buyer' ? 'seller' : 'buyer');

function ownReviewOf(review: Review, now: Date): OwnReview {
  return { _id: review._id, rating: review.rating, text: review.text, createdAt: review.createdAt, published: isPublished(review, now), publishAt: review.publishAt };
}

/** The event that brings a person's rating and its copies up to their published reviews (`key`: the review that caused it). */
function ratingEvent(uid: string, key: string, now: Date): OutboxEvent<'rating.sync'> {
  return newEvent('rating.sync', uid, key, { uid }, now);
}

/** Folds the reviews about a person published at `now` that their rating does not count yet; answers those it folded. */
async function foldDue(uid: string, now: Date, eventsOf: (review: Review) => OutboxEvent[]): Promise<OutboxEvent[]> {
  const due = (await listUncountedReviewsOf(uid)).filter((review) => isPublished(review, now));
  const owed: OutboxEvent[] = [];
  for (const review of due) {
    const events = eventsOf(review);
    if (await foldReview(review, events)) owed.push(...events);
  }
  return owed;
}

/**
 * Folds the published reviews about a person that are not in their rating yet, each with the
 * `rating.sync` event that brings the stored average and the copies on their listings in step.
 * Idempotent (each review folds once, by its tally marker), so every reader may run it: a review
 * published by the clock (REVIEW_BLIND_DAYS passed) is counted by the first read of its subject's
 * profile or reviews after that moment, with no timer. Answers whether it folded any.
 */
async function catchUpRating(uid: string, now: Date): Promise<boolean> {
  const owed = await foldDue(uid, now, (review) => [ratingEvent(uid, review._id, now)]);
  await dispatch(owed);
  return owed.length > 0;
}

/**
 * Handles `rating.sync`: folds what is published by the event's time and not counted yet (the
 * reviews of an order both sides have written), then writes the stored average from the sums and
 * copies the rating onto the person's listings, as the record has them now. Each step is safe to run
 * again: a fold once per review (its tally), the average and the copies from the record.
 */
export async function onRatingSync(event: OutboxEvent<'rating.sync'>): Promise<void> {
  const { uid } = event.payload;
  await foldDue(uid, new Date(event.createdAt), () => []);
  const record = await refreshRatingAverage(uid);
  if (record) await updateSellerCopies(uid, { seller_rating_avg: record.rating_avg, seller_rating_count: record.rating_count });
}

/**
 * POST /orders/:id/review: the buyer or the seller of a completed order rates the other side, once
 * (the deterministic id reviews/{orderId}_{side} with create()). Double-blind: it shows REVIEW_BLIND_DAYS
 * after completion, or as soon as the other side's is in, and then both show and both count.
 */
export async function createReview(caller: SignedIn, orderId: string, body: ReviewBody, now: Date): Promise<OwnReview> {
  const order = await getOrder(orderId);
  if (!order) throw AppError.notFound('This order does not exist.');
  const side = sideOf(order, caller.uid);
  if (!side) throw AppError.forbidden('Only the buyer and the seller of this order can review it.');
  if (order.status !== 'completed') throw AppError.conflict('You can leave a review once the phone has changed hands.');
  const subjectUid = side === 'buyer' ? order.seller_uid : order.buyer_uid;
  if (!subjectUid) throw AppError.conflict('The other side of this order has left ReCell.');
  const completedAt = completedAtOf(order);
  const other = await getReview(reviewIdFor(orderId, otherSide(side)));
  const blindUntil = new Date(Date.parse(completedAt) + REVIEW_BLIND_DAYS * DAY_MS).toISOString();
  const createdAt = now.toISOString();
  const publishAt = other ? (createdAt < blindUntil ? createdAt : blindUntil) : blindUntil;
  const id = reviewIdFor(orderId, side);
  const review: Review = {
    _id: id,
    orderId,
    listingId: order.bookedId,
    item_name: order.item_name,
    author_uid: caller.uid,
    author_name: caller.profile.name,
    author_img: caller.profile.image,
    author_side: side,
    subject_uid: subjectUid,
    rating: body.rating,
    text: body.text,
    createdAt,
    completedAt,
    publishAt,
    publishKey: `${publishAt}_${id}`,
    counted: false,
  };
  // The subject is told, by an event written with the review.
  const notice = personNotice(
    {
      uid: subjectUid,
      kind: 'review_received',
      text: { key: 'review_received', params: { reviewer: caller.profile.name, phone: order.item_name, published: Boolean(other), days: REVIEW_BLIND_DAYS } },
      link: NOTIFICATION_LINKS.order(orderId),
      orderId,
      listingId: order.bookedId,
    },
    now,
  );
  // Both in: both are published now, and both ratings count them (the other's subject is the caller).
  const events = [notice, ...(other ? [ratingEvent(subjectUid, id, now), ratingEvent(caller.uid, id, now)] : [])];
  if (!(await insertReview(review, other, events))) throw AppError.conflict('You have already reviewed this order.');
  await dispatch(events);
  return ownReviewOf(review, now);
}

/** GET /orders/:id/review: the caller's side's review, the other side's once published, and whether the caller may still write. */
export async function orderReviews(caller: Caller, orderId: string, now: Date): Promise<OrderReviewsResponse> {
  const order = await getOrder(orderId);
  if (!order) throw AppError.notFound('This order does not exist.');
  const side = sideOf(order, caller.uid);
  if (!side) throw AppError.forbidden('Only the buyer and the seller of this order can see its reviews here.');
  const [mine, theirs] = await Promise.all([getReview(reviewIdFor(orderId, side)), getReview(reviewIdFor(orderId, otherSide(side)))]);
  return {
    canReview: order.status === 'completed' && !mine && Boolean(side === 'buyer' ? order.seller_uid : order.buyer_uid),
    mine: mine ? ownReviewOf(mine, now) : null,
    theirs: theirs && isPublished(theirs, now) ? toPublicReview(theirs) : null,
  };
}

async function existingPerson(uid: string): Promise<UserRecord> {
  const record = await getUserById(uid);
  if (!record) throw AppError.notFound('This person is not on ReCell.');
  return record;
}

/** GET /users/:uid/reviews: published reviews about a person, newest first. */
export async function publishedReviews(uid: string, page: PageRequest, now: Date): Promise<Page<PublicReview>> {
  await existingPerson(uid);
  await catchUpRating(uid, now);
  const found = await listPublishedReviewsOf(uid, now, page);
  return { ...found, items: found.items.map(toPublicReview) };
}

/**
 * GET /users/:uid/profile: public facts only (never an email or a phone number). Reviews the clock
 * published since the last read are folded first, so the rating shown counts every published review.
 */
export async function publicProfile(uid: string, now: Date): Promise<PublicProfile> {
  const before = await existingPerson(uid);
  const person = (await catchUpRating(uid, now)) ? await existingPerson(uid) : before;
  const [reviews, listings, phone] = await Promise.all([
    listPublishedReviewsOf(uid, now, { limit: PROFILE_REVIEWS }),
    person.user_role === 'Seller' || person.completed_sales > 0
      ? listProducts({ sellerEmail: person.email, statuses: ['available'] }, { limit: PROFILE_LISTINGS })
      : Promise.resolve({ items: [], nextCursor: null }),
    verifiedPhoneOf(uid),
  ]);
  return {
    uid: person._id,
    name: person.name,
    image: person.image,
    verified: person.verified,
    // Asked of Auth, which keeps the number: whether there is one is public, the number is not.
    phone_verified: phone !== null,
    user_role: person.user_role,
    member_since: person.createdAt,
    completed_sales: person.completed_sales,
    safe_meetings: person.safe_meetings,
    dispute_outcomes: person.dispute_outcomes,
    // From the sums: the stored average follows a fold a moment later (its rating.sync event).
    rating_avg: ratingAverage(person.rating_sum, person.rating_count),
    rating_count: person.rating_count,
    reviews: reviews.items.map(toPublicReview),
    reviews_next: reviews.nextCursor,
    listings: listings.items.map((listing) => toPublicListing(listing, now)),
  };
}
