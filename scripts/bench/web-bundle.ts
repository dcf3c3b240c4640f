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
  /** What index.html makes the browser load before anything else runs: entry, preloads, their static imports, CSS. */
  firstLoad: { js: AssetSize[]; css: AssetSize[]; jsGzipBytes: number; cssGzipBytes: number };
  /** Every other script and style sheet: loaded on demand (routes, dialogs). */
  lazy: AssetSize[];
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

export function sizeOf(distDir: string, file: string): AssetSize {
  const content = readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

/** Follows the built index.html's (dist/app.html) script, modulepreload and stylesheet tags through the static imports of each script. */
export function measureWebBundle(distDir: string): WebBundle {
  const indexFile = path.join(distDir, 'app.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: the web build did not run`);
  const html = readFileSync(indexFile, 'utf8');
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of tags) {
    const src = tag.startsWith('<script') ? attribute(tag, 'src') : undefined;
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (src) scripts.add(src);
    else if (rel === 'modulepreload' && href) scripts.add(href);
    else if (rel === 'stylesheet' && href) styles.add(href);
  }

  const queue = [...scripts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const imported = path.posix.join(path.posix.dirname(file), match[1]!);
      if (!scripts.has(imported)) {
        scripts.add(imported);
        queue.push(imported);
      }
    }
  }

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

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * Each route's chunk, from Vite's build manifest (dist/.vite/manifest.json; Hosting ignores dot
 * folders): the modules under src/app/routes/ and the dashboard layout that router.tsx imports
 * lazily.
 */
export function measureRouteChunks(distDir: string): RouteChunk[] {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build.manifest is off`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
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
    .filter(([key, chunk]) => chunk.isDynamicEntry && /(?:^|\/)src\/app\/(?:routes\/|layouts\/dashboard-layout)/.test(key))
    .map(([key, chunk]) => {
      const files = [...beyondFirstLoad(key)];
      return {
        route: key.replace(/^.*?src\//, 'src/'),
        own: sizeOf(distDir, `/${chunk.file}`),
        withImportsGzipBytes: sum(files.map((file) => sizeOf(distDir, file))),
        files,
      };
    })
    .sort((a, b) => b.own.gzipBytes - a.own.gzipBytes);
}
