/**
 * `npm run module-map`: rewrites the module map of docs/architecture.md (## Modules: the Mermaid
 * picture of the modules in dependency order and the table of the collections each owns) from the
 * imports of functions/src/modules. src/test/module-map.test.ts fails while the two disagree.
 */
import fs from 'node:fs';
import { ARCHITECTURE_DOC, withModuleMap } from './module-graph.mjs';

const before = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
const after = withModuleMap(before);
fs.writeFileSync(ARCHITECTURE_DOC, after);
globalThis.console.log(after === before ? 'docs/architecture.md: the module map was in step.' : 'docs/architecture.md: module map rewritten.');
