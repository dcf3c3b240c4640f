import type { EventType } from './catalogue';
import { countAttempt, getEvent, markDone, recordFailure } from './outbox.repo';
import type { OutboxEvent } from './outbox.schema';

/** Runs of a handler before its event is left failed (the queue function's retryConfig allows as many). */
export const MAX_EVENT_ATTEMPTS = 8;

/**
 * What handles an event. It must be idempotent: it may run twice (a retry after a write that
 * landed, a task delivered twice, the sweep), so every write it makes has a deterministic id or
 * is a create() that a second run finds done.
 */
export type EventHandler<T extends EventType> = (event: OutboxEvent<T>) => Promise<void>;

export type EventHandlers = { [T in EventType]: EventHandler<T> };

export type RunOutcome = 'done' | 'already' | 'failed';

/**
 * Runs the handler of one event: counts the attempt, runs it, marks the event done. A failure is
 * recorded and thrown, so the queue retries it with backoff; after MAX_EVENT_ATTEMPTS the event is
 * left failed (and no longer thrown, so the queue stops). An event that is done (or gone) is not run again.
 */
/**
 * Runs the events of one task, in the order they were written: each to the end (done, or failed for
 * good) before the next; a failure is thrown once the others ran, so the queue retries the task,
 * whose events that are done already are not run again.
 */
export async function runEvents(ids: readonly string[], handlers: EventHandlers, now: () => Date = () => new Date()): Promise<void> {
  let failure: unknown = null;
  for (const id of ids) {
    try {
      await runEvent(id, handlers, now);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

export async function runEvent(id: string, handlers: EventHandlers, now: () => Date = () => new Date()): Promise<RunOutcome> {
  const event = await getEvent(id);
  if (!event || event.state !== 'pending') return 'already';
  await countAttempt(id, now());
  const handler = handlers[event.type] as EventHandler<EventType>;
  try {
    await handler(event as OutboxEvent);
  } catch (error) {
    const final = event.attempts + 1 >= MAX_EVENT_ATTEMPTS;
    await recordFailure(id, error instanceof Error ? (error.stack ?? error.message) : String(error), final, now());
    if (final) return 'failed';
    throw error;
  }
  await markDone(id, now());
  return 'done';
}
