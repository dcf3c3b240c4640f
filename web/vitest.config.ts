import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests of logic that draws nothing: they run in Node, without a DOM to set up per file. */
const LOGIC_TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
/** The two of them that need a DOM or the session fake of the screens' setup: toasts draw, the API client signs requests. */
const LOGIC_TESTS_ON_A_PAGE = ['src/lib/toasts.test.ts', 'src/lib/api-client.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest's default on two cores is one worker; in `npm test` this suite runs near the end of its
      // lane, beside `stack.test.ts`, and two workers end it sooner.
      maxWorkers: 2,
      // Each file in a VM context of a worker thread that stays: its DOM and modules are still its
      // own, but the worker, its environment's code and Vite's transforms are set up once per worker,
      // not once per file. Half the suite's CPU (142 against 306 CPU-s, alone on two cores).
      pool: 'vmThreads',
      projects: [
        {
          extends: true,
          test: { name: 'screens', environment: 'jsdom', include: ['src/**/*.test.tsx', ...LOGIC_TESTS_ON_A_PAGE], setupFiles: ['./src/testing/setup.ts'] },
        },
        { extends: true, test: { name: 'logic', environment: 'node', include: LOGIC_TESTS, exclude: LOGIC_TESTS_ON_A_PAGE } },
      ],
    },
  }),
);
