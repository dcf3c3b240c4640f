/**
 * A change of the listing aggregate and the events it causes: the transaction (the listings
 * module's), with the outbox events it writes, handed to the queue once it has committed. Every
 * write that touches a listing together with an order goes through here; the use cases (products,
 * orders, moderation, users) decide, this module runs it. It also handles `listing.copies`, the
 * copies of the listing kept in other modules (wishlist entries, open orders).
 *
 * What a transition causes beyond the aggregate (the parties told of an expiry, the copies of the
 * listing, its model's price statistics, the type-ahead's catalog, and whatever the caller adds)
 * is written to the outbox in the same transaction and handed to the queue once it committed: the
 * request answers then, and the handlers bring the rest in step a moment later.
 */
import { isDeepStrictEqual } from 'node:util';
import { isModerated, type Product } from '../../contract/products';
import { SHOPPABLE_STATUSES } from '../../contract/listing-status';
import { orderCopyOf } from '../../contract/orders';
import { wishlistCopyOf } from '../../contract/wishlist';
import { deleteEntriesOfListing, updateEntriesOfListing } from '../wishlist';
import { orderNotice } from '../notifications';
import { dispatch, newEvent, type OutboxEvent } from '../events';
import {
  fairPrice,
  readListing,
  removeListingsOfSeller,
  transact,
  updateOpenOrdersOfListing,
  type ListingAggregate,
  type Transition,
  type TransitionTarget,
} from '../listings';

type Decide = (state: ListingAggregate) => Transition | null;

/** Events a caller adds to a transition (an order's parties told of it), decided on the aggregate as read and as written. */
export type Effects = (before: ListingAggregate, after: ListingAggregate) => OutboxEvent[];

/** Every copy of a listing kept elsewhere, as one value: when it changes, the copies are rewritten. */
function copiesOf(listing: Product | null) {
  return listing && { wishlist: wishlistCopyOf(listing), order: orderCopyOf(listing) };
}

/** The events of a listing's change (created: before null; deleted: after null), at `now`. */
function listingEvents(before: Product | null, after: Product | null, now: Date): OutboxEvent[] {
  const listing = after ?? before;
  if (!listing) return [];
  const at = String(now.getTime());
  const events: OutboxEvent[] = [...fairPrice.eventsFor(before, after, now)];
  if (before && !isDeepStrictEqual(copiesOf(before), copiesOf(after))) events.push(newEvent('listing.copies', listing._id, at, { listingId: listing._id }, now));
  // A model name the type-ahead has not seen yet (a new listing, an edit of the name) joins its catalog.
  if (after && after.phone_details.phone_name !== before?.phone_details.phone_name) events.push(catalogNote(after, now));
  // Shoppers' alerts: a listing that became shoppable (new and live, approved, back on sale), and a price drop.
  if (after && isShoppable(after) && !(before && isShoppable(before))) events.push(newEvent('listing.live', after._id, at, { listingId: after._id }, now));
  if (before && after?.price_dropped_at && after.price_dropped_at !== before.price_dropped_at && after.price < before.price) {
    const droppedAt = after.price_dropped_at;
    events.push(newEvent('listing.price-drop', after._id, String(Date.parse(droppedAt)), { listingId: after._id, droppedAt }, now));
  }
  return events;
}

const isShoppable = (listing: Product) => SHOPPABLE_STATUSES.includes(listing.status);

/** The event that adds a listing's model to the type-ahead's catalog (once it is live: an approval adds it too). */
export function catalogNote(listing: Pick<Product, '_id'>, now: Date): OutboxEvent<'catalog.note'> {
  return newEvent('catalog.note', listing._id, String(now.getTime()), { listingId: listing._id }, now);
}

/** The events a new listing causes, written with it (products.service createListing). */
export function newListingEvents(listing: Product, now: Date): OutboxEvent[] {
  return listingEvents(null, listing, now);
}

async function run(target: TransitionTarget, decide: Decide, now: Date, effects?: Effects): Promise<ListingAggregate> {
  const { after, refusal, events } = await transact(target, now, decide, ({ before, after, expired }) => [
    // A deadline that passed was written down (lazily here, or by the sweep through here): both sides hear.
    ...(expired && before.order ? [orderNotice('booking_expired', before.order, now)] : []),
    ...(before.listing ? listingEvents(before.listing, after.listing, now) : []),
    ...(effects?.(before, after) ?? []),
  ]);
  await dispatch(events);
  if (refusal) throw refusal;
  return after;
}

/** A transition reached through the listing: booking it, selling it, advertising it, deleting it. */
export function changeListing(listingId: string, decide: Decide, now = new Date(), effects?: Effects): Promise<ListingAggregate> {
  return run({ listingId }, decide, now, effects);
}

/** A transition reached through an order: answering it, completing it, calling it off. */
export function changeOrder(orderId: string, decide: Decide, now = new Date(), effects?: Effects): Promise<ListingAggregate> {
  return run({ orderId }, decide, now, effects);
}

/** A seller is leaving: their listings go, the orders holding them are cancelled, the copies follow (events). */
export async function removeSellerListings(sellerUid: string, now = new Date()): Promise<void> {
  const events: OutboxEvent[] = [];
  await removeListingsOfSeller(sellerUid, now, (listing) => {
    const owed = listingEvents(listing, null, now);
    events.push(...owed);
    return owed;
  });
  await dispatch(events);
}

/**
 * Handles `listing.copies`: brings every copy of a listing in step with it as it is now (gone, or
 * hidden and the other moderated statuses, count as deleted for shoppers).
 * Wishlist entries copy what shoppers compare; open orders copy the item and the seller's number
 * (orderCopyOf). An edit is refused while an order holds the listing, but transactions are not
 * isolated on every engine (README), so an order placed while an edit was being written is
 * brought in step here too. Closed orders keep the deal as it was.
 */
export async function onListingCopies(event: OutboxEvent<'listing.copies'>): Promise<void> {
  const { listingId } = event.payload;
  const listing = await readListing(listingId);
  if (!listing || isModerated(listing.status)) {
    await deleteEntriesOfListing(listingId);
    return;
  }
  await Promise.all([
    updateEntriesOfListing(listingId, wishlistCopyOf(listing)),
    updateOpenOrdersOfListing(listingId, orderCopyOf(listing), new Date(event.createdAt)),
  ]);
}
