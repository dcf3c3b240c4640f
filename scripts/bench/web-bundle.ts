import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  /** Path as the browser asks for it, e.g. /assets/index-abc.js. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WebBundle {
  /** What the home page makes the browser load before anything else runs: the entry, the matched route modules, their static imports, CSS. */
  firstLoad: { js: AssetSize[]; css: AssetSize[]; jsGzipBytes: number; cssGzipBytes: number };
  /** Every other script and style sheet: loaded on demand (routes, dialogs). */
  lazy: AssetSize[];
}

export function sizeOf(distDir: string, file: string): AssetSize {
  const content = readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** How Vite's manifest names a route module as React Router's client build compiles it. */
const CLIENT_ROUTE_SUFFIX = '?__react-router-build-client-route';

/** The browser's entry and the route modules the home page matches, by their source files. */
const HOME_PAGE_MODULES = ['src/app/entry.client.tsx', 'src/app/root.tsx', 'src/app/layouts/public-layout.tsx', 'src/app/routes/home.tsx'];

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: the web build did not run, or build.manifest is off`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** A source module's chunk in the manifest: the module itself, or a route module as React Router compiles it. */
function chunkKeyOf(manifest: Record<string, ManifestChunk>, source: string): string {
  const key = [source, `${source}${CLIENT_ROUTE_SUFFIX}`].find((candidate) => candidate in manifest);
  if (!key) throw new Error(`the web build's manifest has no chunk for ${source}`);
  return key;
}

/**
 * The home page's first load, as React Router writes it into the page (a module script and a
 * modulepreload for each): the browser entry and the matched route modules (root, public layout,
 * home) with every chunk they import statically, and their style sheets; from Vite's build
 * manifest (build/client/.vite/manifest.json).
 */
export function measureWebBundle(distDir: string): WebBundle {
  const manifest = readManifest(distDir);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    const file = `/${chunk.file}`;
    if (scripts.has(file)) return;
    scripts.add(file);
    for (const sheet of chunk.css ?? []) styles.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  HOME_PAGE_MODULES.forEach((source) => visit(chunkKeyOf(manifest, source)));

  const js = [...scripts].map((file) => sizeOf(distDir, file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const css = [...styles].map((file) => sizeOf(distDir, file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const lazy = readdirSync(path.join(distDir, 'assets'))
    .filter((name) => /\.(?:js|css)$/.test(name))
    .map((name) => `/assets/${name}`)
    .filter((file) => !scripts.has(file) && !styles.has(file))
    .map((file) => sizeOf(distDir, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { firstLoad: { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) }, lazy };
}

/** Gzipped bytes of the scripts (or style sheets) a page requested, as recorded by Lighthouse. */
export function gzipBytesOf(distDir: string, files: readonly string[]): number {
  return sum(files.filter((file) => existsSync(path.join(distDir, file))).map((file) => sizeOf(distDir, file)));
}

/** One lazily loaded screen: its own chunk, and everything it loads beyond the first load. */
export interface RouteChunk {
  /** The route module, e.g. src/app/routes/products.tsx. */
  route: string;
  own: AssetSize;
  /** Its chunk and the shared chunks it imports statically that the first load did not bring. */
  withImportsGzipBytes: number;
  /** Those chunks' files (/assets/…). */
  files: string[];
}

/**
 * Each route module's chunk, from Vite's build manifest (build/client/.vite/manifest.json; Hosting
 * ignores dot folders): the modules under src/app/routes/ and the dashboard layout, which the
 * router loads when a route matches.
 */
export function measureRouteChunks(distDir: string): RouteChunk[] {
  const manifest = readManifest(distDir);
  const firstLoad = new Set(measureWebBundle(distDir).firstLoad.js.map((asset) => asset.file));
  const beyondFirstLoad = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    const file = chunk ? `/${chunk.file}` : undefined;
    if (!chunk || !file || seen.has(file) || firstLoad.has(file)) return seen;
    seen.add(file);
    for (const imported of chunk.imports ?? []) beyondFirstLoad(imported, seen);
    return seen;
  };
  return Object.entries(manifest)
    .filter(([key]) => key.endsWith(CLIENT_ROUTE_SUFFIX) && /^src\/app\/(?:routes\/|layouts\/dashboard-layout)/.test(key))
    .map(([key, chunk]) => {
      const files = [...beyondFirstLoad(key)];
      return {
        route: key.slice(0, -CLIENT_ROUTE_SUFFIX.length),
        own: sizeOf(distDir, `/${chunk.file}`),
        withImportsGzipBytes: sum(files.map((file) => sizeOf(distDir, file))),
        files,
      };
    })
    .sort((a, b) => b.own.gzipBytes - a.own.gzipBytes);
}
