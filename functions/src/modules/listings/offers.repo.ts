import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { mayNameDocument, offerClosuresCollection, offerHoldsCollection, offersCollection, productsCollection } from '../../shared/collections';
import { db } from '../../shared/firestore';
import { writeInBatches } from '../../shared/write-batches';
import { DELETED_USER_NAME } from '../../contract/users';
import { canMoveOffer, offerHasLapsed, type ClosedOfferStatus } from '../../contract/offer-status';
import { OFFER_MAX_ROUNDS } from '../../contract/constants';
import type { Offer, OfferSide } from '../../contract/offers';
import type { PageRequest } from '../../contract/pagination';
import type { OfferHold, Product } from '../../contract/products';
import { newestFirstPage, type Page } from '../../shared/pagination';
import { recordInTransaction, type OutboxEvent } from '../events';

/**
 * Offers live with the listing they are about: an acceptance holds the listing in the same
 * transaction that closes the offer, so the listings module owns them (docs/architecture.md).
 */
const offers = offersCollection;

/** The marker the listing's next acceptance creates: one per offerHoldSeq, so two acceptances at once hold it once. */
function holdMarkerIdOf(listing: Pick<Product, '_id' | 'offerHoldSeq'>): string {
  return `${listing._id}-${listing.offerHoldSeq}`;
}

/** One round per buyer, listing and round number: a second open round of the same number cannot be created. */
export function offerIdFor(listingId: string, buyerUid: string, round: number): string {
  return `${listingId}_${buyerUid}_${round}`;
}

/** A listing and one round of a buyer's offers on it, as one offer transition reads them. */
export interface OfferAggregate {
  listing: Product | null;
  /** Read by offer: that round. Read by listing and buyer: their latest round, if any. */
  offer: Offer | null;
}

/** What closing a round may record on it besides its status. */
export type OfferClosingFields = Partial<Pick<Offer, 'decline_reason' | 'book_by'>>;

/** What one offer transition writes, decided from a fresh read. */
export type OfferTransition =
  /** Creates the next round with create(): a buyer's new offer. */
  | { kind: 'open'; offer: Offer }
  /**
   * Closes the round (exactly once: offerClosures/{id}); `next` opens the following round (a
   * counter), `hold` reserves the listing for the buyer (an acceptance: exactly one hold per
   * offerHoldSeq, so of two acceptances at once only one commits).
   */
  | { kind: 'close'; status: ClosedOfferStatus; fields?: OfferClosingFields; next?: Offer; hold?: OfferHold };

export type OfferTarget = { offerId: string } | { listingId: string; buyerUid: string };

interface Refs {
  listing: DocumentReference | null;
  offer: DocumentReference | null;
}

async function read(transaction: Transaction, target: OfferTarget): Promise<{ refs: Refs; state: OfferAggregate }> {
  const none = { refs: { listing: null, offer: null }, state: { listing: null, offer: null } };
  if ('offerId' in target) {
    if (!mayNameDocument(target.offerId)) return none;
    const offerRef = offers().doc(target.offerId);
    const offer = (await transaction.get(offerRef)).data() ?? null;
    const listingRef = offer ? productsCollection().doc(offer.listing_id) : null;
    const listing = listingRef ? ((await transaction.get(listingRef)).data() ?? null) : null;
    return { refs: { listing: listing ? listingRef : null, offer: offer ? offerRef : null }, state: { listing, offer } };
  }
  if (!mayNameDocument(target.listingId)) return none;
  const listingRef = productsCollection().doc(target.listingId);
  const roundRefs = Array.from({ length: OFFER_MAX_ROUNDS }, (_, index) => offers().doc(offerIdFor(target.listingId, target.buyerUid, index + 1)));
  const [listingSnapshot, rounds] = await Promise.all([transaction.get(listingRef), transaction.getAll(...roundRefs)]);
  const listing = listingSnapshot.data() ?? null;
  const latest = rounds.filter((round) => round.exists).at(-1);
  const offer = latest?.data() ?? null;
  return { refs: { listing: listing ? listingRef : null, offer: latest ? latest.ref : null }, state: { listing, offer } };
}

function write(transaction: Transaction, refs: Refs, state: OfferAggregate, change: OfferTransition, now: Date): OfferAggregate {
  const at = now.toISOString();
  if (change.kind === 'open') {
    const { offer } = change;
    if (offer._id !== offerIdFor(offer.listing_id, offer.buyer_uid, offer.round)) throw new Error(`Round ${offer.round} of an offer must be ${offerIdFor(offer.listing_id, offer.buyer_uid, offer.round)}.`);
    transaction.create(offers().doc(offer._id), offer);
    return { ...state, offer };
  }
  const { offer, listing } = state;
  if (!offer || !refs.offer) throw new Error('Closing an offer needs the offer.');
  if (!canMoveOffer(offer.status, change.status)) throw new Error(`A ${offer.status} offer cannot become ${change.status}.`);
  /*
   * The markers come first: the local engine applies a commit's writes in order and stops at the
   * first create() that fails, without undoing the ones before it (docs/decisions/016-offers.md).
   * An acceptance's hold marker goes first of all, so of two acceptances on one listing the loser
   * writes nothing; then the round's closing marker, so of two closings of one round the loser
   * writes at most the hold marker (releaseStrandedHoldMarker).
   */
  if (change.hold) {
    if (!listing || !refs.listing) throw new Error('An accepted offer needs its listing.');
    transaction.create(offerHoldsCollection().doc(holdMarkerIdOf(listing)), { ...change.hold, at });
  }
  // Two closings read at once (an accept racing a withdrawal, the sweep) both pass the check above on an engine without isolation: one create() wins.
  transaction.create(offerClosuresCollection().doc(offer._id), { offer_id: offer._id, status: change.status, at });
  const closing = { ...change.fields, status: change.status, answered_at: at, updatedAt: at };
  transaction.update(refs.offer, closing);
  let after: OfferAggregate = { listing, offer: { ...offer, ...closing } };
  if (change.hold && listing && refs.listing) {
    transaction.update(refs.listing, { offer_hold: change.hold, offerHoldSeq: FieldValue.increment(1) });
    after = { ...after, listing: { ...listing, offer_hold: change.hold, offerHoldSeq: listing.offerHoldSeq + 1 } };
  }
  if (change.next) {
    transaction.create(offers().doc(change.next._id), change.next);
    after = { ...after, offer: change.next };
  }
  return after;
}

/** What an offer transition causes beyond it (the other side told), decided on the aggregate as read and as written. */
export type OfferEventsOf = (outcome: { before: OfferAggregate; after: OfferAggregate; expired: boolean }) => OutboxEvent[];

/**
 * Runs one offer transition in a transaction: reads the round and its listing, writes down an
 * expiry the round owes (lazy expiry), lets `decide` choose on the aggregate as it then is (or
 * throw, or answer null), and writes it with its outbox events. When `decide` refuses after an
 * expiry, the expiry is still written and the refusal answered for the caller to throw.
 */
export async function transactOffer(
  target: OfferTarget,
  now: Date,
  decide: (state: OfferAggregate) => OfferTransition | null,
  eventsOf: OfferEventsOf,
): Promise<{ before: OfferAggregate; after: OfferAggregate; expired: boolean; refusal: unknown; events: OutboxEvent[] }> {
  return db().runTransaction(async (transaction) => {
    const { refs, state } = await read(transaction, target);
    const lapsed = state.offer && offerHasLapsed(state.offer, now);
    const current = lapsed ? write(transaction, refs, state, { kind: 'close', status: 'expired' }, now) : state;
    let change: OfferTransition | null = null;
    let refusal: unknown = null;
    try {
      change = decide(current);
    } catch (error) {
      if (!lapsed) throw error;
      refusal = error;
    }
    // The expiry closed the round: a new round opens on a fresh reference.
    const after = change ? write(transaction, refs, current, change, now) : current;
    const events = eventsOf({ before: state, after, expired: Boolean(lapsed) });
    recordInTransaction(transaction, events);
    return { before: state, after, expired: Boolean(lapsed), refusal, events };
  });
}

export async function getOffer(id: string): Promise<Offer | null> {
  if (!mayNameDocument(id)) return null;
  return (await offers().doc(id).get()).data() ?? null;
}

/** Every round of a buyer's offers on a listing, oldest first. */
export async function listRoundsOf(listingId: string, buyerUid: string): Promise<Offer[]> {
  if (!mayNameDocument(listingId) || !buyerUid) return [];
  const refs = Array.from({ length: OFFER_MAX_ROUNDS }, (_, index) => offers().doc(offerIdFor(listingId, buyerUid, index + 1)));
  return (await Promise.all(refs.map((ref) => ref.get()))).flatMap((snapshot) => (snapshot.exists ? [snapshot.data()!] : []));
}

/** The listings of these ids that exist, by id (each read once for a page of offers). */
export async function getListingsById(ids: readonly string[]): Promise<Map<string, Product>> {
  const named = [...new Set(ids)].filter(mayNameDocument);
  if (named.length === 0) return new Map();
  const snapshots = await Promise.all(named.map((id) => productsCollection().doc(id).get()));
  return new Map(snapshots.flatMap((snapshot) => (snapshot.exists ? [[snapshot.id, snapshot.data()!] as const] : [])));
}

/** The offers a person made (buyer) or received (seller), newest first, by keyset on sortKey; `listingId`: about that listing only. */
export function listOffersOf(side: OfferSide, uid: string, page: PageRequest, listingId?: string): Promise<Page<Offer>> {
  const mine = offers().where(side === 'buyer' ? 'buyer_uid' : 'seller_uid', '==', uid);
  return newestFirstPage(listingId ? mine.where('listing_id', '==', listingId) : mine, page);
}

/** Pending offers whose answer deadline has passed at `now` (at most `limit`): what the sweep writes down. */
export async function listLapsedOfferIds(now: Date, limit = 200): Promise<string[]> {
  const snapshot = await offers().where('status', '==', 'pending').where('answer_by', '<=', now.toISOString()).orderBy('answer_by').limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * Removes the hold marker an acceptance of `offerId` left behind when its commit failed after it:
 * on the local engine, which does not undo a failed commit's earlier writes, an acceptance that lost
 * the round's closing to a withdrawal leaves its marker without the hold, and the listing's next
 * acceptance would find it taken. A no-op wherever commits are atomic.
 */
export async function releaseStrandedHoldMarker(listingId: string, offerId: string): Promise<void> {
  if (!mayNameDocument(listingId)) return;
  await db().runTransaction(async (transaction) => {
    const listing = (await transaction.get(productsCollection().doc(listingId))).data();
    if (!listing || listing.offer_hold?.offer_id === offerId) return;
    const marker = offerHoldsCollection().doc(holdMarkerIdOf(listing));
    const stranded = await transaction.get(marker);
    if (stranded.exists && stranded.get('offer_id') === offerId) transaction.delete(marker);
  });
}

/** The offers a person made (buyer_uid) or received (seller_uid) that are still stored as pending, whatever their deadline. */
export async function listPendingOffersOf(party: 'buyer_uid' | 'seller_uid', uid: string): Promise<Offer[]> {
  const snapshot = await offers().where(party, '==', uid).where('status', '==', 'pending').get();
  return snapshot.docs.map((doc) => doc.data());
}

/** The offers a person made that were accepted: what may still hold a listing for them. */
export async function listAcceptedOffersOf(buyerUid: string): Promise<Offer[]> {
  const snapshot = await offers().where('buyer_uid', '==', buyerUid).where('status', '==', 'accepted').get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Clears the listing's hold when `offerId` is the offer that holds it (a buyer who left): anyone may book it again. */
export async function releaseOfferHold(listingId: string, offerId: string): Promise<void> {
  if (!mayNameDocument(listingId)) return;
  const ref = productsCollection().doc(listingId);
  await db().runTransaction(async (transaction) => {
    const listing = (await transaction.get(ref)).data();
    if (listing?.offer_hold?.offer_id === offerId) transaction.update(ref, { offer_hold: null });
  });
}

/**
 * A side of these offers deleted their account: every round they made or received (closed by
 * then) stays for the other side, with their name replaced by DELETED_USER_NAME, their uid blanked
 * and, for a buyer, their note removed.
 */
export async function anonymisePartyOnOffers(uid: string, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  const [made, received] = await Promise.all([offers().where('buyer_uid', '==', uid).get(), offers().where('seller_uid', '==', uid).get()]);
  const asBuyer: Partial<Offer> = { buyer_name: DELETED_USER_NAME, buyer_uid: '', message: '', updatedAt };
  const asSeller: Partial<Offer> = { seller_name: DELETED_USER_NAME, seller_uid: '', updatedAt };
  await writeInBatches(made.docs, (batch, doc) => batch.update(doc.ref, asBuyer));
  await writeInBatches(received.docs, (batch, doc) => batch.update(doc.ref, asSeller));
}
