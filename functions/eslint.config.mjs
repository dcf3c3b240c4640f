import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './tools/module-boundaries.mjs';

/**
 * The API's layers, held here: routes (HTTP) -> services (use cases) -> repos (the only code that
 * touches Firestore and Admin Auth). shared/ is below every module and never imports one. Between
 * modules (tools/module-boundaries.mjs): each is imported only through its modules/<name>/index.ts,
 * and no module depends on itself through others; each collection's handle is its owner's repos' alone.
 */
const firebaseValues = [
  { name: 'firebase-admin/firestore', allowTypeImports: true, message: 'Only repos (*.repo.ts) touch Firestore.' },
  { name: 'firebase-admin/auth', allowTypeImports: true, message: 'Only repos (*.repo.ts) touch Admin Auth.' },
];
const dbAndAuth = {
  regex: '^\\.{1,2}/(.*/)?firestore$',
  importNames: ['db', 'auth'],
  message: 'Only repos (*.repo.ts) touch Firestore (db) and Admin Auth (auth).',
};
const repos = { regex: '\\.repo$', message: 'Routes call services, never repos.' };
const collections = {
  regex: '^(\\.{1,2}/)+(shared/)?collections$',
  message: "Only a module's repos (*.repo.ts) open its collections: call the owning module's entry (modules/<name>/index.ts).",
};
const modules = {
  regex: '(^|/)modules/',
  // Type-only imports of entity types stay allowed until they move into the contract.
  allowTypeImports: true,
  message: 'shared/ sits below every module and never imports one.',
};
/** The aggregate's transaction and copy writers: other modules change a listing through listing-changes, so what follows always runs. */
const aggregateWrites = {
  regex: '^\\.\\./listings$',
  importNames: ['transact', 'updateOpenOrdersOfListing', 'removeListingsOfSeller'],
  message: 'Change the listing aggregate through listing-changes (changeListing, changeOrder, removeSellerListings), so its copies and notices follow.',
};
const restrict = (...patterns) => ['error', { paths: firebaseValues, patterns: [collections, aggregateWrites, ...patterns] }];

export default tseslint.config(
  { ignores: ['lib/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'module-boundaries': moduleBoundaries },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'module-boundaries/entry-only': 'error',
      'module-boundaries/no-module-cycle': 'error',
      '@typescript-eslint/no-restricted-imports': restrict(dbAndAuth),
    },
  },
  { files: ['src/**/*.routes.ts'], rules: { '@typescript-eslint/no-restricted-imports': restrict(dbAndAuth, repos) } },
  { files: ['src/shared/**'], rules: { '@typescript-eslint/no-restricted-imports': restrict(dbAndAuth, modules) } },
  {
    files: ['src/modules/listing-changes/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: firebaseValues, patterns: [collections, dbAndAuth] }] },
  },
  {
    // Data access (repos, their typed collections and batch helper), and the tests that set up and inspect data directly.
    files: ['src/**/*.repo.ts', 'src/shared/firestore.ts', 'src/shared/collections.ts', 'src/shared/write-batches.ts', 'src/**/*.test.ts', 'src/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The contract is what the web and the scripts import from the API: zod and its own files only,
    // so nothing of the server (firebase-admin, Express, config) can ride along.
    files: ['src/contract/**'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./[a-z-]+$)', message: 'The contract imports only zod and its own files (./name).' }] },
      ],
    },
  },
);
