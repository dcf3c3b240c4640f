import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express } from 'express';
import type { PageRenderer, PublicRoute, RenderedPage } from '../../contract/pages';

/** Each public route's chunks and style sheets beyond the first load (web/vite.config.ts writes them). */
export type RouteAssets = Record<PublicRoute, string[]>;

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

/** The app's entry style sheet in app.html, as Vite writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;
/** app.html's entry script and the preloads of the chunks it imports, as Vite writes them. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
/** Where the template keeps the entry script's place, for the call that loads it (pageHtml). */
const SCRIPTS_MARK = '<!--scripts-->';

/** What a page is written with: app.html, each route's assets, the style sheets' text, the renderer. */
export interface LoadedWebBuild {
  /** app.html without its entry script and preloads, which a rendered page loads once it has painted. */
  template: string;
  /** The entry script and the first-load chunks app.html preloads. */
  entry: string;
  firstLoadChunks: string[];
  routeAssets: RouteAssets;
  /** Every style sheet a rendered page may hold, by its address (`/assets/….css`). */
  styles: Map<string, string>;
  renderer: PageRenderer;
}

/** The web build the function serves (app.html, route assets, style sheets, server bundle), loaded once per instance. */
export class WebBuild {
  private loaded?: Promise<LoadedWebBuild>;

  constructor(
    private readonly webDir: string,
    private readonly api: Express,
  ) {}

  load(): Promise<LoadedWebBuild> {
    this.loaded ??= (async () => {
      const appHtml = await readFile(path.join(this.webDir, 'app.html'), 'utf8');
      const entry = ENTRY_SCRIPT.exec(appHtml)?.[1];
      if (!entry || !ROOT_CONTENT.test(appHtml) || !appHtml.includes(STATE_MARK)) {
        throw new Error(`${this.webDir}/app.html lacks its entry script, or the <!--app--> … <!--/app--> and <!--state--> marks`);
      }
      const firstLoadChunks = [...appHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
      const template = appHtml.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, SCRIPTS_MARK);
      const routeAssets = JSON.parse(await readFile(path.join(this.webDir, 'route-assets.json'), 'utf8')) as RouteAssets;
      const sheets = new Set([...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]!));
      Object.values(routeAssets).flat().filter((href) => href.endsWith('.css')).forEach((href) => sheets.add(href));
      const styles = new Map(await Promise.all([...sheets].map(async (href) => [href, await readFile(path.join(this.webDir, href), 'utf8')] as const)));
      const renderer = (await import(pathToFileURL(path.join(this.webDir, 'server/entry-server.mjs')).href)) as PageRenderer;
      renderer.configureApi(loopbackTransport(this.api));
      return { template, entry, firstLoadChunks, routeAssets, styles, renderer };
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
 * preloads and every style sheet it is drawn with, inline; in place of the entry script, the call
 * that loads it, and the route's chunks with it, once the page has painted (web/src/app/take-over.ts).
 *
 * Inline because a style sheet blocks the first paint, and on a phone's connection the six of a list
 * page shared it with the scripts: it painted after about 2.4 s, when its HTML had the photo at
 * 0.5 s. Inline, the page paints as its HTML arrives, and its largest photo as soon as it loads.
 * A route's own sheets keep a `<link>` too, one that blocks nothing (media="print"): the route's
 * chunk looks for it (Vite's CSS preload) and so does not load and wait for the sheet again.
 */
export function pageHtml(build: LoadedWebBuild, page: Extract<RenderedPage, { kind: 'page' }>): string {
  const inline = (href: string) => `<style>${(build.styles.get(href) ?? '').replace(/<\/style/gi, '<\\/style')}</style>`;
  const routeAssets = page.route ? build.routeAssets[page.route] : [];
  const styles = routeAssets
    .filter((href) => href.endsWith('.css'))
    .map((href) => `${inline(href)}<link rel="stylesheet" crossorigin href="${href}" media="print">`)
    .join('');
  const chunks = [...build.firstLoadChunks, ...routeAssets.filter((href) => href.endsWith('.js'))];
  return build.template
    .replace('<html lang="en">', '<html lang="en" data-server-rendered>')
    .replace(STYLESHEET_LINK, (_link, href: string) => inline(href))
    .replace(SCRIPTS_MARK, () => build.renderer.takeOverScript(build.entry, chunks))
    // After <meta name="viewport">: the browser picks a preload's srcset candidate by the viewport it knows then.
    .replace('</head>', () => `${page.head}${styles}</head>`)
    .replace(ROOT_CONTENT, () => page.appHtml)
    .replace(STATE_MARK, () => page.stateScript);
}
