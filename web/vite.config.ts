import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** Shared zod schemas, constants and types of the API (schema/constant modules only). */
const apiSrc = fileURLToPath(new URL('../functions/src', import.meta.url));

/**
 * reactfire's ESM entry imports every Firebase product it wraps (Firestore, Storage, Database,
 * Functions, Remote Config, Performance) and those modules register themselves on import.
 * We use only Auth, so we tell Rolldown they have no side effects and unused ones drop out
 * (DESIGN.md §6: ~317 KB -> ~208 KB gzipped for the whole client).
 */
const UNUSED_FIREBASE_PRODUCTS =
  /[\\/]node_modules[\\/](?:@firebase[\\/](?:firestore|database|storage|functions|remote-config|performance|analytics|app-check)|firebase[\\/](?:firestore|database|storage|functions|remote-config|performance|analytics|app-check)|rxfire|reactfire)[\\/]/;

/** See src/lib/firebase-database-stub.ts: the one SDK reactfire's load-time code keeps referencing. */
const databaseStub = fileURLToPath(new URL('./src/lib/firebase-database-stub.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^firebase\/database$/, replacement: databaseStub },
      { find: /^@\//, replacement: `${src}/` },
      { find: /^@api\//, replacement: `${apiSrc}/` },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // The Hosting emulator rewrites /api/** to the `api` function, as production does.
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // The first-load vendor chunk (React, MUI, router, TanStack Query) is ~530 KB minified (~165 KB
    // gzipped); warn if any chunk grows well past it.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the first screen needs travel as one long-cached file instead of a
          // couple of dozen small shared chunks; everything else splits automatically.
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [{ test: UNUSED_FIREBASE_PRODUCTS, sideEffects: false }],
      },
    },
  },
});
