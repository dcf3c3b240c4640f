import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest's default on two cores is one worker; in `npm test` this suite ends its lane, beside
      // the last script tests, and two workers end it sooner.
      maxWorkers: 2,
      // Worker threads rather than child processes: a fresh thread per file costs less than a fresh
      // process, about a tenth of the suite's CPU on two cores (357 against 396 CPU-s).
      pool: 'threads',
    },
  }),
);
