import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PublicRoute } from '@contract/pages';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
// The config is loaded before its own @contract alias applies.
// eslint-disable-next-line no-restricted-imports
import { CATEGORY_NAMES, IMAGE_WIDTHS } from '../functions/src/contract/constants';
import { earlyFetch, type EarlyFetchConfig } from './src/app/early-fetch';
import { ADVERTISED_COUNT, IMAGE_SIZES, NEW_ARRIVALS_COUNT, SEARCH_API_PARAMS } from './src/config/constants';
import { paletteVariables } from './src/config/palette';

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

/** MUI's theme and styling engine and the base components nearly every MUI screen renders. */
const MUI_CORE =
  /[\\/]node_modules[\\/](?:@mui[\\/](?:system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/]esm[\\/](?:styles|utils|internal|zero-styled|DefaultPropsProvider|ButtonBase|Button|IconButton|SvgIcon|CircularProgress|Typography|Box|Paper|useLazyRipple)|@emotion|stylis|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;

/** See src/lib/firebase-database-stub.ts: the one SDK reactfire's load-time code keeps referencing. */
const databaseStub = fileURLToPath(new URL('./src/lib/firebase-database-stub.ts', import.meta.url));

/**
 * The modules each public route needs beyond the first load: its lazy route module (home: none;
 * the product card is in the first load). Every public page paints with plain CSS; MUI comes with
 * an overlay, when it opens.
 */
const ROUTE_MODULES: Record<PublicRoute, string[]> = {
  home: [],
  products: ['src/app/routes/products.tsx'],
  category: ['src/app/routes/category.tsx'],
  product: ['src/app/routes/product.tsx'],
};

/**
 * Each public route's chunks and style sheets beyond the first load: the chunks of its modules
 * and their static imports, transitively, less the first load's.
 */
function routeAssetsOf(bundle: Rolldown.OutputBundle, base: string): EarlyFetchConfig['routeAssets'] {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: (Rolldown.OutputChunk | undefined)[]) => {
    const seen = new Set<Rolldown.OutputChunk>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    starts.forEach(visit);
    return seen;
  };
  const firstLoad = closure([chunks.find((chunk) => chunk.isEntry)]);
  const assetsOf = (modules: string[]) => {
    const starts = modules.map((module) => {
      const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
      if (!chunk || firstLoad.has(chunk)) throw new Error(`recell:early-fetch: no chunk of its own for ${module}`);
      return chunk;
    });
    const own = [...closure(starts)].filter((chunk) => !firstLoad.has(chunk));
    return own.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]).map((file) => `${base}${file}`);
  };
  return {
    home: assetsOf(ROUTE_MODULES.home),
    products: assetsOf(ROUTE_MODULES.products),
    category: assetsOf(ROUTE_MODULES.category),
    product: assetsOf(ROUTE_MODULES.product),
  };
}

/** Where the build writes each public route's assets for the function (Hosting skips dot folders). */
const ROUTE_ASSETS_FILE = '.vite/route-assets.json';

/** Runs app/early-fetch.ts from index.html's <head>: the public pages' data, largest photo and route chunks, asked for while the scripts download. */
function earlyFetchScript(): Plugin {
  let apiBase = '/api';
  let base = '/';
  return {
    name: 'recell:early-fetch',
    // The browser's build only: the server bundle has no index.html.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved: (config) => {
      // As src/config/env.ts builds it.
      apiBase = `${String(config.env.VITE_API_BASE_URL || '').replace(/\/$/, '')}/api`;
      base = config.base;
    },
    // The same lists for the function, which writes a rendered page's style sheets into its <head>
    // (functions/src/modules/pages: without them the page would paint unstyled until its chunk ran).
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: ROUTE_ASSETS_FILE, source: JSON.stringify(routeAssetsOf(bundle, base)) });
    },
    transformIndexHtml: {
      // After Vite's own tags, when the build's chunks are known.
      order: 'post',
      handler: (_html, { bundle }) => {
        const config: EarlyFetchConfig = {
          apiBase,
          advertisedCount: ADVERTISED_COUNT,
          newArrivalsCount: NEW_ARRIVALS_COUNT,
          categories: CATEGORY_NAMES,
          searchParams: SEARCH_API_PARAMS,
          imageWidths: IMAGE_WIDTHS,
          imageSizes: IMAGE_SIZES,
          routeAssets: bundle ? routeAssetsOf(bundle, base) : { home: [], products: [], category: [], product: [] },
        };
        // As the app's fetch sends it (lib/api-client.ts), so the HTTP cache serves the app the same answer.
        const fetchJson = `(url) => fetch(url, { headers: { Accept: 'application/json' } }).then((response) => (response.ok ? response.json() : null))`;
        const children = `(${earlyFetch.toString()})(${JSON.stringify(config)}, location, document, ${fetchJson});`;
        // At the end of <head>: after <meta charset> and the app's own script and preloads, before <body> is parsed.
        return [{ tag: 'script', children, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The palette's CSS variables (config/palette.ts) in index.html's <head>, so the first paint, before
 * any script has run (the header bar index.html holds in #root), has ReCell's colours and font
 * (the dev server runs this too; jsdom tests render without index.html and need no colours).
 */
function paletteStyle(): Plugin {
  return {
    name: 'recell:palette',
    transformIndexHtml: () => [
      { tag: 'style', children: `:root{${paletteVariables().map(([name, value]) => `${name}:${value}`).join(';')}}`, injectTo: 'head' },
    ],
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` carry the CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, color-scheme storage and its init script: ~25 KB minified, ~7 KB gzipped)
 * into every page's first load, even for a theme without CSS variables like ours (lib/theme.ts),
 * because they choose between the two at run time. The production build swaps in their no-vars
 * halves, which is what they run for such a theme anyway (a theme asking for `cssVariables` or
 * `colorSchemes` fails loudly at start instead). Dev and tests keep MUI as published.
 */
function muiWithoutCssVariables(): Plugin {
  const stylesDir = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/;
  const replacements: Record<string, string> = {
    'createTheme.js': `import createThemeNoVars from "./createThemeNoVars.js";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || "colorSchemes" in options) throw new Error("ReCell's build has no MUI CSS variables (web/vite.config.ts)");
  return createThemeNoVars(options, ...args);
}`,
    'ThemeProvider.js': `import * as React from "react";
import ThemeProviderNoVars from "./ThemeProviderNoVars.js";
import THEME_ID from "./identifier.js";
import { jsx } from "react/jsx-runtime";
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === "function") return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ("colorSchemes" in muiTheme) throw new Error("ReCell's build has no MUI CSS variables (web/vite.config.ts)");
    return "vars" in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`,
  };
  return {
    name: 'recell:mui-without-css-variables',
    apply: 'build',
    load(id) {
      if (!stylesDir.test(id)) return null;
      const file = id.split(/[\\/]/).pop()!.split('?')[0]!;
      return replacements[file] ?? null;
    },
  };
}

/**
 * The built index.html is dist/app.html: Hosting serves a file before it applies a rewrite, so a
 * dist/index.html would answer `/` itself, and `/` is one of the pages the function renders
 * (entry-server.tsx; firebase.json sends every other screen to app.html).
 */
const APP_HTML = 'app.html';
function appHtmlName(): Plugin {
  return {
    name: 'recell:app-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index) index.fileName = APP_HTML;
    },
  };
}

export default defineConfig({
  plugins: [react(), paletteStyle(), earlyFetchScript(), muiWithoutCssVariables(), appHtmlName()],
  resolve: {
    alias: [
      { find: /^firebase\/database$/, replacement: databaseStub },
      { find: /^@\//, replacement: `${src}/` },
      { find: /^@contract\//, replacement: `${contractSrc}/` },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // The Hosting emulator rewrites /api/** to the `api` function, as production does.
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json (Hosting ignores dot folders): which chunk is which route's, for
    // the bench and the bundle budget test (scripts/bench/web-bundle.ts).
    manifest: true,
    // Maps beside the chunks but not named in them: the bundle report and the budget test attribute
    // bytes to modules with them (scripts/bench/bundle-report.ts) on the same build the stack
    // serves; browsers never fetch them and deploys leave them out (firebase.json, hosting.ignore).
    sourcemap: 'hidden',
    // The first-load vendor chunk (React DOM, React Router, TanStack Query) is ~350 KB minified
    // (~108 KB gzipped); warn if any chunk grows well past 700 KB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the first screen needs travel as one long-cached file instead of a
          // couple of dozen small shared chunks; everything else splits automatically.
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
            // What every screen drawn with MUI needs (its theme, styling engine and base
            // components) as one file beside the screen's own: two dozen small shared chunks
            // would each queue for one of a browser's few HTTP/1.1 connections (the Hosting
            // emulator's), ahead of the page's data and photo.
            { name: 'mui', test: MUI_CORE },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [{ test: UNUSED_FIREBASE_PRODUCTS, sideEffects: false }],
      },
    },
  },
  environments: {
    /**
     * The server bundle (`vite build --ssr`): entry-server.tsx with every library inside, for the
     * function to import (functions/src/modules/pages); the screens it never renders stay in chunks
     * of their own, never loaded there. Nothing of it reaches the browser.
     */
    ssr: {
      resolve: { noExternal: true },
      build: {
        outDir: 'dist-server',
        target: 'node22',
        manifest: false,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
      },
    },
  },
});
