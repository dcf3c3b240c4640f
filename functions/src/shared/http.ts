import type { NextFunction, Request, Response } from 'express';
import { AppError } from './app-error';

/**
 * Public GETs may be cached by browsers briefly and by the Hosting CDN a little longer.
 * `browserSeconds` shortens the browser's share where the reader may just have changed what they read.
 */
export function publicCache(seconds: number, { browserSeconds = Math.min(seconds, 60) }: { browserSeconds?: number } = {}) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', `public, max-age=${browserSeconds}, s-maxage=${seconds}`);
    next();
  };
}

/** Per-user responses are never stored by a shared cache. */
export function privateNoStore(_req: Request, res: Response, next: NextFunction) {
  res.set('Cache-Control', 'private, no-store');
  next();
}

/** Write routes with a body accept JSON only. */
export function requireJson(req: Request, _res: Response, next: NextFunction) {
  if (!req.is('application/json')) {
    throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  next();
}
