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

/** Follows index.html's script, modulepreload and stylesheet tags through the static imports of each script. */
export function measureWebBundle(distDir: string): WebBundle {
  const indexFile = path.join(distDir, 'index.html');
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
