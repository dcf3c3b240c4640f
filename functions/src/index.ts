import { setGlobalOptions } from 'firebase-functions/v2';
import path from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { createApp } from './app';
import { eventHandlers } from './event-handlers';
import { EVENT_SWEEP_MINUTES, MAX_EVENT_ATTEMPTS, runEvents, sweepStuckEvents, type EventTask } from './modules/events';
import { OFFER_SWEEP_MINUTES, ORDER_SWEEP_MINUTES } from './contract/constants';
import { sweepExpiredOrders } from './modules/orders';
import { sweepExpiredOffers } from './modules/offers';
import { createPagesApp } from './modules/pages';
import { keepBodiesFromRuntimeParsers, withJsonBody } from './shared/json-body';
import { handoverKeySecret, imeiHashKey, unsubscribeKeySecret } from './shared/secrets';
import { sendAlertDigests } from './modules/saved-searches';
import { ALERT_DIGEST_HOUR_UTC } from './contract/constants';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

// The API, not the runtime, reads request bodies, so every refusal is an error body of the contract.
keepBodiesFromRuntimeParsers();

/** The whole REST API, served by Hosting under /api/**. */
export const api = onRequest({ memory: '512MiB', concurrency: 80, secrets: [handoverKeySecret, imeiHashKey, unsubscribeKeySecret] }, createApp());

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

/**
 * Writes down offers left unanswered past their 24 hours, and tells both sides. Reads and writes
 * judge the deadline themselves, so nothing waits for it; the local stack runs it on an interval.
 */
export const sweepOffers = onSchedule({ schedule: `every ${OFFER_SWEEP_MINUTES} minutes`, timeoutSeconds: 300 }, async () => {
  await sweepExpiredOffers(new Date());
});

/**
 * Runs the handlers of the outbox events one write committed, one task per write (modules/events).
 * A handler that throws is retried by Cloud Tasks with backoff (1 s doubling to 5 min); the outbox
 * counts each event's attempts and leaves it failed after the last one. At most 20 at once and 50 a second, so a burst of
 * events never crowds the API's instances out. Locally the firebase-tools Tasks emulator runs it.
 */
export const dispatchEvents = withJsonBody(
  onTaskDispatched<EventTask>(
    {
      retryConfig: { maxAttempts: MAX_EVENT_ATTEMPTS, minBackoffSeconds: 1, maxBackoffSeconds: 300, maxDoublings: 8 },
      rateLimits: { maxConcurrentDispatches: 20, maxDispatchesPerSecond: 50 },
      memory: '512MiB',
      timeoutSeconds: 300,
      // Alert emails carry signed unsubscribe links.
      secrets: [unsubscribeKeySecret],
    },
    async (request) => {
      await runEvents(request.data.eventIds, eventHandlers);
    },
  ),
);

/**
 * Queues again the outbox events still pending minutes after they were queued (a process that died
 * between its commit and the enqueue, a task lost). The local stack runs the same sweep on an
 * interval (scripts/lib/stack.ts), since the Functions emulator fires no schedules.
 */
export const sweepEvents = onSchedule({ schedule: `every ${EVENT_SWEEP_MINUTES} minutes`, timeoutSeconds: 300 }, async () => {
  await sweepStuckEvents(new Date());
});

/**
 * The daily email of the alerts of saved searches set to `daily` (modules/saved-searches): each
 * person's waiting alerts in one email, once a day. It reads the time it runs at, so tests run the
 * same function on their own clock.
 */
export const sendDailyAlertDigests = onSchedule(
  { schedule: `0 ${ALERT_DIGEST_HOUR_UTC} * * *`, timeZone: 'UTC', timeoutSeconds: 300, secrets: [unsubscribeKeySecret] },
  async () => {
    await sendAlertDigests(new Date());
  },
);
