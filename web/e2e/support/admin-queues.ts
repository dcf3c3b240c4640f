import { mkdirSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Journeys run two files at a time on one stack, and the admin menu's queue counts ("Review, 3 to
 * review", "Reports, 1 reported") are the whole stack's. A journey that checks how a count moves
 * holds this lock while it does; a journey that adds to a queue and takes back out holds it for
 * those steps. A directory is the lock: `mkdir` either creates it or fails, atomically.
 */
const LOCK = new URL('../test-results/admin-queues.lock', import.meta.url).pathname;

/** Frees the lock a killed run may have left (global setup, before any journey). */
export function clearAdminQueuesLock(): void {
  rmSync(LOCK, { recursive: true, force: true });
}

export async function holdingAdminQueues<T>(steps: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(250);
    }
  }
  try {
    return await steps();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
