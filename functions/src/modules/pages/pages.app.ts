import compression from 'compression';
import express, { type Express } from 'express';
import { logger } from 'firebase-functions/logger';
import { publicCache } from '../../shared/http';
import { LISTING_CACHE_SECONDS } from '../products';
import { pageHtml, WebBuild } from './page-renderer';

/** Any origin does: the router reads only the path and the search. */
const PAGE_ORIGIN = 'http://recell.invalid';

/**
 * The public pages, rendered on the function (web/src/entry-server.tsx; firebase.json sends `/`,
 * `/products`, `/categories/**` and `/displayProducts/**` here, every other screen to app.html).
 * The pages are the same for everyone, so the CDN keeps them as long as the lists' API answers.
 * A page that cannot be rendered here is sent as app.html, and the browser renders it itself.
 */
export function createPagesApp({ api, webDir }: { api: Express; webDir: string }): Express {
  const web = new WebBuild(webDir, api);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // Browsers revalidate (a signed-in person's own change shows at once); the CDN keeps a page as long as the listings' API answers.
  app.get('/{*path}', publicCache(LISTING_CACHE_SECONDS, { browserSeconds: 0 }), async (req, res) => {
    res.set('X-Content-Type-Options', 'nosniff');
    try {
      const build = await web.load();
      const page = await build.renderer.renderPage(new URL(req.originalUrl, PAGE_ORIGIN));
      if (page.kind === 'redirect') {
        res.redirect(page.status, page.location);
        return;
      }
      res.status(page.status).type('html').send(pageHtml(build, page));
    } catch (error) {
      logger.error(`page render failed on ${req.path}; sent app.html`, error);
      res.set('Cache-Control', 'no-cache');
      res.type('html').send(await web.staticPage());
    }
  });
  return app;
}
