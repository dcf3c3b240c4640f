import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: shared (components, lib, config) -> features -> app.
 * A feature never imports another feature; route modules in app/ compose them.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The API's contract (functions/src/contract, alias @contract/) is all the web may import from the API. */
const apiModules = {
  regex: '(^|/)functions/|^@api/|^@contract/.*\\.\\.',
  message: 'Import the API only through @contract/* (functions/src/contract): its schemas, types, status tables and constants.',
};
const noApp = { regex: '^@/app/', message: 'Only app/ composes routes; shared code and features never import it.' };
const noFeatures = { regex: '^@/features/', message: 'Shared code (components, lib, config) never imports a feature.' };
const noRelativeParents = { regex: '^\\.\\./', message: 'Use the @/ alias for imports outside this folder.' };

export default tseslint.config(
  { ignores: ['build/**', '.react-router/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [apiModules, noRelativeParents] }],
    },
  },
  {
    // No import cycles: a module and what it imports load in one order (the lazy auth session and
    // confirm dialog included). Resolved as TypeScript does, through the @/ and @api/ paths.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the modules it follows as TypeScript (its own default follows only .js files).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: new URL('./tsconfig.json', import.meta.url).pathname })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiModules, noRelativeParents, noApp, noFeatures] }] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            apiModules,
            noRelativeParents,
            noApp,
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'A feature never imports another feature; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Browser journeys run in Node beside the whole stack: they start it and read its data (through
    // the scripts' firebase-admin client), and know the API only by its contract.
    files: ['e2e/**'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)functions/(?!src/contract/)', message: 'Browser journeys import the API only through functions/src/contract.' }] },
      ],
    },
  },
  {
    // Served to the browser by the journeys in place of Google's gapi loader.
    files: ['e2e/support/gapi-stand-in.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
