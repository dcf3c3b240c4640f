/**
 * Between the `pages` function (functions/src/modules/pages) and the web's server build
 * (web/src/server.ts, built into `<webDir>/server/index.js`): what the public routes' loaders may
 * ask of the API in-process, and what the server build exports.
 */
import type { PublicListing } from './products';

/** One page of a public list, as GET /api/products sends it (the cursor of its `Link: rel="next"`, its `X-Total-Count`). */
export interface CatalogPage {
  items: PublicListing[];
  nextCursor: string | null;
  total: number;
}

/**
 * The public reads the rendered pages draw from, answered by the API's own services with the
 * query parsed by the API's own schema: the same listings a browser gets from /api, without an
 * HTTP round trip.
 */
export interface PublicCatalog {
  /** GET /api/products with these query values; rejects on values the API would refuse (400). */
  search(query: Record<string, string | number | undefined>): Promise<CatalogPage>;
  /** GET /api/products/adversite?limit=… */
  advertised(limit: number): Promise<PublicListing[]>;
  /** GET /api/products/:id as a visitor sees it; null where the API answers 404 or refuses the id. */
  listing(id: string): Promise<PublicListing | null>;
}

/** What every loader of the server build receives as its `context`. */
export interface PagesLoadContext {
  catalog: PublicCatalog;
  /** On the local stack, where its Auth emulator listens (host:port), for the page to sign in there; null in production. */
  authEmulatorHost: string | null;
  /**
   * The site's address (RECELL_PUBLIC_URL), for the page's addresses in each language (`hreflang`):
   * behind Hosting, the request reaches the function with the function's own host and scheme.
   */
  publicUrl: string;
}

/** An Express-compatible handler, typed structurally so neither side depends on the other's Express types. */
export type PagesRequestHandler = (req: never, res: never, next: (error?: unknown) => void) => unknown;

/** What the server build exports. */
export interface PagesServerBuild {
  createPagesHandler(context: PagesLoadContext): PagesRequestHandler;
}
