import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { PagesLoadContext, PagesServerBuild } from '../../contract/pages';
import { config } from '../../shared/config';
import { publicCache } from '../../shared/http';
import { LISTING_CACHE_SECONDS } from '../products';
import { publicCatalog } from './public-catalog';

/** The web's server build (web/src/server.ts), copied beside this function (copy-web.mjs). */
export const SERVER_BUILD_FILE = 'server/index.js';

/**
 * Every page of the web (Hosting sends whatever is neither /api nor a file of the build here):
 * React Router renders it from the web's server build, the public routes with their data, read
 * in-process from the API's services (`context.catalog`), the others as the shell the browser
 * fills in. A page is the same for everyone (no cookies, no sign-in on the server), so the CDN
 * keeps it as long as the lists' API answers; browsers revalidate, so a person's own change shows.
 */
export function createPagesApp({ webDir, context = { catalog: publicCatalog(), authEmulatorHost: config.authEmulatorHost, publicUrl: config.publicUrl } }: { webDir: string; context?: PagesLoadContext }): Express {
  let handler: Promise<RequestHandler> | undefined;
  const load = () => {
    handler ??= (import(pathToFileURL(path.join(webDir, SERVER_BUILD_FILE)).href) as Promise<PagesServerBuild>).then(
      (build) => build.createPagesHandler(context) as unknown as RequestHandler,
    );
    handler.catch(() => {
      handler = undefined; // Tried again by the next request.
    });
    return handler;
  };
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(publicCache(LISTING_CACHE_SECONDS, { browserSeconds: 0 }), (_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(async (req, res, next) => {
    try {
      (await load())(req, res, next);
    } catch (error) {
      next(error);
    }
  });
  return app;
}
