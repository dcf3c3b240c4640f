import type { Request } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { AppError } from './app-error';
import { clientAddressKey } from './client-address';
import { config } from './config';
import { FirestoreRateLimitStore } from './rate-limit.repo';

/**
 * Callers whose token was verified (the limiter runs after requireToken/requireUser) are limited
 * per account, everyone else per address (shared/client-address.ts): an unverified Authorization
 * header is anyone's to invent, so it must never pick the bucket.
 */
function rateLimitKey(req: Request): string {
  return req.caller ? `user:${req.caller.uid}` : clientAddressKey(req);
}

function limiter(limit: number, message: string, store?: Store) {
  return rateLimit({
    windowMs: config.rateLimitWindowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: rateLimitKey,
    ...(store ? { store } : {}),
    // The client address is chosen deliberately (client-address.ts): in the Functions emulator no
    // header is trusted and the Unix socket has no address, which these start-up checks would log.
    validate: { ip: false, xForwardedForHeader: false },
    handler: () => {
      throw new AppError(429, 'rate_limited', message);
    },
  });
}

const TOO_MANY_WRITES = 'Too many requests. Please wait a minute and try again.';

/** Writes: generous for people, a wall for scripts. Counted in each instance's memory. */
export const writeLimiter = limiter(config.writeRateLimit, TOO_MANY_WRITES);

/**
 * The routes where abuse matters, counted in Firestore so that every instance of the function
 * enforces one limit (rate-limit.repo.ts). `route` names the counter; messages and reports use the
 * same when they come.
 */
export function sharedLimiter(route: string, limit: number, message: string, now?: () => number) {
  return limiter(limit, message, new FirestoreRateLimitStore(route, config.rateLimitWindowMs, now));
}

/** The public newsletter form. */
export const newsletterLimiter = sharedLimiter('newsletter', config.newsletterRateLimit, 'Too many sign-ups from here. Please try again in a minute.');
/** POST /users (registration). */
export const signUpLimiter = sharedLimiter('signup', config.writeRateLimit, TOO_MANY_WRITES);
/** POST /images. */
export const uploadLimiter = sharedLimiter('upload', config.writeRateLimit, TOO_MANY_WRITES);
/** POST /orders (bookings). */
export const bookingLimiter = sharedLimiter('booking', config.writeRateLimit, TOO_MANY_WRITES);
/** POST /products/:id/reports: per reporter. */
export const reportLimiter = sharedLimiter('report', config.reportRateLimit, 'You are reporting listings too fast. Please wait a minute.');
/** POST /conversations/:id/messages: per sender. */
export const messageLimiter = sharedLimiter('message', config.messageRateLimit, 'You are sending messages too fast. Please wait a minute.');
