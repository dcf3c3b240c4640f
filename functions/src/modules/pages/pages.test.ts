import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createUser } from '../../test/harness';
import { createProduct } from '../../test/factories';
import { createPagesApp, SERVER_BUILD_FILE } from './pages.app';
import { publicCatalog } from './public-catalog';

/**
 * The function's side of the rendered pages: the reads the loaders make in-process, and the app
 * that hands them to the web's server build. The real build (web/src/server.ts) is made by the
 * web's build, which these tests do not run; the browser journeys run it (web/e2e/rendered-pages.test.ts).
 */

async function listen(server: Server): Promise<string> {
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let api: { origin: string; server: Server };
beforeAll(async () => {
  const server = createApp().listen(0, '127.0.0.1');
  api = { server, origin: await listen(server) };
});
afterAll(() => new Promise<void>((resolve) => (api ? api.server.close(() => resolve()) : resolve())));

describe('the public catalog the rendered pages read', () => {
  const catalog = publicCatalog();

  it('answers a listing exactly as GET /api/products/:id does, and null where the API answers 404 or refuses the id', async () => {
    const seller = await createUser('verifiedSeller');
    const product = await createProduct(seller);
    const fromApi = (await (await fetch(`${api.origin}/api/products/${product._id}`)).json()) as unknown;
    expect(await catalog.listing(product._id)).toEqual(fromApi);
    expect(await catalog.listing('no-such-listing')).toBeNull();
    expect(await catalog.listing('%')).toBeNull();
  });

  it('searches with the query values of GET /api/products, parsed by its schema, and lists the advertised phones', async () => {
    const seller = await createUser('verifiedSeller');
    const product = await createProduct(seller, { adversite: true });
    const query = { q: product.phone_details.phone_name, category: 'apple' };
    const page = await catalog.search(query);
    const fromApi = (await (await fetch(`${api.origin}/api/products?${new URLSearchParams(query)}`)).json()) as { _id: string }[];
    expect(page.items.map((item) => item._id)).toEqual(fromApi.map((item) => item._id));
    expect(page.items.map((item) => item._id)).toContain(product._id);
    expect(page.total).toBeGreaterThanOrEqual(1);
    await expect(catalog.search({ sort: 'cheapest-first' })).rejects.toMatchObject({ status: 400 });
    expect((await catalog.advertised(100)).map((item) => item._id)).toContain(product._id);
  });
});

describe('the pages app', () => {
  /** A server build of the shape the web's build makes, answering with what its loaders would receive. */
  const SERVER_BUILD = `export function createPagesHandler(context) {
  return (req, res) => res.json({ url: req.originalUrl, catalog: Object.keys(context.catalog).sort() });
}`;

  function webDir({ built }: { built: boolean }) {
    const dir = mkdtempSync(path.join(tmpdir(), 'recell-web-'));
    if (built) writeServerBuild(dir);
    return dir;
  }
  function writeServerBuild(dir: string) {
    mkdirSync(path.join(dir, path.dirname(SERVER_BUILD_FILE)), { recursive: true });
    writeFileSync(path.join(dir, 'server/package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(dir, SERVER_BUILD_FILE), SERVER_BUILD);
  }
  async function serve(dir: string) {
    const server = createPagesApp({ webDir: dir }).listen(0, '127.0.0.1');
    const origin = await listen(server);
    return { get: (pathAndSearch: string) => fetch(`${origin}${pathAndSearch}`), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('hands every path to the server build with the catalog as its loaders’ context, for the CDN to keep a while', async () => {
    const pages = await serve(webDir({ built: true }));
    try {
      const response = await pages.get('/products?q=pixel');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({ url: '/products?q=pixel', catalog: ['advertised', 'listing', 'search'] });
    } finally {
      await pages.close();
    }
  });

  it('fails the request while the server build is missing, and loads it on a later one', async () => {
    const dir = webDir({ built: false });
    const pages = await serve(dir);
    try {
      expect((await pages.get('/')).status).toBe(500);
      writeServerBuild(dir);
      expect((await pages.get('/')).status).toBe(200);
    } finally {
      await pages.close();
    }
  });
});
