import { performance } from 'node:perf_hooks';
import type { DocumentData } from 'firebase-admin/firestore';
import { auth, db } from '../lib/firebase-admin';
import { recordSeedIsCurrent } from '../migrations/runner';
import { searchCatalogOf } from '../../functions/src/contract/search';
import type { InboxSummary } from '../../functions/src/contract/notifications';
import { conversationIdFor, newConversation, type Conversation, type Message } from '../../functions/src/contract/conversations';
import { offerLinesOf } from '../../functions/src/contract/offer-lines';
import type { Offer } from '../../functions/src/contract/offers';
import type { Product } from '../../functions/src/contract/products';
import { reportGroupOf, type ReportGroup } from '../../functions/src/contract/moderation';
import { searchOf, type SavedSearch } from '../../functions/src/contract/saved-searches';
import { searchKeys } from '../../functions/src/contract/saved-search-keys';
import { renderSeedImages } from './render-images';
import { disputesAsLoadedAt, LOCAL_ORIGIN, offersAsLoadedAt, ordersAsLoadedAt, productsAsLoadedAt, readSeed, storedListings, type Seed, type SeedAccount } from './seed-files';

export interface LoadSeedOptions {
  /** The local data folder; images go to `<dataDir>/images/`. */
  dataDir: string;
  log?: (line: string) => void;
  /** When the seed is loaded: its price drops are dated relative to it (productsAsLoadedAt). */
  now?: Date;
}

/** A seed account as the start banner lists it. */
export interface SeedAccountSummary {
  email: string;
  password: string;
  role: string;
}

export interface SeedDocument {
  collection: string;
  id: string;
  data: DocumentData;
}

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;
/**
 * Bytes of documents (as JSON, a little under their wire size) in one batch: the local Firestore's
 * gRPC server takes requests of at most 4 MiB, and 500 listings with their search fields (about
 * 8 KB each) are more. Over it, the commit never answers.
 */
const BATCH_BYTES = 2_000_000;

export function seedAccounts(seed: Pick<Seed, 'accounts'> = readSeed()): SeedAccountSummary[] {
  return seed.accounts.map(({ user, password, role }) => ({ email: user.email, password, role }));
}

function seedDocuments(seed: Seed, now: Date): SeedDocument[] {
  const listings = storedListings(productsAsLoadedAt(seed, now), now);
  return [
    ...seed.accounts.map(({ user }) => ({ collection: 'users', id: user._id, data: user })),
    ...seed.categories.map((category) => ({ collection: 'categories', id: String(category.id), data: category })),
    ...listings.products.map((product) => ({ collection: 'products', id: product._id, data: product })),
    ...listings.priceStats.map((stats) => ({ collection: 'price_stats', id: stats.key, data: stats })),
    ...listings.imeiClaims.map(({ _id, ...claim }) => ({ collection: 'imei_claims', id: _id, data: claim })),
    { collection: 'search', id: 'catalog', data: searchCatalogOf(seed.products) },
    ...ordersAsLoadedAt(seed, now).map((order) => ({ collection: 'orders', id: order._id, data: order })),
    ...offerDocuments(seed, listings.products, now),
    ...seed.wishlist.map((item) => ({ collection: 'wishlist', id: item._id, data: item })),
    ...offerThreads(seed, offersAsLoadedAt(seed, now)).flatMap(({ conversation, lines }) => [
      { collection: 'conversations', id: conversation._id, data: conversation },
      ...lines.map((line) => ({ collection: `conversations/${conversation._id}/messages`, id: line._id, data: line })),
    ]),
    ...seed.comms.messages.map((message) => ({ collection: `conversations/${message.conversationId}/messages`, id: message._id, data: message })),
    ...seed.comms.reviews.map((review) => ({ collection: 'reviews', id: review._id, data: review })),
    ...seed.comms.notifications.map((notification) => ({ collection: 'notifications', id: notification._id, data: notification })),
    ...inboxSummaries(seed).map((summary) => ({ collection: 'inbox', id: summary.uid, data: summary })),
    ...seed.moderation.reports.map((report) => ({ collection: 'reports', id: report._id, data: report })),
    ...reportGroups(seed).map((group) => ({ collection: 'report_groups', id: group.listing_id, data: group })),
    ...storedSavedSearches(seed).map((search) => ({ collection: 'saved_searches', id: search._id, data: search })),
    ...seed.savedSearches.hits.map((hit) => ({ collection: 'saved_search_hits', id: `${hit.uid}_${hit.listingId}`, data: hit })),
    ...seed.meetupSpots.map((spot) => ({ collection: 'meetup_spots', id: spot._id, data: spot })),
    ...disputesAsLoadedAt(seed, now).map((dispute) => ({ collection: 'disputes', id: dispute._id, data: dispute })),
  ];
}

/**
 * The offers, with the markers the API writes beside them: a closing marker for each closed round
 * (offerClosures/{id}) and a hold marker for each listing an accepted offer holds (offerHolds/{id}-{seq}).
 */
function offerDocuments(seed: Seed, products: readonly Product[], now: Date): SeedDocument[] {
  const offers = offersAsLoadedAt(seed, now);
  return [
    ...offers.map((offer) => ({ collection: 'offers', id: offer._id, data: offer })),
    ...offers
      .filter((offer) => offer.status !== 'pending')
      .map((offer) => ({ collection: 'offerClosures', id: offer._id, data: { offer_id: offer._id, status: offer.status, at: offer.answered_at } })),
    ...products
      .filter((product) => product.offer_hold)
      .map((product) => ({ collection: 'offerHolds', id: `${product._id}-${product.offerHoldSeq - 1}`, data: { ...product.offer_hold, at: product.offer_hold!.until } })),
  ];
}

/**
 * The seed's conversations with the lines its offers put in them, as the API's offer.thread handler
 * writes them: the pair's conversation (opened by the first offer when the buyer never asked), each
 * round's lines, and the newest of them as its last message when nothing newer was said.
 */
export function offerThreads(seed: Pick<Seed, 'accounts' | 'comms'>, offers: readonly Offer[]): { conversation: Conversation; lines: Message[] }[] {
  const threads = new Map(seed.comms.conversations.map((conversation) => [conversation._id, { conversation, lines: [] as Message[] }]));
  const people = new Map(seed.accounts.map(({ user }) => [user._id, user]));
  const pairs = new Map<string, Offer[]>();
  for (const offer of [...offers].sort((a, b) => a.round - b.round)) {
    const id = conversationIdFor(offer.listing_id, offer.buyer_uid);
    pairs.set(id, [...(pairs.get(id) ?? []), offer]);
  }
  for (const [id, rounds] of pairs) {
    const first = rounds[0]!;
    const lines = offerLinesOf(id, rounds);
    const newest = lines.at(-1)!;
    const known = threads.get(id)?.conversation;
    const buyer = people.get(first.buyer_uid)!;
    const seller = people.get(first.seller_uid)!;
    const conversation: Conversation =
      known ?? newConversation({ _id: first.listing_id, name: first.item_name, img: first.item_img }, buyer, seller, first.createdAt);
    const newer = conversation.lastMessageKey === null || conversation.lastMessageKey < newest.sortKey;
    threads.set(id, {
      conversation: newer
        ? {
            ...conversation,
            last_message: { text: newest.text, sender: newest.sender, createdAt: newest.createdAt },
            lastMessageAt: newest.createdAt,
            lastMessageKey: newest.sortKey,
            sortKey: `${newest.createdAt}_${id}`,
          }
        : conversation,
      lines,
    });
  }
  return [...threads.values()];
}

/** The seed's saved searches as the API stores them: with the match keys their query and frequency make. */
export function storedSavedSearches(seed: Pick<Seed, 'savedSearches'>): SavedSearch[] {
  return seed.savedSearches.savedSearches.map((search) => ({
    ...search,
    match_keys: search.frequency === 'off' ? [] : searchKeys(searchOf(search.query)),
  }));
}

/** Each reported listing's group (report_groups/{listingId}), as the API keeps it: counted from the seed's open reports. */
export function reportGroups(seed: Pick<Seed, 'moderation'>): ReportGroup[] {
  const open = seed.moderation.reports.filter((report) => report.open);
  return [...new Set(open.map((report) => report.listing_id))].map((listingId) => {
    const reports = open.filter((report) => report.listing_id === listingId);
    return reportGroupOf(listingId, reports[0]!.round, reports);
  });
}

/** Each account's summary (inbox/{uid}), as the API keeps it: derived from the seed's conversations and notifications. */
export function inboxSummaries(seed: Pick<Seed, 'accounts' | 'comms'>): InboxSummary[] {
  return seed.accounts.map(({ user }) => {
    const unreadMessages = seed.comms.conversations.reduce(
      (sum, conversation) =>
        sum + (conversation.buyer_uid === user._id ? conversation.buyer_unread : 0) + (conversation.seller_uid === user._id ? conversation.seller_unread : 0),
      0,
    );
    const mine = seed.comms.notifications.filter((notification) => notification.uid === user._id);
    const newest = [...mine.map((notification) => notification.createdAt)].sort().at(-1) ?? null;
    return { uid: user._id, unreadMessages, unreadNotifications: mine.filter((notification) => !notification.read).length, version: 1, updatedAt: newest };
  });
}

export async function writeDocuments(documents: SeedDocument[]): Promise<void> {
  let batch = db().batch();
  let writes = 0;
  let bytes = 0;
  for (const { collection, id, data } of documents) {
    const size = JSON.stringify(data).length;
    if (writes === BATCH_LIMIT || (writes > 0 && bytes + size > BATCH_BYTES)) {
      await batch.commit();
      batch = db().batch();
      writes = 0;
      bytes = 0;
    }
    batch.set(db().collection(collection).doc(id), data);
    writes += 1;
    bytes += size;
  }
  if (writes > 0) await batch.commit();
}

/** Creates the account, or resets it when the uid is taken (loading the seed twice is harmless). */
async function putAccount({ user, password, claims, phone_number: phoneNumber }: SeedAccount): Promise<void> {
  // Auth keeps only absolute photo URLs; the app shows local ones relative (withoutLocalOrigin), whatever this origin.
  const profile = { email: user.email, password, displayName: user.name, photoURL: new URL(user.image, LOCAL_ORIGIN).href };
  try {
    await auth().createUser({ uid: user._id, ...profile, ...(phoneNumber ? { phoneNumber } : {}) });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/uid-already-exists') throw error;
    // Reset: the seed's number, or none (a journey may have verified one on an account the seed leaves without).
    await auth().updateUser(user._id, { ...profile, phoneNumber: phoneNumber ?? null });
  }
  await auth().setCustomUserClaims(user._id, { ...claims });
}

/**
 * Loads emulator-data/ into the running local emulators: Auth accounts with their claims,
 * every Firestore document, and the images those documents point to. Expects
 * FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT in the environment.
 */
export async function loadSeed(options: LoadSeedOptions): Promise<{ accounts: SeedAccountSummary[] }> {
  const started = performance.now();
  const seed = readSeed();
  const documents = seedDocuments(seed, options.now ?? new Date());
  const [, , imageCount] = await Promise.all([
    Promise.all(seed.accounts.map(putAccount)),
    writeDocuments(documents).then(() => recordSeedIsCurrent(db())),
    renderSeedImages(seed.images, options.dataDir),
  ]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log?.(`seed loaded: ${seed.accounts.length} accounts, ${documents.length} documents, ${imageCount} images in ${seconds} s`);
  return { accounts: seedAccounts(seed) };
}
