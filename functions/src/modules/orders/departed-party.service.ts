import { removeSellerListings } from '../listing-changes';
import { anonymisePartyOnOrders, listOpenOrders } from '../listings';
import type { OutboxEvent } from '../events';
import { cancelOpenOrder } from './orders.service';

/**
 * Handles the `listings` part of `account.deleted`: the person's listings go (the open orders on
 * them cancelled, their copies following by events), the orders they placed that are still open
 * are cancelled (freeing those listings), then every order of theirs, closed by now, stays for the
 * other party with them anonymised. One handler, in this order: an order anonymised while open
 * could no longer be found to cancel. Each step finds what is left, so a run again finishes the rest;
 * the deletion's time dates every write, so a rerun writes the same.
 */
export async function onAccountDeletedListings(event: OutboxEvent<'account.deleted'>): Promise<void> {
  const { uid } = event.payload;
  const at = new Date(event.createdAt);
  await removeSellerListings(uid, at);
  // Each order they placed frees a different listing, so each closes in its own transaction.
  for (const order of await listOpenOrders('buyer_uid', uid)) await cancelOpenOrder(order._id, at);
  await anonymisePartyOnOrders(uid, at);
}
