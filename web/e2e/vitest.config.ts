import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the full local stack: one stack and one browser (support/global-setup.ts),
 * two files at a time, each with browser contexts of its own. A journey touches only data it creates
 * or seed listings no other journey changes, and holds a lock while it moves or counts the admin
 * queues (support/admin-queues.ts), so two can share the stack; most of a journey's time is waiting
 * on the stack, which the second overlaps.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: 2,
    // Each worker imports the journeys' support (firebase-admin, playwright-core) once, not once per
    // file: the files keep their state in their own variables, and their support modules hold none.
    isolate: false,
    // A journey may wait for another to let go of the admin queues (support/admin-queues.ts).
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // A page answers in well under a second on a quiet machine; beside the rest of `npm test` on two
    // cores, a Back or a re-render can take several. A poll fails only when the page never gets there.
    expect: { poll: { timeout: 15_000 } },
  },
});
