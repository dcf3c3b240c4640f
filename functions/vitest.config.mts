import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['../scripts/lib/test-emulators.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share one Firestore and one Auth emulator; each test makes its own data.
    fileParallelism: true,
    maxWorkers: 2,
    // The API writes one INFO line per request; tests that care spy on the logger. Errors still show.
    onConsoleLog: (log) => !(log.includes('"severity":"INFO"') && log.includes('"message":"request"')),
  },
});
