import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bench/**'],
    globalSetup: ['./lib/test-emulators.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
