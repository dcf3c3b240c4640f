import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';

declare module 'express-serve-static-core' {
  interface Locals {
    requestId?: string;
    /** What made the request fail with a 5xx, for its log line (set by the error handler). */
    failure?: unknown;
  }
}

/** A caller's own request id is kept when it is plain and bounded (it ends up in logs); otherwise a fresh one. */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives each request an id (X-Request-Id, and `requestId` in error bodies) and writes exactly one
 * structured line when it ends: method, route pattern, status, duration, request id, caller uid.
 * A 5xx line is an error carrying the failure's stack, so an error body's requestId finds it.
 * `base` is where the API's router is mounted, since a failed request has left it by then.
 */
export function requestLog(base: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const supplied = req.get('x-request-id');
    const requestId = supplied && CALLER_REQUEST_ID.test(supplied) ? supplied : randomUUID();
    res.locals.requestId = requestId;
    res.set('X-Request-Id', requestId);
    res.once('close', () => {
      const line = {
        method: req.method,
        // The pattern, not the URL: ids and emails in paths and queries stay out of the logs.
        route: req.route ? `${base}${String(req.route.path)}` : null,
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
        requestId,
        ...(req.caller ? { uid: req.caller.uid } : {}),
      };
      const { failure } = res.locals;
      if (res.statusCode >= 500) logger.error(failure instanceof Error ? failure : new Error(String(failure ?? 'request failed')), line);
      else logger.info('request', line);
    });
    next();
  };
}
