import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express } from 'express';

/**
 * What web/src/entry-server.tsx exports, as built into `<webDir>/server/entry-server.mjs`
 * (web/vite.config.ts, `ssrBuild`; copied beside the function by functions/copy-web.mjs).
 */
export interface PageRenderer {
  configureApi(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: URL): Promise<RenderedPage>;
}

export type PublicRoute = 'home' | 'products' | 'category' | 'product';

/** Each public route's chunks and style sheets beyond the first load (web/vite.config.ts writes them). */
export type RouteAssets = Record<PublicRoute, string[]>;

export type RenderedPage =
  | { kind: 'page'; status: number; route: PublicRoute | null; head: string; appHtml: string; stateScript: string }
  | { kind: 'redirect'; status: number; location: string };

/** Where app.html marks the markup the app's first render replaces, and the place for the page's state (web/index.html). */
const ROOT_CONTENT = /<!--app-->[\s\S]*<!--\/app-->/;
const STATE_MARK = '<!--state-->';

/**
 * The API's own Express app as the pages' transport, on a loopback port of this instance: a
 * page's data comes from the same routes, validation and serialisation a browser gets, with no
 * trip through Hosting or a second function.
 */
export function loopbackTransport(api: Express) {
  let origin: Promise<string> | undefined;
  const listen = () =>
    (origin ??= new Promise<string>((resolve, reject) => {
      const server = createServer(api);
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      server.unref(); // It never keeps the instance alive on its own.
    }));
  // Reads only: the pages ask for public data (and the browser's cache modes mean nothing here).
  return async (url: string, { method, headers, signal }: RequestInit): Promise<Response> => fetch(`${await listen()}${url}`, { method, headers, signal });
}

/** The web build the function serves: app.html and the server bundle, loaded once per instance. */
export class WebBuild {
  private loaded?: Promise<{ template: string; routeAssets: RouteAssets; renderer: PageRenderer }>;

  constructor(
    private readonly webDir: string,
    private readonly api: Express,
  ) {}

  load() {
    this.loaded ??= (async () => {
      const template = await readFile(path.join(this.webDir, 'app.html'), 'utf8');
      if (!ROOT_CONTENT.test(template) || !template.includes(STATE_MARK)) throw new Error(`${this.webDir}/app.html lacks the <!--app--> … <!--/app--> and <!--state--> marks`);
      const routeAssets = JSON.parse(await readFile(path.join(this.webDir, 'route-assets.json'), 'utf8')) as RouteAssets;
      const renderer = (await import(pathToFileURL(path.join(this.webDir, 'server/entry-server.mjs')).href)) as PageRenderer;
      renderer.configureApi(loopbackTransport(this.api));
      return { template, routeAssets, renderer };
    })();
    this.loaded.catch(() => {
      this.loaded = undefined; // Tried again by the next request.
    });
    return this.loaded;
  }

  /** app.html as built, for a page that could not be rendered here: the browser renders it itself. */
  staticPage(): Promise<string> {
    return readFile(path.join(this.webDir, 'app.html'), 'utf8');
  }
}

/**
 * app.html with the rendered page in #root, its state at the state mark, and in <head> its image
 * preloads and its route's style sheets (render-blocking, so it paints styled; the route's chunk
 * finds them there and adds no second copy) and chunks.
 */
export function pageHtml(template: string, routeAssets: RouteAssets, page: Extract<RenderedPage, { kind: 'page' }>): string {
  const assets = (page.route ? routeAssets[page.route] : [])
    .map((href) => (href.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`))
    .join('');
  return template
    .replace('<html lang="en">', '<html lang="en" data-server-rendered>')
    .replace('</head>', () => `${page.head}${assets}</head>`)
    .replace(ROOT_CONTENT, () => page.appHtml)
    .replace(STATE_MARK, () => page.stateScript);
}
