import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Category } from '../../functions/src/contract/categories';
import type { Conversation, Message } from '../../functions/src/contract/conversations';
import type { Notification } from '../../functions/src/contract/notifications';
import type { Review } from '../../functions/src/contract/reviews';
import type { Report } from '../../functions/src/contract/moderation';
import { displayDate } from '../../functions/src/contract/dates';
import type { Offer } from '../../functions/src/contract/offers';
import type { Order } from '../../functions/src/contract/orders';
import type { MeetupSpot } from '../../functions/src/contract/meetup-spots';
import { DISPUTE_WINDOW_HOURS, type Dispute } from '../../functions/src/contract/disputes';
import type { Product } from '../../functions/src/contract/products';
import { withSearchFields, type ListingSearchFields } from '../../functions/src/contract/search';
import { listingTrustFields, type ListingTrustFields } from '../../functions/src/contract/listing-trust';
import type { PriceVerdictFields } from '../../functions/src/contract/fair-price';
import { holdsImei } from '../../functions/src/contract/listing-status';
import type { ImeiClaim, PriceStats } from '../../functions/src/contract/trust-records';
import { marketOf } from '../../functions/src/contract/fair-price-market';
import type { RoleClaims, UserRecord } from '../../functions/src/contract/users';
import type { WishlistEntry } from '../../functions/src/contract/wishlist';
import type { SavedSearch } from '../../functions/src/contract/saved-searches';
import { seedDir } from '../lib/paths';
import type { AvatarImage } from './avatar';
import type { PhoneIllustration } from './phone-illustration';

/** One entry of emulator-data/accounts.json: an Auth account, its claims and its users/{uid} document. */
export interface SeedAccount {
  password: string;
  /** How the start banner describes the account. */
  role: string;
  /** The mobile number verified on the account (Auth's phone provider, E.164); absent for one without (the admin). */
  phone_number?: string;
  claims: RoleClaims;
  user: UserRecord;
}

/** emulator-data/images.json: what to draw for each image file the documents point to. */
export interface SeedImages {
  phones: PhoneIllustration[];
  avatars: AvatarImage[];
}

/**
 * A listing as committed: as stored, less the fields it derives (contract/search.ts,
 * contract/listing-trust.ts) and its price verdict, which the loader computes (storedListings).
 * Its IMEI is only ever its hash with the local development key (shared/secrets.ts) and its last four digits.
 */
export type SeedProduct = Omit<Product, Exclude<keyof ListingSearchFields, 'phone_ram'> | keyof ListingTrustFields | keyof PriceVerdictFields>;

/** emulator-data/comms.json: a conversation with its messages, reviews of a completed deal, notifications. */
export interface SeedComms {
  conversations: Conversation[];
  messages: Message[];
  reviews: Review[];
  notifications: Notification[];
}

/** emulator-data/moderation.json: open reports (their listings' report groups are derived when loaded). */
export interface SeedModeration {
  reports: Report[];
}

/**
 * emulator-data/saved-searches.json: saved searches (less their match keys, derived when loaded)
 * and the listings they found, whose alerts comms.json's notifications show.
 */
export interface SeedSavedSearches {
  savedSearches: Omit<SavedSearch, 'match_keys'>[];
  hits: { uid: string; listingId: string; searchId: string; createdAt: string; delivered: boolean }[];
}

/** The seed as committed: documents exactly as stored (listings less their derived fields), plus the recipes of their images. */
export interface Seed {
  accounts: SeedAccount[];
  categories: Category[];
  products: SeedProduct[];
  orders: Order[];
  /** A buyer's offers: one pending, one countered (its next round pending), one accepted (its listing held). */
  offers: Offer[];
  wishlist: WishlistEntry[];
  comms: SeedComms;
  moderation: SeedModeration;
  savedSearches: SeedSavedSearches;
  /** emulator-data/meetup-spots.json: the safe meeting spots of Dhaka (one retired). */
  meetupSpots: MeetupSpot[];
  /** emulator-data/disputes.json: an open dispute on a recent handover, for the admins' queue. */
  disputes: Dispute[];
  images: SeedImages;
}

/**
 * The Hosting emulator's origin (firebase.json). Documents keep image URLs relative; Auth
 * accepts only absolute photo URLs, so the seed accounts' Auth photos carry this origin.
 */
export const LOCAL_ORIGIN = 'http://127.0.0.1:5000';

function readJson<T>(dir: string, name: string): T {
  return JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T;
}

export function readSeed(dir = seedDir): Seed {
  return {
    accounts: readJson(dir, 'accounts.json'),
    categories: readJson(dir, 'categories.json'),
    products: readJson(dir, 'products.json'),
    orders: readJson(dir, 'orders.json'),
    offers: readJson(dir, 'offers.json'),
    wishlist: readJson(dir, 'wishlist.json'),
    comms: readJson(dir, 'comms.json'),
    moderation: readJson(dir, 'moderation.json'),
    savedSearches: readJson(dir, 'saved-searches.json'),
    meetupSpots: readJson(dir, 'meetup-spots.json'),
    disputes: readJson(dir, 'disputes.json'),
    images: readJson(dir, 'images.json'),
  };
}

/** The seed's own "today": its newest listing. Its dates are fixed, written as of this moment. */
export function seedDate(seed: Pick<Seed, 'products'>): Date {
  return new Date(Math.max(...seed.products.map((product) => Date.parse(product.createdAt))));
}

/**
 * The listings as loaded at `now`: a price drop keeps its age relative to the seed's date, so the
 * seed shows its recent price drops (public reads show a drop for PRICE_DROP_DAYS) whenever it is
 * loaded; a held listing's deadline is its open order's, as loaded (ordersAsLoadedAt). Every other
 * date stays as committed.
 */
export function productsAsLoadedAt(seed: Pick<Seed, 'products' | 'orders'>, now: Date): SeedProduct[] {
  const { exact } = shiftsOf(seed, now);
  const openOrders = new Map(ordersAsLoadedAt(seed, now).map((order) => [order._id, order]));
  return seed.products.map((product) => {
    const dropped = product.price_dropped_at === null ? product : { ...product, price_dropped_at: later(product.price_dropped_at, exact) };
    // An accepted offer's hold stays ahead, as its offer's book_by does (offersAsLoadedAt).
    const loaded = dropped.offer_hold ? { ...dropped, offer_hold: { ...dropped.offer_hold, until: later(dropped.offer_hold.until, exact) } } : dropped;
    const order = loaded.bookedId ? openOrders.get(loaded.bookedId) : undefined;
    if (!order || !loaded.held_until) return loaded;
    return { ...loaded, held_until: order.status === 'accepted' ? order.hold_until : order.answer_by };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far the seed's dates move when it is loaded at `now`: `exact` keeps each date's distance
 * from the seed's date; `wholeDays` is that rounded up to whole days, for times people meet at,
 * so they keep their time of day (18:00 stays 18:00, not 03:28).
 */
function shiftsOf(seed: Pick<Seed, 'products'>, now: Date): { exact: number; wholeDays: number } {
  const exact = Math.max(0, now.getTime() - seedDate(seed).getTime());
  return { exact, wholeDays: Math.ceil(exact / DAY_MS) * DAY_MS };
}

const later = (iso: string, shift: number) => new Date(Date.parse(iso) + shift).toISOString();

/** A handover the seed dates within the dispute window of its own date: it stays as recent whenever the seed is loaded. */
const isRecentHandover = (order: Order, seedTime: number) =>
  order.status === 'completed' && order.closed_at !== null && seedTime - Date.parse(order.closed_at) < DISPUTE_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * The orders as loaded at `now`: an open order's meeting times and deadlines stay ahead whenever
 * the seed is loaded, so the booked order still awaits the seller's answer and the accepted one's
 * meeting is still to come. The answer's deadline keeps its distance from the seed's date (within
 * the 24 hours a seller has), and so do the booking's own dates; the meeting times (slots, meet_at, and hold_until after meet_at)
 * move by whole days, keeping their time of day. A handover within the dispute window of the
 * seed's date keeps every date's distance from it, so the buyer can still report a problem.
 * Other closed orders keep every date as committed.
 */
export function ordersAsLoadedAt(seed: Pick<Seed, 'products' | 'orders'>, now: Date): Order[] {
  const { exact, wholeDays } = shiftsOf(seed, now);
  const move = (iso: string | null, shift: number) => (iso === null ? null : later(iso, shift));
  const seedTime = seedDate(seed).getTime();
  return seed.orders.map((order) => {
    const recent = isRecentHandover(order, seedTime);
    if (order.status !== 'booked' && order.status !== 'accepted' && !recent) return order;
    // Booked as long before the load as before the seed's date, so the booking and its deadline agree.
    const createdAt = later(order.createdAt, exact);
    const meetings = recent ? exact : wholeDays;
    return {
      ...order,
      createdAt,
      updatedAt: later(order.updatedAt, exact),
      date: displayDate(new Date(createdAt)),
      sortKey: `${createdAt}_${order._id}`,
      accepted_at: move(order.accepted_at, exact),
      slots: order.slots.map((slot) => later(slot, meetings)),
      meet_at: move(order.meet_at, meetings),
      answer_by: move(order.answer_by, exact),
      hold_until: move(order.hold_until, meetings),
      closed_at: move(order.closed_at, exact),
    };
  });
}

/** The disputes as loaded at `now`: their dates keep their distance from the seed's date, as their handovers' do. */
export function disputesAsLoadedAt(seed: Pick<Seed, 'products' | 'disputes'>, now: Date): Dispute[] {
  const { exact } = shiftsOf(seed, now);
  return seed.disputes.map((dispute) => {
    const openedAt = later(dispute.opened_at, exact);
    const move = (iso: string | null) => (iso === null ? null : later(iso, exact));
    return {
      ...dispute,
      opened_at: openedAt,
      answer_by: later(dispute.answer_by, exact),
      answered_at: move(dispute.answered_at),
      decided_at: move(dispute.decided_at),
      updatedAt: later(dispute.updatedAt, exact),
      sortKey: `${openedAt}_${dispute._id}`,
    };
  });
}

/**
 * The offers as loaded at `now`: every date keeps its distance from the seed's date, so the pending
 * rounds still wait for an answer and the accepted one can still be booked whenever the seed is loaded.
 */
export function offersAsLoadedAt(seed: Pick<Seed, 'products' | 'offers'>, now: Date): Offer[] {
  const { exact } = shiftsOf(seed, now);
  const move = (iso: string | null) => (iso === null ? null : later(iso, exact));
  return seed.offers.map((offer) => {
    const createdAt = later(offer.createdAt, exact);
    return {
      ...offer,
      createdAt,
      updatedAt: later(offer.updatedAt, exact),
      sortKey: `${createdAt}_${offer._id}`,
      answer_by: later(offer.answer_by, exact),
      answered_at: move(offer.answered_at),
      book_by: move(offer.book_by),
    };
  });
}

/**
 * The listings as stored at `now`, with every derived field (search, trust score, price verdict),
 * and the documents derived from them: each model's price statistics and each live IMEI's claim.
 */
export function storedListings(products: readonly SeedProduct[], now: Date): { products: Product[]; priceStats: PriceStats[]; imeiClaims: (ImeiClaim & { _id: string })[] } {
  const derived = products.map((product) => {
    const searchable = withSearchFields(product);
    return { ...searchable, ...listingTrustFields(searchable) };
  });
  const { stats, verdicts } = marketOf(derived, now);
  const imeiClaims = derived
    .filter((listing) => listing.imei_hash && holdsImei(listing.status))
    .map((listing) => ({ _id: listing.imei_hash as string, listing_id: listing._id, createdAt: listing.createdAt }));
  return { products: derived.map((listing) => ({ ...listing, ...verdicts.get(listing._id)! })), priceStats: stats, imeiClaims };
}
