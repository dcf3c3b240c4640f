import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The UI's words, by language (docs/i18n.md). English is the source: the English text is the
 * message's key, so English pages read exactly as the spec writes them. `npm run i18n:check`
 * (run by lint) extracts the messages from the code and fails when either catalog lacks one or
 * keeps one the code no longer uses.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/testing/**'] },
  ],
  // The macros use our context and `<Trans>`, which keep Lingui's renderer off the first load (lib/i18n/context.tsx).
  runtimeConfigModule: { useLingui: ['@/lib/i18n/context', 'useLingui'], Trans: ['@/lib/i18n/trans', 'Trans'] },
  // Without line numbers a catalog changes only when a message does, not whenever code above it moves.
  format: formatter({ lineNumbers: false }),
});
