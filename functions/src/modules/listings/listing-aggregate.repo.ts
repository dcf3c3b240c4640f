import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { listingIdOf, openOrderIdOf } from '../../contract/names';
import { imeiClaimsCollection, mayNameDocument, orderClosuresCollection, ordersCollection, productsCollection } from '../../shared/collections';
import { db } from '../../shared/firestore';
import { writeInBatches } from '../../shared/write-batches';
import { canMoveOrder, isOpenOrderStatus, OPEN_ORDER_STATUSES, type ClosedOrderStatus, type OpenOrderStatus } from '../../contract/order-status';
import { hasLapsed } from '../../contract/order-deadlines';
import type { Order, OrderCopy } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { listingSearchFields } from '../../contract/search';
import { listingTrustFields } from '../../contract/listing-trust';
import { holdsImei } from '../../contract/listing-status';
import { releaseInTransaction } from './imei/imei.repo';
import { recordInBatch, recordInTransaction, type OutboxEvent } from '../events';

const products = productsCollection;
const orders = ordersCollection;

/** One order per listing and booking round: a second booking of the same round cannot be created. */
export function orderIdFor(listing: Pick<Product, '_id' | 'bookingSeq'>): string {
  return `${listing._id}-${listing.bookingSeq}`;
}

/** A listing and an order on it, as one transition reads them. */
export interface ListingAggregate {
  listing: Product | null;
  /** Read by listing: the open order its bookedId names. Read by order: that order. */
  order: Order | null;
}

/** Fields of the listing a transition may set; booking, freeing and selling are the owner's to write. */
export type ListingPatch = Partial<Omit<Product, '_id' | 'bookedId' | 'bookingSeq'>>;
/** Fields of an order an update may set; it stays open (closing is a transition of its own). */
export type OrderPatch = Partial<Omit<Order, '_id' | 'bookedId' | 'status' | 'updatedAt'>> & { status?: OpenOrderStatus };

/** What a closing transition may record on the order besides its status. */
export type ClosingFields = Partial<Pick<Order, 'cancel_reason' | 'cancelled_by' | 'decline_reason'>>;

/** What one transition of the aggregate writes, decided from a fresh read. */
export type Transition =
  /** Creates the listing's next order with create() and holds the listing for it. */
  | { kind: 'book'; order: Order }
  /** Sets fields of the listing and/or of the order; the order stays as open as it was. */
  | { kind: 'update'; listing?: ListingPatch; order?: OrderPatch }
  /**
   * Closes the order (with `fields` such as the reason); a listing it holds is sold ('completed')
   * or freed, and its bookingSeq bumped; `listing` then moves it on (an admin hiding it).
   * Exactly once per order: see close below.
   */
  | { kind: 'close'; status: ClosedOrderStatus; fields?: ClosingFields; listing?: ListingPatch }
  /** Deletes the listing; an order it holds that is still open is cancelled. */
  | { kind: 'remove' };

export type TransitionTarget = { listingId: string } | { orderId: string };

interface Refs {
  listing: DocumentReference | null;
  order: DocumentReference | null;
}

/** Reads the aggregate in the transaction: the listing and its open order, or the order and its listing. */
async function read(transaction: Transaction, target: TransitionTarget): Promise<{ refs: Refs; state: ListingAggregate }> {
  if (!mayNameDocument('listingId' in target ? target.listingId : target.orderId)) {
    return { refs: { listing: null, order: null }, state: { listing: null, order: null } };
  }
  if ('listingId' in target) {
    const listingRef = products().doc(target.listingId);
    const listing = (await transaction.get(listingRef)).data() ?? null;
    const openOrderId = listing ? openOrderIdOf(listing) : null;
    const orderRef = openOrderId ? orders().doc(openOrderId) : null;
    const order = orderRef ? ((await transaction.get(orderRef)).data() ?? null) : null;
    return { refs: { listing: listing ? listingRef : null, order: order ? orderRef : null }, state: { listing, order } };
  }
  const orderRef = orders().doc(target.orderId);
  const order = (await transaction.get(orderRef)).data() ?? null;
  const listingRef = order ? products().doc(listingIdOf(order)) : null;
  const listing = listingRef ? ((await transaction.get(listingRef)).data() ?? null) : null;
  return { refs: { listing: listing ? listingRef : null, order: order ? orderRef : null }, state: { listing, order } };
}

/** Whether the listing is held by this order (its bookedId names it). */
function holds(listing: Product | null, order: Order | null): boolean {
  return Boolean(listing && order && openOrderIdOf(listing) === order._id);
}

/** The listing's fields once the order holding it closes: sold with the deal, otherwise free again. */
function releasedListing(status: ClosedOrderStatus): Partial<Product> {
  return status === 'completed'
    ? { status: 'sold', adversite: false, bookedId: null, held_until: null }
    : { status: 'available', bookedId: null, held_until: null };
}

/**
 * A patch of a listing with the fields it derives brought along (contract/search.ts:
 * listingSearchFields): a status change moves the listing in or out of search, an edit of
 * its specs or price rebuilds its tokens and sort keys. Every listing write of the aggregate
 * goes through here, so the derived fields never lag their sources.
 */
export function withDerivedFields(listing: Product, patch: Partial<Product>): Partial<Product> {
  const next = { ...listing, ...patch, phone_details: { ...listing.phone_details, ...patch.phone_details } };
  const { phone_ram, ...fields } = listingSearchFields(next);
  // The trust score and the model's statistics key too (contract/listing-trust.ts): photos, battery, a model edit move them.
  const derived: Partial<Product> = { ...patch, ...fields, ...listingTrustFields(next) };
  if (phone_ram !== listing.phone_details.phone_ram || patch.phone_details) derived.phone_details = { ...next.phone_details, phone_ram };
  return derived;
}

/**
 * The IMEI claim follows the listing in the same transaction (one live listing per IMEI, see
 * ./imei): a listing that stops holding its IMEI (sold, deleted; later rejected
 * or hidden: contract/listing-status.ts holdsImei) deletes its claim. A live listing with a hash
 * always holds its claim, so the delete needs no read. Holding it again (a sale taken back) is
 * claimed by the use case before the transition (modules/products toggleSold): a create() that
 * fails inside a transaction is not rolled back on every engine.
 */
function followImeiClaim(transaction: Transaction, before: Product | null, after: Product | null): void {
  const hash = before?.imei_hash;
  if (!hash || !before || !holdsImei(before.status)) return;
  if (!after || !holdsImei(after.status)) releaseInTransaction(transaction, hash);
}

type Writer<K extends Transition['kind']> = (
  transaction: Transaction,
  refs: Refs,
  state: ListingAggregate,
  change: Extract<Transition, { kind: K }>,
  updatedAt: string,
) => ListingAggregate;

const book: Writer<'book'> = (transaction, refs, { listing }, { order }) => {
  if (!listing || !refs.listing) throw new Error('A booking needs its listing.');
  // The deterministic id is the one-booking-per-round invariant: of concurrent bookings only one create() succeeds.
  if (order._id !== orderIdFor(listing) || listingIdOf(order) !== listing._id) {
    throw new Error(`An order on ${listing._id} must be ${orderIdFor(listing)}.`);
  }
  // held_until: the listing reads as available again once the order's deadline passes (order-deadlines.ts).
  // An accepted offer's hold is taken up (or, past its time, dropped) by the booking.
  const held = withDerivedFields(listing, { status: 'booked', bookedId: order._id, adversite: false, held_until: order.answer_by, offer_hold: null });
  transaction.create(orders().doc(order._id), order);
  transaction.update(refs.listing, held);
  followImeiClaim(transaction, listing, { ...listing, ...held });
  return { listing: { ...listing, ...held }, order };
};

const update: Writer<'update'> = (transaction, refs, { listing, order }, change, updatedAt) => {
  const patch = listing && change.listing ? withDerivedFields(listing, change.listing) : undefined;
  if (patch && refs.listing) {
    transaction.update(refs.listing, patch);
    followImeiClaim(transaction, listing, { ...(listing as Product), ...patch });
  }
  if (change.order && refs.order) transaction.update(refs.order, { ...change.order, updatedAt });
  return {
    listing: listing && { ...listing, ...patch },
    order: order && (change.order ? { ...order, ...change.order, updatedAt } : order),
  };
};

/**
 * Closes an order. Transactions are not isolated on every engine (README), so two closings read
 * at once (50 right handover codes, a cancel racing the sweep) could both pass canMoveOrder: the
 * create() of orderClosures/{orderId} lets exactly one of them commit; the others fail with
 * ALREADY_EXISTS and write nothing (so bookingSeq is bumped once).
 */
const close: Writer<'close'> = (transaction, refs, { listing, order }, { status, fields, listing: then }, updatedAt) => {
  if (!order || !refs.order) return { listing, order };
  if (!canMoveOrder(order.status, status)) throw new Error(`A ${order.status} order cannot become ${status}.`);
  transaction.create(orderClosuresCollection().doc(order._id), { order_id: order._id, status, at: updatedAt });
  const closing = { ...fields, status, closed_at: updatedAt, updatedAt };
  transaction.update(refs.order, closing);
  const closed: Order = { ...order, ...closing };
  if (!listing || !refs.listing || !holds(listing, order)) return { listing, order: closed };
  // Bumping bookingSeq gives the next round's order a fresh deterministic id.
  const released = withDerivedFields(listing, { ...releasedListing(status), ...then });
  transaction.update(refs.listing, { ...released, bookingSeq: FieldValue.increment(1) });
  followImeiClaim(transaction, listing, { ...listing, ...released });
  return { listing: { ...listing, ...released, bookingSeq: listing.bookingSeq + 1 }, order: closed };
};

const remove: Writer<'remove'> = (transaction, refs, { listing, order }, _change, updatedAt) => {
  if (!refs.listing) return { listing, order };
  transaction.delete(refs.listing);
  followImeiClaim(transaction, listing, null);
  if (!order || !refs.order || !holds(listing, order) || !canMoveOrder(order.status, 'cancelled')) return { listing: null, order };
  transaction.create(orderClosuresCollection().doc(order._id), { order_id: order._id, status: 'cancelled', at: updatedAt });
  const closing = { status: 'cancelled' as const, cancelled_by: 'seller' as const, closed_at: updatedAt, updatedAt };
  transaction.update(refs.order, closing);
  return { listing: null, order: { ...order, ...closing } };
};

/** One writer per kind of transition. */
const writers: { [K in Transition['kind']]: Writer<K> } = { book, update, close, remove };

function write(transaction: Transaction, refs: Refs, state: ListingAggregate, change: Transition, now: Date): ListingAggregate {
  const writer = writers[change.kind] as Writer<Transition['kind']>;
  return writer(transaction, refs, state, change, now.toISOString());
}

/**
 * The expiry an aggregate owes at `now`: its order is open but its deadline (answer_by,
 * hold_until) has passed, so it is expired and frees the listing, whatever is stored.
 */
export function lapseOf(state: ListingAggregate, now: Date): Transition | null {
  const { order } = state;
  return order && isOpenOrderStatus(order.status) && hasLapsed(order, now) ? { kind: 'close', status: 'expired' } : null;
}

/** What a transition causes beyond the aggregate, decided on it as it was read and as it is written. */
export type EventsOf = (outcome: { before: ListingAggregate; after: ListingAggregate; expired: boolean }) => OutboxEvent[];

/**
 * Runs one transition of a listing and its order in a transaction: reads both, writes down an
 * expiry the order owes (lazy expiry: every write of an order or a listing judges its deadline
 * first), lets `decide` choose the transition on the aggregate as it then is (or throw, or answer
 * null for none), and writes it atomically, with the events it causes (`eventsOf`: the outbox).
 * When `decide` refuses after an expiry, the expiry and its events are still written and the
 * refusal answered (`refusal`) for the caller to throw. Answers the aggregate as read, as it is
 * afterwards, and the events committed with it.
 */
export async function transact(
  target: TransitionTarget,
  now: Date,
  decide: (state: ListingAggregate) => Transition | null,
  eventsOf: EventsOf,
): Promise<{ before: ListingAggregate; after: ListingAggregate; expired: boolean; refusal: unknown; events: OutboxEvent[] }> {
  const outcome = await db().runTransaction(async (transaction) => {
    const { refs, state } = await read(transaction, target);
    const lapse = lapseOf(state, now);
    const current = lapse ? write(transaction, refs, state, lapse, now) : state;
    let change: Transition | null = null;
    let refusal: unknown = null;
    try {
      change = decide(current);
    } catch (error) {
      if (!lapse) throw error;
      refusal = error;
    }
    const after = change ? write(transaction, refs, current, change, now) : current;
    const events = eventsOf({ before: state, after, expired: Boolean(lapse) });
    recordInTransaction(transaction, events);
    return { before: state, after, expired: Boolean(lapse), refusal, events };
  });
  return outcome;
}

/** One listing as it is now (what a handler of its events reads). */
export async function readListing(id: string): Promise<Product | null> {
  if (!mayNameDocument(id)) return null;
  return (await products().doc(id).get()).data() ?? null;
}

/** Rewrites the listing's fields copied on its open orders (normally none or the one holding it). */
export async function updateOpenOrdersOfListing(listingId: string, copy: OrderCopy, now: Date): Promise<void> {
  const open = await orders().where('bookedId', '==', listingId).where('status', 'in', OPEN_ORDER_STATUSES).get();
  const updatedAt = now.toISOString();
  const stale = open.docs.filter((doc) => (Object.keys(copy) as (keyof OrderCopy)[]).some((field) => doc.get(field) !== copy[field]));
  await writeInBatches(stale, (batch, doc) => batch.update(doc.ref, { ...copy, updatedAt }));
}

/** A deleted listing and an event it owes take a write each: this many listings fill a batch. */
const LISTINGS_PER_BATCH = 100;

/**
 * Deletes all of a seller's listings, each in a batch with the events its deletion causes
 * (`eventsOf`), and cancels the open orders on them, in batches (far more than one transaction
 * holds). Answers the deleted listings.
 */
export async function removeListingsOfSeller(sellerUid: string, now: Date, eventsOf: (listing: Product) => OutboxEvent[]): Promise<Product[]> {
  const [listings, received] = await Promise.all([
    products().where('seller_uid', '==', sellerUid).get(),
    orders().where('seller_uid', '==', sellerUid).where('status', 'in', OPEN_ORDER_STATUSES).get(),
  ]);
  // Listings first: once gone, no new order can attach to them. Their IMEI claims go with them.
  for (let start = 0; start < listings.docs.length; start += LISTINGS_PER_BATCH) {
    const batch = db().batch();
    for (const doc of listings.docs.slice(start, start + LISTINGS_PER_BATCH)) {
      const listing = doc.data();
      batch.delete(doc.ref);
      if (listing.imei_hash && holdsImei(listing.status)) batch.delete(imeiClaimsCollection().doc(listing.imei_hash));
      recordInBatch(batch, eventsOf(listing));
    }
    await batch.commit();
  }
  const updatedAt = now.toISOString();
  await writeInBatches(received.docs, (batch, doc) =>
    batch.update(doc.ref, { status: 'cancelled', cancelled_by: 'system', closed_at: updatedAt, updatedAt }),
  );
  return listings.docs.map((doc) => doc.data());
}
