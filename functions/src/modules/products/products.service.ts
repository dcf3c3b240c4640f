import { AppError } from '../../shared/app-error';
import { upheldCountOf } from '../../contract/disputes';
import { assertSelfOrAdmin, isAdmin, type Caller } from '../../shared/auth';
import { displayDate } from '../../contract/dates';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { cardUrlFor } from '../../contract/image-urls';
import type { UserRecord } from '../../contract/users';
import { changeListing, newListingEvents } from '../listing-changes';
import { dispatch, type OutboxEvent } from '../events';
import { isOpenOrderStatus } from '../../contract/order-status';
import { canBeAdvertised, canMoveListing, soldToggleTarget } from '../../contract/listing-status';
import { openOrderIdOf } from '../../contract/names';
import { priceDropAfter } from '../../contract/price-drop';
import {
  isModerated,
  toPublicListing,
  toSellerListing,
  withLapsedHold,
  type CreateProductBody,
  type CreateProductResponse,
  type ListingStatus,
  type MyListing,
  type Product,
  type PublicListing,
  type SellerListing,
  type UpdateProductBody,
} from '../../contract/products';
import { withSearchFields, type Suggestion } from '../../contract/search';
import type { CategoryName } from '../../contract/constants';
import {
  fairPrice,
  getProduct,
  insertProduct,
  listingSearch,
  listProducts,
  newProductId,
  queuePositionOf,
  releaseImei,
  type ImeiIdentity,
  type ListingPatch,
  type SearchRequest,
} from '../listings';
import { checkAndClaimImei, reclaimImei } from './imei-checks';
import { NO_VERDICT, type PriceGuide, type PriceVerdictFields } from '../../contract/fair-price';
import { listingTrustFields } from '../../contract/listing-trust';
import { moderationKeyOf, startsInReview } from '../../contract/moderation';
import { requireVerifiedPhone, verifiedPhoneOf } from '../profiles';

type SignedIn = Caller & { profile: UserRecord };

/** Only a verified seller (or an admin) may list a phone. */
export function assertCanList(caller: SignedIn) {
  const { profile } = caller;
  if (isAdmin(caller) || (profile.user_role === 'Seller' && profile.verified)) return;
  throw AppError.forbidden('Sorry! You need to verify first');
}

/**
 * What the server adds to a new listing from outside its body: the cover's card size, the IMEI's
 * identity, the seller's verified mobile number (null only for an admin without one), the price verdict.
 */
export interface ListingExtras {
  cardUrl: string;
  imei: ImeiIdentity | null;
  sellerPhone: string | null;
  verdict?: PriceVerdictFields;
}

/** A new listing: the phone as the seller describes it, everything else from the server. */
export function buildListing(id: string, seller: UserRecord, body: CreateProductBody, extras: ListingExtras, now: Date): Product {
  const createdAt = now.toISOString();
  // The IMEI itself is never part of the listing: only extras.imei, its hash and last four digits.
  const stated = Object.fromEntries(Object.entries(body).filter(([field]) => field !== 'imei' && field !== 'mobile_number')) as Omit<
    CreateProductBody,
    'imei' | 'mobile_number'
  >;
  const { attested, photos } = stated;
  const cover = photos[0] as string;
  const inReview = startsInReview(seller);
  const listing = withSearchFields({
    _id: id,
    ...stated,
    // phone_ram is the server's: withSearchFields writes it from ram_gb and storage_gb.
    phone_details: { ...body.phone_details, phone_img: cover, phone_ram: '', phone_img_card: extras.cardUrl },
    attested,
    photos,
    // The number buyers get after booking is the one Auth verified, whatever the body said.
    mobile_number: extras.sellerPhone ?? '',
    seller_phone_verified: extras.sellerPhone !== null,
    // Never the IMEI itself: its keyed hash (the claim's id) and the last four digits.
    imei_hash: extras.imei?.hash ?? null,
    imei_last4: extras.imei?.last4 ?? null,
    seller_since: seller.createdAt,
    // Only verified sellers and admins can list, so a new listing's seller is vouched for.
    verified: true,
    user_role: 'Seller' as const,
    email: seller.email.toLowerCase(),
    seller_uid: seller._id,
    seller_name: seller.name,
    seller_img: seller.image,
    seller_rating_avg: seller.rating_avg,
    seller_rating_count: seller.rating_count,
    seller_completed_sales: seller.completed_sales,
    seller_safe_meetings: seller.safe_meetings,
    seller_disputes_upheld: upheldCountOf(seller.dispute_outcomes),
    date: displayDate(now),
    // A new seller's listing waits for an admin; an established seller's is live at once.
    status: inReview ? 'pending_review' : 'available',
    adversite: false,
    bookedId: null,
    createdAt,
    sortKey: `${createdAt}_${id}`,
    bookingSeq: 0,
    previous_price: null,
    price_dropped_at: null,
    moderation_key: inReview ? moderationKeyOf(id, now) : null,
    moderation_note: null,
    firm_price: body.firm_price ?? false,
    offer_floor: body.offer_floor ?? null,
    offer_hold: null,
    offerHoldSeq: 0,
    ...(extras.verdict ?? NO_VERDICT),
  });
  return { ...listing, ...listingTrustFields(listing) };
}

/** The card size of a photo uploaded through POST /images; a 400 for any other URL. */
function ourCardUrl(photoUrl: string, path = 'phone_details.phone_img'): string {
  const cardUrl = cardUrlFor(photoUrl);
  if (!cardUrl) throw AppError.badRequest('Upload the photo through ReCell first.', [{ path, message: 'Upload the photo through ReCell first.' }]);
  return cardUrl;
}

/** Every photo must be one of ours (uploaded through POST /images); answers the cover's card size. */
function coverCardUrl(photos: readonly string[]): string {
  const cards = photos.map((photo, i) => ourCardUrl(photo, `photos.${i}`));
  return cards[0] as string;
}

/**
 * POST /products: a verified seller lists a phone. The photos must be ours, the IMEI passes its
 * checks and is claimed for this listing (409 if another live listing holds it), the listing
 * carries its trust score and, from its model's statistics, its price verdict; the statistics
 * count it, and the type-ahead learns its model, through the events written with it. Answers its
 * id, its status and, while it waits for review, its place in the queue.
 */
export async function createListing(
  caller: SignedIn,
  body: CreateProductBody,
  now = new Date(),
): Promise<Omit<CreateProductResponse, 'acknowledged'>> {
  assertCanList(caller);
  // Admins may list without a number of their own (they list for others).
  const sellerPhone = isAdmin(caller) ? await verifiedPhoneOf(caller.uid) : await requireVerifiedPhone(caller.uid, 'list');
  const cardUrl = coverCardUrl(body.photos);
  const id = newProductId();
  const imei = await checkAndClaimImei(body.imei, id, now);
  let events: OutboxEvent[];
  let listing: Product;
  try {
    const draft = buildListing(id, caller.profile, body, { cardUrl, imei, sellerPhone }, now);
    // A first verdict from the published statistics; the statistics' event judges it again once they count it.
    listing = { ...draft, ...(await fairPrice.verdictForNew(draft, now)) };
    events = newListingEvents(listing, now);
    await insertProduct(listing, events);
  } catch (error) {
    await releaseImei(imei, id);
    throw error;
  }
  await dispatch(events);
  return { insertedId: id, status: listing.status, queue_position: await queuePositionOf(listing) };
}

const NOT_LISTED = 'This phone is no longer listed.';

/** Whether the caller may read a listing whatever its status: its seller and admins. */
export function maySeeModerated(caller: Caller | null, listing: Pick<Product, 'seller_uid'>): boolean {
  return Boolean(caller && (caller.uid === listing.seller_uid || isAdmin(caller)));
}

/**
 * GET /products/:id: the listing as anyone may see it. A moderated one only for its seller and
 * admins (`viewer` resolves the caller, only asked then, so a public read verifies no token);
 * answers whether it is one, for the route to keep it out of shared caches.
 */
export async function getPublicListing(
  id: string,
  now: Date,
  viewer: () => Promise<Caller | null> = async () => null,
): Promise<{ listing: PublicListing; moderated: boolean }> {
  const listing = await getProduct(id);
  if (!listing) throw AppError.notFound(NOT_LISTED);
  const moderated = isModerated(listing.status);
  if (moderated && !maySeeModerated(await viewer(), listing)) throw AppError.notFound(NOT_LISTED);
  return { listing: toPublicListing(listing, now), moderated };
}

function publicPage(page: Page<Product>, now: Date): Page<PublicListing> {
  return { ...page, items: page.items.map((listing) => toPublicListing(listing, now)) };
}

/** A page of a search, with how many listings match in all. */
export type SearchPage = Page<PublicListing> & { total: number };

/** What shoppers browse and search: listings not sold, filtered and sorted as asked (newest first by default). */
export async function searchShoppable(request: SearchRequest, now: Date): Promise<SearchPage> {
  const { items, nextCursor, total } = await listingSearch.search(request);
  return { items: items.map((listing) => toPublicListing(listing, now)), nextCursor, total };
}

/** A category's page: the same search with the brand preset. */
export function searchCategory(category: CategoryName, request: SearchRequest, now: Date): Promise<SearchPage> {
  return searchShoppable({ ...request, category }, now);
}

/** The header's type-ahead: brands and model names whose words start with the words typed. */
export function suggest(prefix: string): Promise<Suggestion[]> {
  return listingSearch.suggest(prefix);
}

/** Add Product's price guide: what comparables of a model and storage sell or are listed for. */
export function priceGuide(model: string, storageGb: number, now: Date, excludeId?: string): Promise<PriceGuide> {
  return fairPrice.guide(model, storageGb, now, excludeId);
}

/** The Recommended strip: advertised listings nobody has booked or bought. */
export async function listAdvertised(page: PageRequest, now: Date): Promise<Page<PublicListing>> {
  return publicPage(await listProducts({ advertised: true, statuses: ['available'] }, page), now);
}

/**
 * A seller's own listings in every status, as their seller sees them (never the IMEI's hash); one
 * under review with its place in the queue (one count() per such listing on the page).
 */
export async function listSellerListings(caller: Caller, sellerEmail: string, page: PageRequest, now = new Date()): Promise<Page<MyListing>> {
  assertSelfOrAdmin(caller, sellerEmail);
  const found = await listProducts({ sellerEmail }, page);
  const items = await Promise.all(
    found.items.map(async (listing) => ({ ...toSellerListing(withLapsedHold(listing, now)), queue_position: await queuePositionOf(listing) })),
  );
  return { ...found, items };
}

function existing(listing: Product | null): Product {
  if (!listing) throw AppError.notFound('This phone is no longer listed.');
  return listing;
}

function assertOwnerOrAdmin(caller: Caller, listing: Product) {
  if (listing.seller_uid !== caller.uid && !isAdmin(caller)) {
    throw AppError.forbidden('Only the seller of this phone can change it.');
  }
}

/** The answer to a change of a listing an admin took down (409): it may only be deleted. */
export const HIDDEN_LISTING = 'An admin took this listing down. You can delete it.';

/** The answer to Sold on a held phone (409). */
export const HELD_FOR_MEETUP =
  "This phone is held for a meetup: the buyer's handover code completes the deal. Enter it on the order page when you meet, or cancel the order first.";

/**
 * The seller's Sold/Available button: an available phone sold elsewhere is marked sold (and stops
 * its advertising); a sold listing goes back to available. A phone an order holds is refused (409).
 */
export async function toggleSold(caller: Caller, id: string, now = new Date()): Promise<ListingStatus> {
  // Back on sale, the listing holds its IMEI again: claimed first (409 if another live listing has it now).
  const current = await getProduct(id);
  // Back on sale by its seller: they need a verified number, as to list, and the listing takes it.
  const relistPhone = current?.status === 'sold' && current.seller_uid === caller.uid ? await requireVerifiedPhone(caller.uid, 'list') : null;
  const reclaim = current?.status === 'sold' && current.imei_hash && (current.seller_uid === caller.uid || isAdmin(caller)) ? current.imei_hash : null;
  if (reclaim) await reclaimImei(reclaim, id, now);
  try {
    const { listing } = await changeListing(
      id,
      ({ listing: found, order }) => {
        const listing = existing(found);
        assertOwnerOrAdmin(caller, listing);
        // A phone held for a meetup is sold by the handover, not by this button. The aggregate
        // has already expired a hold whose deadline passed, so a listing still booked here is truly held.
        if (listing.status === 'booked' || (order && isOpenOrderStatus(order.status))) throw AppError.conflict(HELD_FOR_MEETUP);
        const target = soldToggleTarget(listing.status);
        if (!canMoveListing(listing.status, target)) throw AppError.conflict(`A ${listing.status} phone cannot become ${target}.`);
        if (target === 'sold') return { kind: 'update', listing: { status: 'sold', adversite: false } };
        const phone = relistPhone ? { mobile_number: relistPhone, seller_phone_verified: true } : {};
        return { kind: 'update', listing: { status: 'available', ...phone } };
      },
      now,
    );
    const status = existing(listing).status;
    if (reclaim && status !== 'available') await releaseImei({ hash: reclaim }, id);
    return status;
  } catch (error) {
    if (reclaim) await releaseImei({ hash: reclaim }, id);
    throw error;
  }
}

/** The seller's Advertise/Running button. Only an available listing can start advertising. */
export async function toggleAdvertising(caller: Caller, id: string): Promise<boolean> {
  const { listing } = await changeListing(id, ({ listing: found }) => {
    const listing = existing(found);
    assertOwnerOrAdmin(caller, listing);
    if (listing.adversite) return { kind: 'update', listing: { adversite: false } };
    if (!canBeAdvertised(listing.status)) {
      throw AppError.conflict(listing.status === 'pending_review' ? 'A phone under review cannot be advertised yet.' : `A ${listing.status} phone cannot be advertised.`);
    }
    return { kind: 'update', listing: { adversite: true } };
  });
  return existing(listing).adversite;
}

/** The fields a PATCH writes: the seller's changes, the photo's card size, and the price drop they make. */
function editedFields(listing: Product, body: UpdateProductBody, now: Date): ListingPatch {
  // `imei` never gets here: the schema refuses it (a listing's IMEI cannot change).
  const { phone_details: details, photos, ...fields } = body;
  const patch: ListingPatch = { ...fields };
  const { phone_img: cover, ...stated } = details ?? {};
  // The photos: a new list (the cover first), or from an older client a new cover in place of the first.
  const nextPhotos = photos ?? (cover === undefined ? undefined : [cover, ...listing.photos.slice(1)]);
  if (nextPhotos) {
    const cardUrl = photos ? coverCardUrl(photos) : ourCardUrl(cover as string);
    patch.photos = nextPhotos;
    patch.phone_details = { ...listing.phone_details, ...stated, phone_img: nextPhotos[0] as string, phone_img_card: cardUrl };
  } else if (details) {
    patch.phone_details = { ...listing.phone_details, ...stated };
  }
  if (body.price !== undefined) Object.assign(patch, priceDropAfter(listing, body.price, now));
  return patch;
}

/**
 * PATCH /products/:id: the seller (or an admin) changes what they said about the phone. Not while
 * an order holds it: the buyer booked the phone as it was described. A lower price starts (or
 * continues) a price drop; the copies in wishlists follow through the listing aggregate.
 */
export async function updateListing(caller: Caller, id: string, body: UpdateProductBody, now: Date): Promise<SellerListing> {
  const { listing } = await changeListing(
    id,
    ({ listing: found }) => {
      const listing = existing(found);
      assertOwnerOrAdmin(caller, listing);
      if (listing.status === 'booked' || openOrderIdOf(listing) !== null) {
        throw AppError.conflict('This phone is booked. You can edit it once the booking is cancelled.');
      }
      if (listing.status === 'hidden') throw AppError.conflict(HIDDEN_LISTING);
      return { kind: 'update', listing: editedFields(listing, body, now) };
    },
    now,
  );
  return toSellerListing(existing(listing));
}

/** Deletes a listing: its open order is cancelled and its wishlist entries go with it. */
export async function deleteListing(caller: Caller, id: string, now = new Date()): Promise<void> {
  await changeListing(
    id,
    ({ listing: found }) => {
      assertOwnerOrAdmin(caller, existing(found));
      return { kind: 'remove' };
    },
    now,
  );
}

/**
 * Handles `catalog.note`: the model of a listing joins the type-ahead's catalog. A listing under
 * review (or taken down) joins once approved: suggestions show live models only.
 */
export async function onCatalogNote(event: OutboxEvent<'catalog.note'>): Promise<void> {
  const listing = await getProduct(event.payload.listingId);
  if (listing && !isModerated(listing.status)) await listingSearch.noteListing(listing);
}
