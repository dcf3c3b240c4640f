import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Lints the repository's own scripts (local stack, seed, benchmarks); the workspaces have their own configs. */
export default tseslint.config(
  { ignores: ['functions/**', 'web/**', 'node_modules/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
);
