import { removeSellerListings } from '../listing-changes';
import { anonymisePartyOnOrders, listOpenOrders } from '../listings';
import { cancelOpenOrder } from '../orders';
import { deleteEntriesOfUser } from '../wishlist';
import { deleteInbox, deleteNotificationsOf } from '../notifications';
import { updatePartyCopies } from '../conversations';
import { DELETED_USER_NAME } from '../../contract/users';

/**
 * Removes what a user leaves in the marketplace when their account goes, so nothing dangles
 * and nothing names them: their listings (with the open orders on them cancelled and the
 * wishlist entries of them deleted), the orders they placed that are still open (cancelled,
 * freeing those listings) and their own wishlist. Their closed orders (completed deals, cancelled
 * bookings) stay for the other party with this user anonymised. Writes go in batches of at most 500.
 * Both the admin's DELETE /users/:id and the user's own DELETE /users/me run this. Each step is
 * a future handler of the outbox's `user.deleted` event, run by the module that owns what it changes.
 */
export async function removeUserFootprint(uid: string, now = new Date()): Promise<void> {
  await removeSellerListings(uid, now);
  // Each order they placed frees a different listing, so each closes in its own transaction.
  for (const order of await listOpenOrders('buyer_uid', uid)) await cancelOpenOrder(order._id);
  await deleteEntriesOfUser(uid);
  await anonymisePartyOnOrders(uid, now);
  // Their notifications and summary go; conversations stay for the other side, as closed orders do, anonymised.
  await updatePartyCopies(uid, { name: DELETED_USER_NAME, img: '' });
  await deleteNotificationsOf(uid);
  await deleteInbox(uid);
}
