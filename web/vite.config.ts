import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { installableApp } from './pwa.config.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** The API's contract (zod schemas, entity types, status tables, constants): all the web may import from the API. */
const contractSrc = fileURLToPath(new URL('../functions/src/contract', import.meta.url));

/**
 * reactfire's ESM entry imports every Firebase product it wraps (Firestore, Storage, Database,
 * Functions, Remote Config, Performance) and those modules register themselves on import.
 * We use only Auth, so we tell Rolldown they have no side effects and unused ones drop out
 * (DESIGN.md §6: ~317 KB -> ~208 KB gzipped for the whole client).
 */
const UNUSED_FIREBASE_PRODUCTS =
  /[\\/]node_modules[\\/](?:@firebase[\\/](?:firestore|database|storage|functions|remote-config|performance|analytics|app-check)|firebase[\\/](?:firestore|database|storage|functions|remote-config|performance|analytics|app-check)|rxfire|reactfire)[\\/]/;

/** The libraries behind every page. */
const EVERY_PAGE_LIBRARIES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/** The modules the home page runs first, by the route modules React Router's client build compiles for it. */
const HOME_PAGE_STARTS = ['src/app/entry.client.tsx', 'src/app/root.tsx', 'src/app/layouts/public-layout.tsx', 'src/app/routes/home.tsx'];

/**
 * The home page's first load as one chunk of app code: the modules its entry and matched route
 * modules import statically, which would otherwise be some forty small chunks that each cost a
 * request and compress apart (~9 KB gzipped more in all). The browser build records each module's
 * static imports as it parses them; the chunking, after parsing, asks whether a module is in that
 * closure. The other routes load the same chunk for what they share with it.
 */
function homePageFirstLoad(): { plugin: Plugin; isFirstLoadAppCode: (id: string) => boolean } {
  const staticImports = new Map<string, readonly string[]>();
  let closure: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'recell:home-page-first-load',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
    },
  };
  const closureOfHomePage = () => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      (staticImports.get(id) ?? []).forEach(visit);
    };
    for (const id of staticImports.keys()) {
      const file = id.replace(/\?.*$/, '');
      if (HOME_PAGE_STARTS.some((start) => file.endsWith(start))) visit(id);
    }
    return seen;
  };
  return {
    plugin,
    isFirstLoadAppCode: (id) => /[\\/]web[\\/]src[\\/]/.test(id) && !id.includes('?') && (closure ??= closureOfHomePage()).has(id),
  };
}
const firstLoad = homePageFirstLoad();

/**
 * The server build carries every library it uses: the `pages` function deploys it as one folder
 * (functions/copy-web.mjs) without the web's node_modules. Only the build: the dev server loads
 * them from node_modules as Node does (its module runner cannot evaluate CommonJS such as React's).
 */
const bundleServerLibraries: Plugin = {
  name: 'recell:bundle-server-libraries',
  apply: 'build',
  configEnvironment: (name) => (name === 'ssr' ? { resolve: { noExternal: true } } : undefined),
};

/** See src/lib/firebase-database-stub.ts: the one SDK reactfire's load-time code keeps referencing. */
const databaseStub = fileURLToPath(new URL('./src/lib/firebase-database-stub.ts', import.meta.url));

/**
 * Lingui's macros (`Trans`, `useLingui`'s `t`, `msg`, `plural`: docs/i18n.md) compiled to catalog
 * lookups. They are a Babel plugin, and nothing else in the build runs Babel (Vite 8 and React's
 * plugin compile with Oxc), so Babel runs here alone, before the TypeScript is compiled, and only
 * on our source files that import a macro: Babel is slow, and most files have none.
 */
const linguiMacros: Plugin = {
  name: 'recell:lingui-macros',
  enforce: 'pre',
  transform: {
    filter: { id: /[\\/]web[\\/]src[\\/].*\.tsx?$/, code: /from '@lingui\/(?:core|react)\/macro'/ },
    async handler(code, id) {
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: id.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  },
};

export default defineConfig({
  // React Router's framework (react-router.config.ts) builds and serves the app; the jsdom tests
  // render components on their own, with React's plugin alone. Lingui's plugin compiles a
  // language's catalog (src/locales/*/messages.po) where the app imports it (lib/i18n/catalogs.ts).
  plugins: process.env.VITEST
    ? [linguiMacros, lingui(), react()]
    : [linguiMacros, lingui(), reactRouter(), firstLoad.plugin, bundleServerLibraries, ...installableApp()],
  resolve: {
    alias: [
      { find: /^firebase\/database$/, replacement: databaseStub },
      { find: /^@\//, replacement: `${src}/` },
      { find: /^@contract\//, replacement: `${contractSrc}/` },
    ],
  },
  optimizeDeps: {
    // The dev server pre-bundles the libraries it finds from the route modules; those reached only
    // through a dynamic import (Firebase Auth, the MUI parts of lazy screens) it would find on first
    // use and reload the page in the middle of what the developer was doing. Crawling every client
    // module finds them all at start.
    entries: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/testing/**', '!src/server.ts', '!src/app/entry.server.tsx'],
  },
  server: {
    port: 5173,
    proxy: {
      // The Hosting emulator rewrites /api/** to the `api` function, as production does.
      '/api': { target: process.env.VITE_HOSTING_ORIGIN ?? 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // build/client/.vite/manifest.json (Hosting ignores dot folders): which chunks each route
    // module needs, for the bench and the bundle budget test (scripts/bench/web-bundle.ts).
    manifest: true,
    // The first-load vendor code (React DOM, React Router, TanStack Query) is ~400 KB minified; warn
    // if any chunk grows well past 700 KB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: UNUSED_FIREBASE_PRODUCTS, sideEffects: false }],
      },
    },
  },
  environments: {
    client: {
      build: {
        // Maps beside the chunks but not named in them: the bundle report and the budget test attribute
        // bytes to modules with them (scripts/bench/bundle-report.ts) on the same build the stack
        // serves; browsers never fetch them and deploys leave them out (firebase.json, hosting.ignore).
        sourcemap: 'hidden',
        rolldownOptions: {
          // The libraries every page runs (React, the router, TanStack Query) travel as one long-cached
          // file instead of a handful of chunks that each cost a request and compress apart.
          output: { codeSplitting: { groups: [{ name: 'vendor', test: EVERY_PAGE_LIBRARIES }, { name: 'app', test: firstLoad.isFirstLoadAppCode }] } },
        },
      },
    },
    ssr: {
      build: {
        target: 'node20',
        sourcemap: false,
        // Its entry: the request handler the `pages` function mounts (src/server.ts).
        rollupOptions: { input: './src/server.ts' },
      },
    },
  },
});
