import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportBundle, type ChunkReport } from './bench/bundle-report';
import { BUDGET, ROUTE_CHUNK_EXEMPT } from './bench/report';
import { measureRouteChunks, measureWebBundle } from './bench/web-bundle';
import { buildIfStale } from './lib/build';
import { repoRoot } from './lib/paths';

/**
 * Issue 14's bundle budgets, on web/dist as `npm start` and the browser journeys serve it (built
 * here when a source is newer; its hidden source maps attribute the bytes), so they cannot rot
 * silently between two runs of the bench.
 * "First load" is what the bench calls it: index.html's scripts and module preloads and
 * everything they import statically (scripts/bench/web-bundle.ts).
 */

/**
 * What the home page's first load may weigh today, gzipped. Issue 14 asks for 150 KB
 * (BUDGET.homeFirstLoadJsBytes, judged by `npm run bench`); the libraries every page paints
 * with hold it above that (React DOM ~53 KB, React Router ~26 KB, MUI with emotion ~45 KB,
 * TanStack Query ~12 KB: see README, Performance), so this ceiling keeps what was won and
 * fails on any growth. Lower it whenever the first load shrinks. (170.1 KB after issue 14's cuts; the
 * header's routes and search additions of issues 10 and 11 brought it to 172.0 KB; issue 12's four
 * routes, their paths and its toasts to 172.3 KB, with the dashboard's menu moved off the first load;
 * 169.2 KB with the signed-in header actions in a chunk of their own and plain CSS placeholders.)
 */
const HOME_FIRST_LOAD_JS_CEILING = 169_200;

/** Code no visitor's first load may carry: the dashboard and admin screens, forms and validation, Firebase Auth. */
const NOT_ON_FIRST_LOAD = [
  /^web\/src\/app\/routes\/dashboard\//,
  /^web\/src\/app\/layouts\/dashboard-layout/,
  /^web\/src\/features\/users\//,
  /^web\/src\/components\/form\//,
  /^web\/src\/lib\/auth-session/,
  /node_modules\/(?:firebase|@firebase|reactfire|react-hook-form|@hookform|zod|swagger-ui-react)\//,
];

describe('web bundle budgets (issue 14)', () => {
  const outDir = path.join(repoRoot, 'web/dist');
  let chunks: ChunkReport[] = [];

  beforeAll(async () => {
    await buildIfStale({ web: true, log: (line) => console.log(line) });
    chunks = reportBundle(outDir);
  }, 240_000);

  it('keeps the home page first-load JS under its ceiling (gzipped, from index.html and its static imports)', () => {
    const { firstLoad } = measureWebBundle(outDir);
    expect(firstLoad.js.length).toBeGreaterThan(0);
    expect(firstLoad.jsGzipBytes).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_CEILING);
    // The ceiling is never looser than it needs to be: the budget is the goal.
    expect(HOME_FIRST_LOAD_JS_CEILING).toBeGreaterThanOrEqual(BUDGET.homeFirstLoadJsBytes);
  });

  it(`keeps every route's own chunk within ${BUDGET.routeChunkBytes / 1000} KB gzipped`, () => {
    const routes = measureRouteChunks(outDir);
    expect(routes.map((route) => route.route)).toEqual(expect.arrayContaining(['src/app/routes/products.tsx', 'src/app/routes/product.tsx']));
    const over = routes.filter((route) => !(route.route in ROUTE_CHUNK_EXEMPT) && route.own.gzipBytes > BUDGET.routeChunkBytes);
    expect(over.map((route) => `${route.route} ${route.own.gzipBytes} B`)).toEqual([]);
  });

  it("brings nothing from the dashboard, admin, forms or Firebase Auth on a visitor's first load", () => {
    const firstLoadModules = chunks.filter((chunk) => chunk.firstLoad).flatMap((chunk) => chunk.modules.map((module) => module.module));
    expect(firstLoadModules.length).toBeGreaterThan(100);
    expect(firstLoadModules.filter((module) => NOT_ON_FIRST_LOAD.some((pattern) => pattern.test(module)))).toEqual([]);
  });

  it("keeps validation (zod) off the public pages' own chunks: it comes with a form, when one opens", () => {
    const publicRoutes = ['src/app/routes/products.tsx', 'src/app/routes/category.tsx', 'src/app/routes/product.tsx'];
    const routes = measureRouteChunks(outDir).filter((route) => publicRoutes.includes(route.route));
    expect(routes.map((route) => route.route).sort()).toEqual([...publicRoutes].sort());
    const modulesOf = new Map(chunks.map((chunk) => [chunk.file, chunk.modules.map((module) => module.module)]));
    const validation = routes.flatMap((route) =>
      route.files.flatMap((file) => modulesOf.get(file) ?? []).filter((module) => /node_modules\/zod\//.test(module)).map((module) => `${route.route}: ${module}`),
    );
    expect(routes.every((route) => route.files.some((file) => (modulesOf.get(file)?.length ?? 0) > 0))).toBe(true);
    expect(validation).toEqual([]);
  });
});
