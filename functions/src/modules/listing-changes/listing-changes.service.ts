/**
 * A change of the listing aggregate and what follows it: the transaction (the listings module's),
 * then, once it has committed, the copies of the listing kept elsewhere (wishlist entries, open
 * orders), the model's price statistics, the search catalog, and the parties told of a booking
 * that expired. Every write that touches a listing together with an order goes through here; the
 * use cases (products, orders, moderation, users) decide, this module runs it.
 *
 * What follows the commit reaches into other modules (wishlist, notifications), which is why this
 * sits above them and the listings module below: each effect is a future event of the outbox
 * (`listing.changed`, `order.expired`), handled by its owner, and this module then shrinks to the
 * transaction and the events it writes.
 */
import { isDeepStrictEqual } from 'node:util';
import { isModerated, type Product } from '../../contract/products';
import { orderCopyOf } from '../../contract/orders';
import { wishlistCopyOf } from '../../contract/wishlist';
import { deleteEntriesOfListing, updateEntriesOfListing } from '../wishlist';
import {
  fairPrice,
  listingSearch,
  removeListingsOfSeller,
  transact,
  updateOpenOrdersOfListing,
  type ListingAggregate,
  type Transition,
  type TransitionTarget,
} from '../listings';
import { notifyOrderEvent } from '../notifications';

type Decide = (state: ListingAggregate) => Transition | null;

/** Every copy of a listing kept elsewhere, as one value: when it changes, the copies are rewritten. */
function copiesOf(listing: Product | null) {
  return listing && { wishlist: wishlistCopyOf(listing), order: orderCopyOf(listing) };
}

async function run(target: TransitionTarget, decide: Decide, now: Date): Promise<ListingAggregate> {
  const { before, after, expired, refusal } = await transact(target, now, decide);
  // A deadline that passed was written down (lazily here, or by the sweep through here): both sides hear.
  if (expired && before.order) await notifyOrderEvent('booking_expired', before.order, now);
  if (refusal) throw refusal;
  const { listing } = before;
  const copyChanged = listing && !isDeepStrictEqual(copiesOf(listing), copiesOf(after.listing));
  if (copyChanged) await onListingChanged(listing._id, after.listing, now);
  // The model's price statistics and the verdicts they feed.
  if (listing) await fairPrice.onListingWritten(listing, after.listing, now);
  // A model name the type-ahead has not seen yet (an edit of the name) joins its catalog.
  if (listing && after.listing && after.listing.phone_details.phone_name !== listing.phone_details.phone_name) {
    await listingSearch.noteListing(after.listing);
  }
  return after;
}

/** A transition reached through the listing: booking it, selling it, advertising it, deleting it. */
export function changeListing(listingId: string, decide: Decide, now = new Date()): Promise<ListingAggregate> {
  return run({ listingId }, decide, now);
}

/** A transition reached through an order: calling it off (and, later, answering or completing it). */
export function changeOrder(orderId: string, decide: Decide, now = new Date()): Promise<ListingAggregate> {
  return run({ orderId }, decide, now);
}

/** A seller is leaving: their listings go, the orders holding them are cancelled, the copies deleted. */
export async function removeSellerListings(sellerUid: string, now = new Date()): Promise<void> {
  for (const listing of await removeListingsOfSeller(sellerUid, now)) {
    await onListingChanged(listing._id, null, now);
    await fairPrice.onListingWritten(listing, null, now);
  }
}

/**
 * Brings every copy of a listing in step with it after a change (null: it was deleted; hidden and
 * the other moderated statuses count as gone for shoppers).
 * Wishlist entries copy what shoppers compare; open orders copy the item and the seller's number
 * (orderCopyOf). An edit is refused while an order holds the listing, but transactions are not
 * isolated on every engine (README), so an order placed while an edit was being written is
 * brought in step here too. Closed orders keep the deal as it was.
 */
async function onListingChanged(listingId: string, listing: Product | null, now: Date): Promise<void> {
  // A listing taken out of the shop by moderation leaves wishlists as a deleted one does.
  if (!listing || isModerated(listing.status)) {
    await deleteEntriesOfListing(listingId);
    return;
  }
  await Promise.all([
    updateEntriesOfListing(listingId, wishlistCopyOf(listing)),
    updateOpenOrdersOfListing(listingId, orderCopyOf(listing), now),
  ]);
}
