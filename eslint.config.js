import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apiInternals = {
  regex: '(^|/)functions/(?!src/contract/)',
  message: 'Scripts import only the API contract (functions/src/contract); call the API over HTTP or use firebase-admin (scripts/lib/firebase-admin.ts).',
};

/** Lints the repository's own scripts (local stack, seed, benchmarks); the workspaces have their own configs. */
export default tseslint.config(
  { ignores: ['functions/**', 'web/**', 'node_modules/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The scripts know the API by its contract, call it over HTTP and use firebase-admin directly.
      'no-restricted-imports': ['error', { patterns: [apiInternals] }],
    },
  },
  {
    // Scripts the benchmark runs inside the page under test: classic scripts, read as text.
    files: ['scripts/bench/in-page/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    // The benchmark also serves the deployable `api` function itself in its own process.
    files: ['scripts/bench/in-process-api.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ ...apiInternals, regex: '(^|/)functions/(?!src/contract/|src/index$)' }] }] },
  },
);
