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
import type { PublicProfile, UserRecord } from '../../contract/users';
import { getOrder, listProducts, updateSellerCopies } from '../listings';
import { getUserById, refreshRatingAverage } from '../profiles';
import { personNotice } from '../notifications';
import { dispatch } from '../events';
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

/**
 * Folds the published reviews about a person that are not in their rating yet, and copies the rating
 * onto their listings when it changed. Idempotent (each review folds once, by its tally marker), so
 * every reader may run it: a review published by the clock (REVIEW_BLIND_DAYS passed) is counted by
 * the first read of its subject's profile or reviews after that moment, with no timer.
 */
export async function catchUpRating(uid: string, now: Date): Promise<boolean> {
  const due = (await listUncountedReviewsOf(uid)).filter((review) => isPublished(review, now));
  let folded = false;
  for (const review of due) folded = (await foldReview(review)) || folded;
  if (folded) await syncRating(uid);
  return folded;
}

async function syncRating(uid: string): Promise<void> {
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
      title: 'You have a new review',
      body: other
        ? `${caller.profile.name} reviewed you for the ${order.item_name}. Both reviews are now public.`
        : `${caller.profile.name} reviewed you for the ${order.item_name}. It shows once you write yours, or in ${REVIEW_BLIND_DAYS} days.`,
      link: NOTIFICATION_LINKS.order(orderId),
      orderId,
      listingId: order.bookedId,
    },
    now,
  );
  if (!(await insertReview(review, other, [notice]))) throw AppError.conflict('You have already reviewed this order.');
  await dispatch([notice]);
  // Both in: both are published now and count at once (the other's subject is the caller).
  if (other) {
    await catchUpRating(subjectUid, now);
    await catchUpRating(caller.uid, now);
  }
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
  const [reviews, listings] = await Promise.all([
    listPublishedReviewsOf(uid, now, { limit: PROFILE_REVIEWS }),
    person.user_role === 'Seller' || person.completed_sales > 0
      ? listProducts({ sellerEmail: person.email, statuses: ['available'] }, { limit: PROFILE_LISTINGS })
      : Promise.resolve({ items: [], nextCursor: null }),
  ]);
  return {
    uid: person._id,
    name: person.name,
    image: person.image,
    verified: person.verified,
    user_role: person.user_role,
    member_since: person.createdAt,
    completed_sales: person.completed_sales,
    rating_avg: person.rating_avg,
    rating_count: person.rating_count,
    reviews: reviews.items.map(toPublicReview),
    reviews_next: reviews.nextCursor,
    listings: listings.items.map((listing) => toPublicListing(listing, now)),
  };
}
