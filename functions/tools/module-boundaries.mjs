/**
 * Lint rules that hold the server's modules apart (see docs/architecture.md, ## Modules):
 * - `entry-only`: code outside a module (another module, app.ts, index.ts) imports it only through
 *   its public entry, src/modules/<name>/index.ts, never its repos or other files;
 * - `no-module-cycle`: no module reaches itself through the imports of modules. A file-level
 *   check (import-x/no-cycle) misses a loop that runs through different files of one module, so
 *   this one judges the graph of modules, read from the whole source (tools/module-graph.mjs).
 * Tests and test support are outside both: they set up data through the modules they exercise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { entryOf, isTestFile, MODULES_DIR, moduleOf, pathBetween, readModuleGraph, resolveImport, SRC_DIR } from './module-graph.mjs';

/** The import sources of a file's import, export-from and dynamic import nodes. */
function importVisitors(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

function isInSource(file) {
  return file.startsWith(SRC_DIR + path.sep) && !isTestFile(file);
}

const entryOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Imports another server module only through its public entry (modules/<name>/index.ts)." },
    schema: [],
    messages: {
      internals:
        "'{{specifier}}' reaches into module '{{target}}' ({{file}}): import it from its public entry modules/{{target}}/index.ts, and export there what other modules may use.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!isInSource(file)) return {};
    const own = moduleOf(file);
    return importVisitors((node, specifier) => {
      const resolved = resolveImport(file, specifier);
      const target = resolved && moduleOf(resolved);
      if (!target || target === own || resolved === entryOf(target)) return;
      context.report({ node, messageId: 'internals', data: { specifier, target, file: path.relative(MODULES_DIR, resolved) } });
    });
  },
};

/** The graph, read again only when a module file changed since (an editor lints many times in one process). */
let cached = { stamp: '', graph: null };
function currentGraph() {
  const stamp = fs
    .readdirSync(MODULES_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${file}:${fs.statSync(file).mtimeMs}`;
    })
    .join('|');
  if (stamp !== cached.stamp) cached = { stamp, graph: readModuleGraph() };
  return cached.graph;
}

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No cycle between server modules.' },
    schema: [],
    messages: {
      cycle:
        "Module cycle: {{route}}. Module '{{own}}' imports '{{target}}', which already depends on '{{own}}'. Move what both need to a lower module or the contract, or let the caller pass it in; an effect of a change in another module is an outbox event (modules/events).",
    },
  },
  create(context) {
    const file = context.filename;
    const own = isInSource(file) ? moduleOf(file) : null;
    if (!own) return {};
    return importVisitors((node, specifier) => {
      const resolved = resolveImport(file, specifier);
      const target = resolved && moduleOf(resolved);
      if (!target || target === own) return;
      const back = pathBetween(currentGraph().edges, target, own);
      if (back) context.report({ node, messageId: 'cycle', data: { own, target, route: [own, ...back].join(' → ') } });
    });
  },
};

export default {
  meta: { name: 'module-boundaries' },
  rules: { 'entry-only': entryOnly, 'no-module-cycle': noModuleCycle },
};
