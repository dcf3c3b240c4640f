import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The graph tools are ES modules shared with the lint config (functions/tools); this file is CommonJS.
const graphTools = () => import('../../tools/module-graph.mjs');

describe('the module map', { timeout: 120_000 }, () => {
  it('in docs/architecture.md is the one the imports draw (else run `npm run module-map`)', async () => {
    const { ARCHITECTURE_DOC, moduleMapBlock, moduleMapBlockIn } = await graphTools();
    const written = moduleMapBlockIn(readFileSync(ARCHITECTURE_DOC, 'utf8'));
    expect(written, 'docs/architecture.md has no module map block under ## Modules').not.toBeNull();
    expect(written, 'The module map of docs/architecture.md is out of step with the imports: run `npm run module-map` and commit it.').toBe(
      moduleMapBlock(),
    );
  });

  it('has no cycle between modules', async () => {
    const { moduleCycles, readModuleGraph } = await graphTools();
    expect(moduleCycles(readModuleGraph().edges)).toEqual([]);
  });

  it('gives every collection of shared/collections.ts exactly one owning module', async () => {
    const { collectionOwners } = await graphTools();
    const ownersOf = new Map<string, string[]>();
    for (const [module, collections] of collectionOwners()) {
      for (const collection of collections) ownersOf.set(collection, [...(ownersOf.get(collection) ?? []), module]);
    }
    const shared = [...ownersOf].filter(([, owners]) => owners.length > 1);
    expect(shared, 'a collection opened by the repos of two modules').toEqual([]);
    const handles = [...readFileSync(path.join(__dirname, '../shared/collections.ts'), 'utf8').matchAll(/^export const \w+ = /gm)];
    expect(ownersOf.size, 'a collection handle no module owns').toBe(handles.length);
  });

  it('finds a cycle and the way round it when there is one', async () => {
    const { moduleCycles, pathBetween } = await graphTools();
    const edges = new Map([
      ['orders', new Set(['reviews', 'profiles'])],
      ['reviews', new Set(['orders'])],
      ['profiles', new Set<string>()],
    ]);
    expect(moduleCycles(edges)).toEqual([['orders', 'reviews']]);
    expect(pathBetween(edges, 'reviews', 'orders')).toEqual(['reviews', 'orders']);
    expect(pathBetween(edges, 'profiles', 'orders')).toBeNull();
  });
});

// Each case starts ESLint with the whole config: seconds on a busy machine.
describe('the lint rules between modules', { timeout: 120_000 }, () => {
  const functionsDir = path.resolve(__dirname, '../..');
  const lint = async (relativeFile: string, code: string) => {
    const { ESLint } = await import('eslint');
    const [result] = await new ESLint({ cwd: functionsDir }).lintText(code, { filePath: path.join(functionsDir, relativeFile) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  it("refuse an import of another module's repo", async () => {
    const messages = await lint('src/modules/products/probe.ts', "import { getEntry } from '../wishlist/wishlist.repo';\nexport const probe = getEntry;\n");
    expect(messages).toEqual([expect.stringMatching(/^module-boundaries\/entry-only: '\.\.\/wishlist\/wishlist\.repo' reaches into module 'wishlist'/)]);
  });

  it('refuse shared/collections outside a repo, and allow it in one', async () => {
    const code = "import { productsCollection } from '../../shared/collections';\nexport const probe = productsCollection;\n";
    expect(await lint('src/modules/listings/probe.service.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*Only a module's repos/),
    ]);
    expect(await lint('src/modules/listings/probe.repo.ts', code)).toEqual([]);
  });

  it('refuse an import that closes a module cycle, even where no file cycle does', async () => {
    const messages = await lint('src/modules/profiles/probe.ts', "import { notify } from '../notifications';\nexport const probe = notify;\n");
    expect(messages).toEqual([expect.stringMatching(/^module-boundaries\/no-module-cycle: Module cycle: profiles → notifications → profiles\./)]);
  });

  it('refuse the listing transaction outside listing-changes, which runs what follows it', async () => {
    const code = "import { transact } from '../listings';\nexport const probe = transact;\n";
    expect(await lint('src/modules/orders/probe.service.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'transact' import from '\.\.\/listings' is restricted.*listing-changes/),
    ]);
    expect(await lint('src/modules/listing-changes/probe.service.ts', code)).toEqual([]);
  });

  it("allow an import of another module's entry", async () => {
    expect(await lint('src/modules/products/probe.ts', "import { getProduct } from '../listings';\nexport const probe = getProduct;\n")).toEqual([]);
  });
});
