import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import helmet from 'helmet';
import type { ErrorBody } from './contract/errors';
import { AppError } from './shared/app-error';
import type { Clock } from './shared/clock';
import { jsonBody } from './shared/json-body';
import { requestLog } from './shared/request-log';
import { trustProxySetting } from './shared/client-address';
import { retryAfterOnUnavailable } from './shared/firestore-deadline';
import { openFirestoreChannelWhenServing } from './shared/firestore';
import { categoriesRouter } from './modules/categories';
import { ordersRouter } from './modules/orders';
import { offersRouter } from './modules/offers';
import { productsRouter } from './modules/products';
import { wishlistRouter } from './modules/wishlist';
import { healthRouter } from './modules/health';
import { imagesRouter } from './modules/images';
import { jwtRouter } from './modules/jwt';
import { newsletterRouter } from './modules/newsletter';
import { openApiRouter } from './modules/openapi';
import { usersRouter } from './modules/users';
import { conversationsRouter } from './modules/conversations';
import { notificationsRouter } from './modules/notifications';
import { reviewsRouter } from './modules/reviews';
import { moderationRouter } from './modules/moderation';
import { savedSearchesRouter } from './modules/saved-searches';
import { pushRouter } from './modules/push';
import { meetupSpotsRouter } from './modules/meetup-spots';
import { disputesRouter } from './modules/disputes';
import { identitySource } from './modules/users';

/** Where Hosting's rewrite sends the API. */
const API_BASE = '/api';

/**
 * Builds the API without listening: the Cloud Function and the tests both mount it. `now` is the
 * server's clock (shared/clock.ts), which tests may replace.
 */
export function createApp(options: { now?: Clock } = {}): Express {
  const app = express();
  if (options.now) app.locals.now = options.now;
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting());
  app.locals.identity = identitySource;
  app.use(helmet());
  // A page of 24 listings is ~45 KB of JSON and ~7 KB gzipped: on a phone's connection that is the
  // list's data arriving a few hundred milliseconds sooner. Photos are already WebP.
  app.use(compression());
  app.use(requestLog(API_BASE));
  app.use(jsonBody);

  const api = express.Router();
  api.use(healthRouter);
  api.use(openApiRouter);
  api.use(categoriesRouter);
  api.use(productsRouter);
  api.use(moderationRouter);
  api.use(ordersRouter);
  api.use(offersRouter);
  api.use(meetupSpotsRouter);
  api.use(disputesRouter);
  api.use(reviewsRouter);
  api.use(conversationsRouter);
  api.use(notificationsRouter);
  api.use(wishlistRouter);
  api.use(savedSearchesRouter);
  api.use(pushRouter);
  api.use(usersRouter);
  api.use(jwtRouter);
  api.use(imagesRouter);
  api.use(newsletterRouter);
  app.use(API_BASE, api);

  app.use((_req, _res, next) => next(AppError.notFound('There is nothing at this address.')));
  app.use(retryAfterOnUnavailable);
  app.use(errorHandler);
  openFirestoreChannelWhenServing();
  return app;
}

/** Maps anything thrown to the one error body; unknown errors become a bare 500, logged once by the request log. */
const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const { requestId } = res.locals;
  const known = toAppError(error);
  if (known.status >= 500) res.locals.failure = error;
  const body: ErrorBody = {
    acknowledged: false,
    code: known.code,
    message: known.message,
    ...(known.details ? { details: known.details } : {}),
    requestId,
  };
  res.status(known.status).json(body);
};

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const candidate = error as { type?: string; code?: string; status?: number };
  // body-parser
  if (candidate?.type === 'entity.parse.failed') return AppError.badRequest('The request body is not valid JSON.');
  if (candidate?.type === 'entity.too.large') return new AppError(413, 'payload_too_large', 'The request body is too large.');
  if (candidate?.status && candidate.status >= 400 && candidate.status < 500) {
    return AppError.badRequest('The request could not be read.');
  }
  return new AppError(500, 'internal', 'Something went wrong on our side. Please try again.');
}
