import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['../scripts/lib/test-emulators.ts'],
    // A hang guard, not a speed check: beside the browser journeys on two cores, a test that makes a
    // few dozen requests, each settling its events, has taken over 30 s where alone it takes 2 s.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Test files share one Firestore and one Auth emulator; each test makes its own data.
    fileParallelism: true,
    maxWorkers: 2,
    // The API writes one INFO line per request; tests that care spy on the logger. Errors still show.
    onConsoleLog: (log) => !(log.includes('"severity":"INFO"') && log.includes('"message":"request"')),
  },
});
