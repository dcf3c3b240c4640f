import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test-emulators.local.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    onConsoleLog: (log) => !(log.includes('"severity":"INFO"') && log.includes('"message":"request"')),
  },
});
