import { getFunctions, type TaskQueue } from 'firebase-admin/functions';
import { logger } from 'firebase-functions/logger';
import { adminApp } from '../../shared/firestore';
import type { OutboxEvent } from './outbox.schema';

/** The queue function's name (functions/src/index.ts exports it): Cloud Tasks names the queue after it. */
export const EVENT_QUEUE = 'dispatchEvents';

/**
 * What a queued task carries: the ids of the events one write committed (one enqueue per write, not
 * per event: each is a round trip the request waits for); the function reads each from the outbox.
 */
export interface EventTask {
  eventIds: string[];
}

export interface DispatchOptions {
  /** Hold the task this long first: a refresh waits for the writes of a burst to land, then runs once. */
  delaySeconds?: number;
}

/** Hands events to whatever runs their handlers. */
export interface Dispatcher {
  enqueue(eventIds: readonly string[], options?: DispatchOptions): Promise<void>;
}

/**
 * Cloud Tasks, through the Admin SDK: in production the queue of the `dispatchEvents` function;
 * locally the firebase-tools Tasks emulator (CLOUD_TASKS_EMULATOR_HOST, which the Functions
 * emulator sets for its workers), which calls the function the same way, with the same retries.
 * No task id: Cloud Tasks refuses an id used in the last hour, and the sweep must be able to queue
 * an event again; the outbox state makes a second delivery a no-op.
 */
export const cloudTasksDispatcher: Dispatcher = {
  async enqueue(eventIds, options = {}) {
    await eventQueue().enqueue({ eventIds: [...eventIds] }, options.delaySeconds ? { scheduleDelaySeconds: options.delaySeconds } : {});
  },
};

/** The queue's client, made once per instance: every write that causes effects enqueues through it. */
let queue: TaskQueue<EventTask> | undefined;
function eventQueue(): TaskQueue<EventTask> {
  queue ??= getFunctions(adminApp()).taskQueue<EventTask>(EVENT_QUEUE);
  return queue;
}

let current: Dispatcher = cloudTasksDispatcher;

/** Replaces the dispatcher (the API tests' in-process queue: src/test/event-queue.ts). Answers the previous one. */
export function useDispatcher(dispatcher: Dispatcher): Dispatcher {
  const previous = current;
  current = dispatcher;
  return previous;
}

/**
 * Hands committed events to the queue. A failure is logged, not thrown: the write that caused them
 * has committed and its caller is answered; the sweep queues what was never handed over.
 */
export async function dispatch(events: readonly Pick<OutboxEvent, '_id'>[], options?: DispatchOptions): Promise<void> {
  if (events.length === 0) return;
  try {
    await current.enqueue(
      events.map((event) => event._id),
      options,
    );
  } catch (error) {
    logger.warn('events were committed but not queued; the sweep will queue them', { events: events.map((event) => event._id), error: String(error) });
  }
}
