import { setGlobalOptions } from 'firebase-functions/v2';
import path from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { ORDER_SWEEP_MINUTES } from './contract/constants';
import { sweepExpiredOrders } from './modules/orders/order-sweep.service';
import { createPagesApp } from './modules/pages/pages.app';
import { keepBodiesFromRuntimeParsers } from './shared/json-body';
import { handoverKeySecret, imeiHashKey } from './shared/secrets';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

// The API, not the runtime, reads request bodies, so every refusal is an error body of the contract.
keepBodiesFromRuntimeParsers();

/** The whole REST API, served by Hosting under /api/**. */
export const api = onRequest({ memory: '512MiB', concurrency: 80, secrets: [handoverKeySecret, imeiHashKey] }, createApp());

/**
 * Every page of the web, rendered by React Router from the web's server build, which Hosting sends
 * here (every path that is neither /api nor a built file); the build is copied beside this file
 * (copy-web.mjs). The public pages read their data from the API's services in this process.
 */
export const pages = onRequest({ memory: '512MiB', concurrency: 80 }, createPagesApp({ webDir: path.join(__dirname, 'web') }));

/**
 * Writes down expired meetup holds every 5 minutes, freeing their listings. Reads and
 * writes judge deadlines themselves, so nothing waits for it; the local stack runs the same sweep
 * on an interval (scripts/lib/stack.ts), since the Functions emulator fires no schedules.
 */
export const sweepOrders = onSchedule({ schedule: `every ${ORDER_SWEEP_MINUTES} minutes`, timeoutSeconds: 300, secrets: [handoverKeySecret] }, async () => {
  await sweepExpiredOrders(new Date());
});
