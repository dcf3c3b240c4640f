import { expireIfLapsed } from './orders.service';
import { listLapsedOrderIds } from '../listings';

/**
 * The sweep of expired holds: writes down the expiry of every open order whose deadline
 * has passed, which frees its listing. Correctness never waits for it (every read and write judges
 * deadlines itself); it keeps stored statuses, lists and search in step. Run every 5 minutes by
 * the scheduled function `sweepOrders` (index.ts) and by the local stack on an interval.
 * Answers how many orders it expired.
 */
export async function sweepExpiredOrders(now = new Date()): Promise<number> {
  let expired = 0;
  for (const id of await listLapsedOrderIds(now)) if (await expireIfLapsed(id, now)) expired += 1;
  return expired;
}
