import { Router } from 'express';
import { callerOf, requireUser, userOf } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, publicCache, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { orderReviewParam, reviewBody, reviewsQuery, type CreateReviewResponse, type OrderReviewsResponse } from '../../contract/reviews';
import { profileParam, type PublicProfile } from '../../contract/users';
import { createReview, orderReviews, publicProfile, publishedReviews } from './reviews.service';

export const reviewsRouter = Router();

reviewsRouter.post('/orders/:id/review', requireUser, requireJson, writeLimiter, async (req, res) => {
  const { id } = parse(orderReviewParam, req.params);
  const body = parse(reviewBody, req.body);
  const review = await createReview(userOf(req), id, body, nowOf(req));
  res.status(201).json({ acknowledged: true, review } satisfies CreateReviewResponse);
});

reviewsRouter.get('/orders/:id/review', requireUser, privateNoStore, async (req, res) => {
  const { id } = parse(orderReviewParam, req.params);
  res.json((await orderReviews(callerOf(req), id, nowOf(req))) satisfies OrderReviewsResponse);
});

// A reviewer goes to the profile they just rated: browsers revalidate (an ETag makes it cheap), the CDN keeps 30 s.
const profileCache = publicCache(30, { browserSeconds: 0 });

reviewsRouter.get('/users/:uid/profile', profileCache, async (req, res) => {
  const { uid } = parse(profileParam, req.params);
  res.json((await publicProfile(uid, nowOf(req))) satisfies PublicProfile);
});

reviewsRouter.get('/users/:uid/reviews', profileCache, async (req, res) => {
  const { uid } = parse(profileParam, req.params);
  const query = parse(reviewsQuery, req.query);
  sendPage(req, res, await publishedReviews(uid, query, nowOf(req)), query.limit);
});
