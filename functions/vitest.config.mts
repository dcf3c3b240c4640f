import { defineConfig } from 'vitest/config';

/**
 * Files that change what a module sees when it is imported (the environment, the module cache, the
 * process's Firestore breaker) run each in a fresh module graph. The rest share one per worker:
 * importing the whole API again for every file was a third of the suite's time.
 */
const ISOLATED = [
  'src/shared/config.test.ts',
  'src/shared/firestore-deadline.test.ts',
  'src/modules/images/images.test.ts',
  'src/modules/orders/handover-code.test.ts',
  'src/modules/users/users-last-admin.test.ts',
  'src/modules/listings/search/search.test.ts',
  'src/modules/newsletter/newsletter.test.ts',
];

/** What every file runs with. Inline projects do not inherit the root's options, so each gets these. */
const common = {
  // A hang guard, not a speed check: beside the browser journeys on two cores, a test that makes a
  // few dozen requests, each settling its events, has taken over 30 s where alone it takes 2 s.
  testTimeout: 90_000,
  hookTimeout: 60_000,
  // The API writes one INFO line per request; tests that care spy on the logger. Errors still show.
  onConsoleLog: (log: string) => !(log.includes('"severity":"INFO"') && log.includes('"message":"request"')),
};

export default defineConfig({
  test: {
    // Test files share one Firestore and one Auth emulator (started once, here); each test makes its own data.
    globalSetup: ['../scripts/lib/test-emulators.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      { test: { ...common, name: 'isolated', include: ISOLATED } },
      { test: { ...common, name: 'shared', include: ['src/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
    ],
  },
});
