import { dispatch } from './dispatcher';
import { listPendingDispatchedBefore, markRedispatched } from './outbox.repo';

/**
 * How long an event may stay pending after it was handed to the queue before the sweep hands it
 * over again: longer than the queue's own retries take to start (its backoff begins at seconds),
 * so a sweep does not race a retry that is about to run.
 */
export const EVENT_STUCK_MINUTES = 5;

/** How often the sweep runs (the scheduled function, and the local stack's interval). */
export const EVENT_SWEEP_MINUTES = 1;

const SWEEP_BATCH = 200;

/**
 * Queues again every event still pending EVENT_STUCK_MINUTES after it was last queued (the
 * process died between commit and enqueue, the queue lost it), judged at `now` (an injectable
 * clock). Answers how many it queued again.
 */
export async function sweepStuckEvents(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_STUCK_MINUTES * 60_000);
  const stuck = await listPendingDispatchedBefore(cutoff, SWEEP_BATCH);
  for (const event of stuck) await markRedispatched(event._id, now);
  await dispatch(stuck);
  return stuck.length;
}
