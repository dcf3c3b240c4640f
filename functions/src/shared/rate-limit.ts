import type { Request } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from './app-error';
import { config } from './config';

function limiter(limit: number, message: string) {
  return rateLimit({
    windowMs: config.rateLimitWindowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Callers whose token was verified (the limiter runs after requireToken/requireUser) are
    // limited per account, everyone else per address: an unverified Authorization header is
    // anyone's to invent, so it must never pick the bucket.
    keyGenerator: (req: Request) => (req.caller ? `user:${req.caller.uid}` : ipKeyGenerator(req.ip ?? 'unknown')),
    handler: () => {
      throw new AppError(429, 'rate_limited', message);
    },
  });
}

/** Writes: generous for people, a wall for scripts. */
export const writeLimiter = limiter(config.writeRateLimit, 'Too many requests. Please wait a minute and try again.');

/** The public newsletter form. */
export const newsletterLimiter = limiter(config.newsletterRateLimit, 'Too many sign-ups from here. Please try again in a minute.');
