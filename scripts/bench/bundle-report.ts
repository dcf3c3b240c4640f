/**
 * `npm run bundle-report`: where the web app's bytes go. Reads web/dist (built first when a
 * source is newer; its hidden source maps attribute the bytes), follows index.html to the
 * first-load scripts (as the bench does), and attributes every minified byte of every chunk to
 * the source module it came from (through the chunk's source map). Prints the first-load chunks, the largest modules of the first load and
 * the largest lazy chunks; `--json FILE` also writes the whole table.
 *
 * Gzipped sizes per module are each module's minified bytes gzipped alone (so they add up to a
 * little more than the chunk's own gzipped size, which shares one dictionary).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { buildIfStale } from '../lib/build';
import { repoRoot } from '../lib/paths';
import { measureWebBundle, type AssetSize } from './web-bundle';

export interface ModuleSize {
  /** Source path relative to the repo (node_modules/… for libraries). */
  module: string;
  /** The npm package (or `app` for our own code). */
  owner: string;
  bytes: number;
  gzipBytes: number;
}

export interface ChunkReport extends AssetSize {
  firstLoad: boolean;
  modules: ModuleSize[];
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

function ownerOf(module: string): string {
  const at = module.lastIndexOf('node_modules/');
  if (at < 0) return 'app';
  const rest = module.slice(at + 'node_modules/'.length).split('/');
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
}

/** Splits a minified chunk into the byte runs each source produced, via its source map. */
export function modulesOf(code: string, map: { sources: string[]; mappings: string; sourceRoot?: string }, mapDir: string): ModuleSize[] {
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const parts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    let list = parts.get(source);
    if (!list) parts.set(source, (list = []));
    list.push(text);
  };
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let start = 0;
    let current = '(unmapped)';
    for (const segment of segments) {
      add(current, line.slice(start, segment[0]));
      start = segment[0];
      current = segment.length > 1 ? map.sources[segment[1]!]! : '(unmapped)';
    }
    add(current, line.slice(start));
  });
  return [...parts]
    .map(([source, texts]) => {
      const text = texts.join('');
      const absolute = source === '(unmapped)' ? source : path.resolve(mapDir, map.sourceRoot ?? '', source);
      const module = source === '(unmapped)' ? source : path.relative(repoRoot, absolute);
      return { module, owner: source === '(unmapped)' ? '(runtime)' : ownerOf(module), bytes: Buffer.byteLength(text), gzipBytes: gz(text) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

export function reportBundle(distDir: string): ChunkReport[] {
  const bundle = measureWebBundle(distDir);
  const firstLoad = new Set(bundle.firstLoad.js.map((asset) => asset.file));
  return [...bundle.firstLoad.js, ...bundle.lazy.filter((asset) => asset.file.endsWith('.js'))].map((asset) => {
    const file = path.join(distDir, asset.file);
    const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
    // Rolldown's own runtime helpers come without a map.
    const map = existsSync(`${file}.map`)
      ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string; sourceRoot?: string })
      : { sources: [], mappings: '' };
    return { ...asset, firstLoad: firstLoad.has(asset.file), modules: modulesOf(code, map, path.dirname(file)) };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function renderReport(chunks: ChunkReport[], top = 25): string {
  const out: string[] = [];
  const first = chunks.filter((chunk) => chunk.firstLoad);
  const total = first.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  out.push(`First-load JS (index.html and its static imports): ${kB(total)} KB gzipped in ${first.length} files`);
  for (const chunk of first) out.push(`  ${chunk.file}  ${kB(chunk.bytes)} KB min, ${kB(chunk.gzipBytes)} KB gzip`);

  const byOwner = new Map<string, { bytes: number; gzipBytes: number }>();
  for (const module of first.flatMap((chunk) => chunk.modules)) {
    const entry = byOwner.get(module.owner) ?? { bytes: 0, gzipBytes: 0 };
    entry.bytes += module.bytes;
    entry.gzipBytes += module.gzipBytes;
    byOwner.set(module.owner, entry);
  }
  out.push('', 'First load by package (KB min / gzip alone):');
  for (const [owner, size] of [...byOwner].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top)) {
    out.push(`  ${owner.padEnd(40)} ${kB(size.bytes).padStart(7)} ${kB(size.gzipBytes).padStart(7)}`);
  }
  out.push('', `Largest first-load modules (KB min / gzip alone):`);
  const modules = first.flatMap((chunk) => chunk.modules.map((module) => ({ ...module, chunk: path.basename(chunk.file) })));
  for (const module of modules.sort((a, b) => b.bytes - a.bytes).slice(0, top)) {
    out.push(`  ${module.module.replace(/^node_modules\//, '').padEnd(70)} ${kB(module.bytes).padStart(7)} ${kB(module.gzipBytes).padStart(7)}  ${module.chunk}`);
  }
  out.push('', 'Largest lazy chunks (KB gzip) and their biggest module:');
  for (const chunk of chunks.filter((candidate) => !candidate.firstLoad).sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, top)) {
    const biggest = chunk.modules[0];
    out.push(`  ${path.basename(chunk.file).padEnd(44)} ${kB(chunk.gzipBytes).padStart(7)}  ${biggest ? `${biggest.module.replace(/^node_modules\//, '')} ${kB(biggest.bytes)} KB min` : ''}`);
  }
  return out.join('\n');
}

async function main() {
  const distDir = path.join(repoRoot, 'web/build/client');
  await buildIfStale({ web: true, log: (line) => console.log(line) });
  const chunks = reportBundle(distDir);
  console.log(renderReport(chunks));
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt >= 0) writeFileSync(process.argv[jsonAt + 1]!, `${JSON.stringify(chunks, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
