import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createUser } from '../../test/harness';
import { createProduct } from '../../test/factories';
import { createPagesApp } from './pages.app';

/**
 * The function's side of the rendered pages: it loads a web build, hands the renderer the API in
 * process, and writes the page into app.html. The real renderer (web/src/entry-server.tsx) is a
 * build of the web app, which these tests do not make; the browser journeys run it
 * (web/e2e/server-rendered.test.ts). Here a small renderer of the same shape asks the real API.
 */
const APP_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>ReCell</title><link rel="modulepreload" crossorigin href="/assets/vendor.js"><link rel="stylesheet" crossorigin href="/assets/index.css"></head>
  <body><div id="root"><!--app--><div class="shell-bar">ReCell</div><!--/app--></div><!--state--><script type="module" src="/assets/index.js"></script></body>
</html>`;

const RENDERER = `
let transport;
export function configureApi(next) { transport = next; }
export function takeOverScript(entry, chunks) { return '<script>takeOver(' + JSON.stringify(entry) + ', ' + JSON.stringify(chunks) + ')</script>'; }
export async function renderPage(url) {
  if (url.pathname === '/old') return { kind: 'redirect', status: 301, location: '/products' };
  if (url.pathname === '/broken') throw new Error('the renderer failed');
  const response = await transport('/api/products/' + encodeURIComponent(url.searchParams.get('id') ?? '') , { method: 'GET', headers: { Accept: 'application/json' }, cache: 'default' });
  const body = await response.json();
  return {
    kind: 'page',
    status: response.status,
    route: response.ok ? 'product' : null,
    head: '<link rel="preload" as="image" href="/p.webp">',
    appHtml: response.ok ? '<h1>' + body.phone_details.phone_name + '</h1>' : '<h1>' + body.message + '</h1>',
    stateScript: '<script>window.__state=' + JSON.stringify({ status: response.status }) + '</script>',
  };
}`;

function webBuild({ renderer = RENDERER }: { renderer?: string | null } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'recell-web-'));
  writeFileSync(path.join(dir, 'app.html'), APP_HTML);
  writeFileSync(path.join(dir, 'route-assets.json'), JSON.stringify({ home: [], products: [], category: [], product: ['/assets/product.js', '/assets/product.css'] }));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'assets/product.css'), '._photo_1{width:100%}');
  if (renderer !== null) {
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server/entry-server.mjs'), renderer);
  }
  return dir;
}

async function serve(webDir: string) {
  const server = createPagesApp({ api: createApp(), webDir }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (pathAndSearch: string) => fetch(`${origin}${pathAndSearch}`, { redirect: 'manual' }), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let pages: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  pages = await serve(webBuild());
});
afterAll(() => pages?.close());

describe('the rendered public pages (pages function)', () => {
  it("writes the page, with data from the API in process, into app.html, every style sheet inline and its scripts loaded once it has painted, for the CDN to keep", async () => {
    const seller = await createUser('verifiedSeller');
    const product = await createProduct(seller);
    const response = await pages.get(`/displayProducts/x?id=${product._id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15');
    const html = await response.text();
    expect(html).toContain('<html lang="en" data-server-rendered>');
    expect(html).toContain(`<div id="root"><h1>${product.phone_details.phone_name}</h1></div><script>window.__state={"status":200}</script>`);
    expect(html).not.toContain('shell-bar');
    // No style sheet to wait for before the first paint: the route's own keeps a link that blocks nothing, for its chunk to find.
    expect(html).toContain(
      '<title>ReCell</title><style>body{margin:0}</style><link rel="preload" as="image" href="/p.webp"><style>._photo_1{width:100%}</style><link rel="stylesheet" crossorigin href="/assets/product.css" media="print"></head>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
    // The scripts, the route's chunk with them, load once the page has: after what it shows.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<script>takeOver("/assets/index.js", ["/assets/vendor.js","/assets/product.js"])</script>');
  });

  it("answers with the page's own status: the API's 404 for a listing that is not there", async () => {
    const response = await pages.get('/displayProducts/x?id=no-such-listing');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<div id="root"><h1>[^<]+<\/h1><\/div>/);
    expect(html).not.toContain('_photo_1');
    expect(html).toContain('<style>body{margin:0}</style>');
  });

  it('redirects where the page does', async () => {
    const response = await pages.get('/old');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products');
  });

  it('sends app.html as built, not kept by the CDN, when the page cannot be rendered: the browser renders it', async () => {
    const response = await pages.get('/broken');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(APP_HTML);

    const withoutRenderer = await serve(webBuild({ renderer: null }));
    try {
      const fallback = await withoutRenderer.get('/');
      expect(fallback.status).toBe(200);
      expect(await fallback.text()).toBe(APP_HTML);
    } finally {
      await withoutRenderer.close();
    }
  });
});
