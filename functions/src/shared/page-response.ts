import type { Request, Response } from 'express';
import { nextPageLink, type Page } from './pagination';

/**
 * Sends a page as the spec's plain array (or `body`, a value carrying it, such as a category
 * with its listings); the next page travels in the `Link` header.
 */
export function sendPage<T>(req: Request, res: Response, page: Page<T>, limit: number, body: T[] | object = page.items) {
  if (page.nextCursor) res.set('Link', nextPageLink(req.originalUrl, page.nextCursor, limit));
  res.json(body);
}
