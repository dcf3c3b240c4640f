import { eventHandlers } from '../event-handlers';
import { getEvent, MAX_EVENT_ATTEMPTS, runEvent, useDispatcher, type Dispatcher, type EventHandlers } from '../modules/events';

/**
 * The API tests' queue. The in-process API has no Tasks emulator, so the requests hand their
 * events to this dispatcher, and `settleEvents()` plays the queue: each event's real handler (or
 * the handlers a test passes) against the real Firestore emulator, through the same runEvent as
 * the queue function, a failure retried as Cloud Tasks retries it (without its backoff: tests
 * never sleep), until nothing is queued (handlers queue events of their own).
 */
const queued: string[] = [];

export const inProcessQueue: Dispatcher = {
  async enqueue(eventIds) {
    queued.push(...eventIds);
  },
};

/** The events handed over and not played yet. */
export function queuedEvents(): readonly string[] {
  return [...queued];
}

/** Plays every queued event to the end; throws if one is left failed (a test should see its handler's error). */
export async function settleEvents(handlers: EventHandlers = eventHandlers, now?: () => Date): Promise<void> {
  for (let id = queued.shift(); id !== undefined; id = queued.shift()) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if ((await runEvent(id, handlers, now)) === 'failed') throw new Error(`event ${id} failed: ${(await getEvent(id))?.lastError}`);
        break;
      } catch (error) {
        if (attempt >= MAX_EVENT_ATTEMPTS) throw error;
      }
    }
  }
}

/** Drops what is queued (a test that leaves events behind on purpose). */
export function forgetQueuedEvents(): void {
  queued.length = 0;
}

useDispatcher(inProcessQueue);
