import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { FUNCTIONS_EMULATOR_PARALLEL, startStack, type RunningStack } from '../../../scripts/lib/stack';
import { clearAdminQueuesLock } from './admin-queues';
import { startSharedChromium, type SharedChromium } from './shared-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    authEmulatorHost: string;
    /** Where the journeys' one shared Chromium listens (support/browser.ts connects to it). */
    chromiumWsEndpoint: string;
  }
}

/**
 * The journeys' stack moves every port by this much: a developer's `npm start` (firebase.json's
 * ports) stays open while they run, and stack.test.ts's (20) may run beside them.
 */
const JOURNEYS_PORT_OFFSET = 10;

/**
 * The whole product as `npm start` runs it (the web build on the Hosting emulator and the `pages` function, the API in the
 * Functions emulator, Auth emulator, local Firestore), fresh from the seed in a throwaway
 * data folder, on ports of its own; and one Chromium every journey file connects to, each with
 * contexts of its own: starting a browser per file cost each file its start-up CPU on two busy cores.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-e2e-'));
  // What the emulators print (the API's errors among it), for when a journey fails.
  const resultsDir = new URL('../test-results/', import.meta.url).pathname;
  mkdirSync(resultsDir, { recursive: true });
  const emulatorLog = path.join(resultsDir, 'emulators.log');
  writeFileSync(emulatorLog, '');
  clearAdminQueuesLock();
  // Two journeys at a time share two cores with the rest of `npm test`, and the local Firestore then
  // stalls past the API's 1.5 s deadline now and then: that answers 503 as if Firestore were down,
  // which the journeys do not test (scripts/firestore-outage.test.ts does). Their stack waits longer.
  process.env.RECELL_FIRESTORE_DEADLINE_MS = '10000';
  const stack = await startStack({
    fresh: true,
    dataDir,
    portOffset: JOURNEYS_PORT_OFFSET,
    log: (line) => console.log(`[stack] ${line}`),
    emulatorLog: (line) => appendFileSync(emulatorLog, `${line}\n`),
  });
  await fillWorkerPools(stack.urls);
  project.provide('webUrl', stack.urls.web);
  project.provide('authEmulatorHost', stack.urls.auth);
  let browser: SharedChromium;
  try {
    browser = await startSharedChromium();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide('chromiumWsEndpoint', browser.wsEndpoint);
  return async () => {
    try {
      await browser.stop();
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

/**
 * The Functions emulator runs FUNCTIONS_EMULATOR_PARALLEL requests at once, each in a worker process
 * of its function, and starts another worker (loading all of the functions' code: up to 20 s beside
 * the rest of `npm test`) whenever a request finds none of its function idle. Deployed, an instance
 * takes 80 requests at once and stays warm. Started in the middle of a journey, a worker held one of
 * those few slots while it loaded, and the pages, bookings and outbox tasks queued behind it outlasted
 * a journey's wait. So each function's workers are started here, before the first journey: one burst
 * per function of as many requests as the emulator runs at once.
 */
async function fillWorkerPools(urls: RunningStack['urls']): Promise<void> {
  const burst = (request: () => Promise<Response>) =>
    Promise.all(Array.from({ length: FUNCTIONS_EMULATOR_PARALLEL }, async () => (await request()).arrayBuffer()));
  await burst(() => fetch(`${urls.api}/products`));
  await burst(() => fetch(`${urls.web}/products`));
  // The outbox's task function, called as the Tasks emulator calls it, with no events to run.
  await burst(() =>
    fetch(`${urls.functions}/dispatchEvents`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ data: { eventIds: [] } }) }),
  );
}
