import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Lints the repository's own scripts (local stack, seed, benchmarks); the workspaces have their own configs. */
export default tseslint.config(
  { ignores: ['functions/**', 'web/**', 'node_modules/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
);
