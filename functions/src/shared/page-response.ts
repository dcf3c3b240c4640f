import type { Request, Response } from 'express';
import { nextPageLink, type Page } from './pagination';

/** Sends a page as the spec's plain array; the next page travels in the `Link` header. */
export function sendPage<T>(req: Request, res: Response, page: Page<T>, limit: number, body: unknown = page.items) {
  if (page.nextCursor) res.set('Link', nextPageLink(req.originalUrl, page.nextCursor, limit));
  res.json(body);
}
