/**
 * The server's module graph, read from the imports of the source: one node per folder of
 * src/modules, one arrow per module that imports another. The lint rules of module-boundaries.mjs,
 * the module map in docs/architecture.md (tools/module-map.mjs) and its test all read it from here,
 * so the picture and the rules cannot disagree.
 *
 * Test files are left out: a test may set up data through any module it exercises.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '..');
export const SRC_DIR = path.join(FUNCTIONS_DIR, 'src');
export const MODULES_DIR = path.join(SRC_DIR, 'modules');
const COLLECTIONS_FILE = path.join(SRC_DIR, 'shared', 'collections.ts');

/** Whether a file is a test or test support (outside the module graph). */
export function isTestFile(file) {
  return file.endsWith('.test.ts') || file.startsWith(path.join(SRC_DIR, 'test') + path.sep);
}

/** The module a file belongs to (its folder under src/modules), or null outside the modules. */
export function moduleOf(file) {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/** A module's public entry: the only file of it other modules may import. */
export function entryOf(moduleName) {
  return path.join(MODULES_DIR, moduleName, 'index.ts');
}

/** The file a relative import names (as TypeScript resolves it: .ts, then a folder's index.ts); null for packages. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

function sourceFilesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every import, export-from and dynamic import of a file (type-only ones too). */
function specifiersOf(file) {
  return ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

/**
 * The modules and the arrows between them: `edges` maps each module to the modules it imports,
 * `imports` lists each import behind an arrow (file and specifier), for messages.
 */
export function readModuleGraph() {
  const modules = fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const edges = new Map(modules.map((name) => [name, new Set()]));
  const imports = [];
  for (const file of sourceFilesUnder(MODULES_DIR)) {
    const from = moduleOf(file);
    if (!from || isTestFile(file)) continue;
    for (const specifier of specifiersOf(file)) {
      const target = resolveImport(file, specifier);
      const to = target && moduleOf(target);
      if (!to || to === from) continue;
      edges.get(from).add(to);
      imports.push({ from, to, file: path.relative(FUNCTIONS_DIR, file), specifier });
    }
  }
  return { modules, edges, imports };
}

/** The strongly connected components with more than one module (Tarjan): each is a set of modules in a cycle. */
export function moduleCycles(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A shortest path of arrows from one module to another, or null when there is none. */
export function pathBetween(edges, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const route = [];
      for (let step = to; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * The modules in dependency order: each after every module it imports (those importing nothing
 * first), by layer, alphabetically within a layer. Modules in a cycle come last, in one layer.
 */
export function dependencyLayers(edges) {
  const layers = [];
  const placed = new Set();
  while (placed.size < edges.size) {
    const layer = [...edges.keys()].filter((name) => !placed.has(name) && [...edges.get(name)].every((dep) => placed.has(dep))).sort();
    const rest = [...edges.keys()].filter((name) => !placed.has(name)).sort();
    const next = layer.length > 0 ? layer : rest;
    for (const name of next) placed.add(name);
    layers.push(next);
  }
  return layers;
}

/** The collection each typed handle of shared/collections.ts opens (`productsCollection` → `products`). */
function collectionHandles() {
  const source = fs.readFileSync(COLLECTIONS_FILE, 'utf8');
  const handles = new Map();
  for (const match of source.matchAll(/export const (\w+) = \([^)]*\) =>\s*db\(\)((?:\.(?:collection|doc)\([^)]*\))+)/g)) {
    const segments = [...match[2].matchAll(/\.(collection|doc)\(([^)]*)\)/g)].map(([, kind, argument]) =>
      kind === 'collection' ? argument.replace(/'/g, '') : '{id}',
    );
    // `messagesCollection` opens conversations/{id}/messages; `searchCatalogDoc` one document of search.
    handles.set(match[1], segments.join('/').replace(/\/\{id\}$/, ''));
  }
  return handles;
}

/**
 * What each module's repos open of shared/collections.ts: module → collection paths. A collection
 * named by the repos of two modules has two owners (the map's test refuses that).
 */
export function collectionOwners() {
  const handles = collectionHandles();
  const owned = new Map();
  for (const file of sourceFilesUnder(MODULES_DIR)) {
    const name = moduleOf(file);
    if (!name || isTestFile(file) || !file.endsWith('.repo.ts')) continue;
    const program = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of program.statements) {
      if (!ts.isImportDeclaration(statement) || resolveImport(file, statement.moduleSpecifier.text) !== COLLECTIONS_FILE) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        const collection = handles.get((element.propertyName ?? element.name).text);
        if (!collection) continue;
        if (!owned.has(name)) owned.set(name, new Set());
        owned.get(name).add(collection);
      }
    }
  }
  return owned;
}

/** The module map as a Mermaid flowchart: a row per layer of the dependency order, the lowest at the bottom. */
export function mermaidOf(edges) {
  const lines = ['flowchart BT'];
  dependencyLayers(edges).forEach((layer, i) => {
    lines.push(`  subgraph layer${i}[" "]`, '    direction LR', ...layer.map((name) => `    ${nodeId(name)}[${name}]`), '  end');
  });
  for (const [from, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    for (const to of [...targets].sort()) lines.push(`  ${nodeId(from)} --> ${nodeId(to)}`);
  }
  return lines.join('\n');
}

function nodeId(name) {
  return name.replace(/-/g, '_');
}

/** The table module → collections it owns, in dependency order. */
export function ownershipTableOf(edges, owners) {
  const rows = dependencyLayers(edges)
    .flat()
    .map((name) => {
      const collections = [...(owners.get(name) ?? [])].sort().map((collection) => `\`${collection}\``);
      return `| \`${name}\` | ${collections.length > 0 ? collections.join(', ') : '(none)'} |`;
    });
  return ['| Module | Collections it owns |', '| --- | --- |', ...rows].join('\n');
}

const START = '<!-- module-map:start (npm run module-map rewrites what follows, up to module-map:end) -->';
const END = '<!-- module-map:end -->';

/** The generated part of the `## Modules` section: the picture and the table. */
export function moduleMapBlock() {
  const { edges } = readModuleGraph();
  return [START, '```mermaid', mermaidOf(edges), '```', '', ownershipTableOf(edges, collectionOwners()), END].join('\n');
}

/** The generated block as a document holds it, or null when it has none. */
export function moduleMapBlockIn(document) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  return start >= 0 && end > start ? document.slice(start, end + END.length) : null;
}

/** The document with its generated block replaced by the current one. */
export function withModuleMap(document) {
  const current = moduleMapBlockIn(document);
  if (current === null) throw new Error(`No module map block (${START} … ${END}) to rewrite.`);
  return document.replace(current, moduleMapBlock());
}

export const ARCHITECTURE_DOC = path.resolve(FUNCTIONS_DIR, '..', 'docs', 'architecture.md');
