import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['lib/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
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
