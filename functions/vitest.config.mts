import { defineConfig } from 'vitest/config';

/**
 * Files that change what a module sees when it is imported (the environment, the module cache) run
 * each in a fresh process. The rest share one module graph per worker: importing the whole API
 * again for every file was a third of the suite's time.
 *
 * The isolated files run first, in groups of their own: firebase-admin (a dependency, so loaded
 * once per process, not per module graph) keeps its app for the process, and a file that points
 * Firestore elsewhere must not find the app a shared worker already made. The fail-fast test
 * times answers against a one-second deadline, so it runs alone, before any other file of the suite.
 */
const FAIL_FAST = ['src/shared/firestore-deadline.test.ts'];
const ISOLATED = [
  'src/shared/config.test.ts',
  'src/modules/images/images.test.ts',
  'src/modules/orders/handover-code.test.ts',
  'src/modules/users/users-last-admin.test.ts',
  'src/modules/listings/search/search.test.ts',
  'src/modules/newsletter/newsletter.test.ts',
];

/** What every file runs with. Inline projects do not inherit the root's test options, so each gets these. */
const common = {
  // A hang guard, not a speed check: beside the browser journeys on two cores, a test that makes a
  // dozen writes, each settling its events, has taken over 90 s where alone it takes 2 s.
  testTimeout: 180_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Test files share one Firestore and one Auth emulator (started once, here); each test makes its own data.
    globalSetup: ['../scripts/lib/test-emulators.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // The API writes one INFO line per request; tests that care spy on the logger. Errors still show.
    onConsoleLog: (log) => !(log.includes('"severity":"INFO"') && log.includes('"message":"request"')),
    projects: [
      { test: { ...common, name: 'fail-fast', include: FAIL_FAST, sequence: { groupOrder: 0 } } },
      { test: { ...common, name: 'isolated', include: ISOLATED, sequence: { groupOrder: 1 } } },
      { test: { ...common, name: 'shared', include: ['src/**/*.test.ts'], exclude: [...FAIL_FAST, ...ISOLATED], isolate: false, sequence: { groupOrder: 2 } } },
    ],
  },
});
