import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportBundle, type ChunkReport } from './bench/bundle-report';
import { BUDGET, ROUTE_CHUNK_EXEMPT } from './bench/report';
import { measureRouteChunks, measureWebBundle } from './bench/web-bundle';
import { buildIfStale } from './lib/build';
import { repoRoot } from './lib/paths';

/**
 * The web's bundle budgets, on the client build as `npm start` and the browser journeys serve it
 * (built here when a source is newer; its hidden source maps attribute the bytes), so they cannot
 * rot silently between two runs of the bench.
 * "First load" is what the home page makes the browser load before anything else runs: React
 * Router's module script and modulepreloads for the entry and the matched route modules, and
 * everything they import statically (scripts/bench/web-bundle.ts, from Vite's build manifest).
 */

/**
 * What the home page's first load may weigh today, gzipped: under the 150 KB budget
 * (BUDGET.homeFirstLoadJsBytes), and tighter, so any growth fails here before it eats the margin.
 * Raise it only for what a person gets from the first load; lower it whenever the first load
 * shrinks. How it got here is in git's history of this line.
 */
// It carries the service worker's registration (the installable app, offline home) and the push
// offer's host and store, which must be there when a search is saved or a phone wishlisted; the
// success toasts' words load with the first toast. On the local stack the layout names the stack's
// Auth emulator, whose port moves with the stack's, so tests run beside a developer's open app.
// Lingui's runtime and the page's language came with Bangla (its catalog is a chunk of its own, loaded
// by the entry before hydration: docs/i18n.md); `<Trans>`'s renderer (1 KB) stays with the screens
// that use it (lib/i18n/context.tsx). That leaves a few dozen bytes of the budget (docs/performance.md):
// the ceiling is the budget's last 10, and the next growth needs a saving first.
const HOME_FIRST_LOAD_JS_CEILING = 149_990;

/**
 * Code no visitor's first load may carry: the dashboard and admin screens, forms and validation,
 * Firebase Auth, and MUI with its styling engine (the public pages are plain CSS).
 */
const NOT_ON_FIRST_LOAD = [
  /^web\/src\/app\/routes\/dashboard\//,
  /^web\/src\/app\/layouts\/dashboard-layout/,
  /^web\/src\/features\/users\//,
  /^web\/src\/components\/form\//,
  /^web\/src\/lib\/auth-session/,
  /node_modules\/(?:firebase|@firebase|reactfire|react-hook-form|@hookform|zod|swagger-ui-react)\//,
  /node_modules\/(?:@mui|@emotion)\//,
];

describe('web bundle budgets', () => {
  const outDir = path.join(repoRoot, 'web/build/client');
  let chunks: ChunkReport[] = [];

  beforeAll(async () => {
    await buildIfStale({ web: true, log: (line) => console.log(line) });
    chunks = reportBundle(outDir);
  }, 240_000);

  it('keeps the home page first-load JS within 150 KB gzipped, and under its ceiling (its entry, route modules and their static imports)', () => {
    const { firstLoad } = measureWebBundle(outDir);
    expect(firstLoad.js.length).toBeGreaterThan(0);
    expect(BUDGET.homeFirstLoadJsBytes).toBe(150_000);
    expect(firstLoad.jsGzipBytes).toBeLessThanOrEqual(BUDGET.homeFirstLoadJsBytes);
    expect(firstLoad.jsGzipBytes).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_CEILING);
    expect(HOME_FIRST_LOAD_JS_CEILING).toBeLessThanOrEqual(BUDGET.homeFirstLoadJsBytes);
  });

  it('leaves every page to the `pages` function: the client build holds no index.html, which Hosting would serve for `/`', () => {
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
  });

  it(`keeps every route's own chunk within ${BUDGET.routeChunkBytes / 1000} KB gzipped`, () => {
    const routes = measureRouteChunks(outDir);
    expect(routes.map((route) => route.route)).toEqual(expect.arrayContaining(['src/app/routes/products.tsx', 'src/app/routes/product.tsx']));
    const over = routes.filter((route) => !(route.route in ROUTE_CHUNK_EXEMPT) && route.own.gzipBytes > BUDGET.routeChunkBytes);
    expect(over.map((route) => `${route.route} ${route.own.gzipBytes} B`)).toEqual([]);
  });

  it("brings nothing from the dashboard, admin, forms, Firebase Auth or MUI on a visitor's first load", () => {
    const firstLoadModules = chunks.filter((chunk) => chunk.firstLoad).flatMap((chunk) => chunk.modules.map((module) => module.module));
    // The source maps were read (the first load is some 90 modules).
    expect(firstLoadModules.length).toBeGreaterThan(50);
    expect(firstLoadModules.filter((module) => NOT_ON_FIRST_LOAD.some((pattern) => pattern.test(module)))).toEqual([]);
  });

  it("keeps validation (zod) and MUI off the public pages' own chunks: they come with a form or an overlay, when one opens", () => {
    const publicRoutes = ['src/app/routes/products.tsx', 'src/app/routes/category.tsx', 'src/app/routes/product.tsx'];
    const routes = measureRouteChunks(outDir).filter((route) => publicRoutes.includes(route.route));
    expect(routes.map((route) => route.route).sort()).toEqual([...publicRoutes].sort());
    const modulesOf = new Map(chunks.map((chunk) => [chunk.file, chunk.modules.map((module) => module.module)]));
    const offRoute = routes.flatMap((route) =>
      route.files
        .flatMap((file) => modulesOf.get(file) ?? [])
        .filter((module) => /node_modules\/(?:zod|@mui|@emotion)\//.test(module))
        .map((module) => `${route.route}: ${module}`),
    );
    expect(routes.every((route) => route.files.some((file) => (modulesOf.get(file)?.length ?? 0) > 0))).toBe(true);
    expect(offRoute).toEqual([]);
  });
});
