import { AppError } from '../../shared/app-error';
import { assertSelfOrAdmin, isAdmin, type Caller } from '../../shared/auth';
import { displayDate } from '../../contract/dates';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { cardUrlFor } from '../../contract/image-urls';
import type { UserRecord } from '../../contract/users';
import { changeListing } from '../listings/listing-aggregate.service';
import { isOpenOrderStatus } from '../../contract/order-status';
import { canBeAdvertised, canMoveListing, soldToggleTarget } from '../../contract/listing-status';
import { getProduct, insertProduct, listProducts, newProductId } from './products.repo';
import { openOrderIdOf } from '../../contract/names';
import { priceDropAfter } from '../../contract/price-drop';
import type { ListingPatch } from '../listings/listing-aggregate.service';
import { toPublicListing, withLapsedHold, type UpdateProductBody, type CreateProductBody, type ListingStatus, type Product, type PublicListing } from '../../contract/products';
import { withSearchFields, type Suggestion } from '../../contract/search';
import type { CategoryName } from '../../contract/constants';
import { listingSearch } from './search/search.repo';
import type { SearchRequest } from './search/search-plan';

type SignedIn = Caller & { profile: UserRecord };

/** Only a verified seller (or an admin) may list a phone. */
export function assertCanList(caller: SignedIn) {
  const { profile } = caller;
  if (isAdmin(caller) || (profile.user_role === 'Seller' && profile.verified)) return;
  throw AppError.forbidden('Sorry! You need to verify first');
}

/** A new listing: the phone as the seller describes it, everything else from the server. */
export function buildListing(id: string, seller: UserRecord, body: CreateProductBody, cardUrl: string, now: Date): Product {
  const createdAt = now.toISOString();
  return withSearchFields({
    _id: id,
    ...body,
    // phone_ram is the server's: withSearchFields writes it from ram_gb and storage_gb.
    phone_details: { ...body.phone_details, phone_ram: '', phone_img_card: cardUrl },
    // Only verified sellers and admins can list, so a new listing's seller is vouched for.
    verified: true,
    user_role: 'Seller',
    email: seller.email.toLowerCase(),
    seller_uid: seller._id,
    seller_name: seller.name,
    seller_img: seller.image,
    seller_rating_avg: seller.rating_avg,
    seller_rating_count: seller.rating_count,
    seller_completed_sales: seller.completed_sales,
    date: displayDate(now),
    status: 'available',
    adversite: false,
    bookedId: null,
    createdAt,
    sortKey: `${createdAt}_${id}`,
    bookingSeq: 0,
    previous_price: null,
    price_dropped_at: null,
  });
}

/** The card size of a photo uploaded through POST /images; a 400 for any other URL. */
function ourCardUrl(photoUrl: string): string {
  const cardUrl = cardUrlFor(photoUrl);
  if (!cardUrl) {
    throw AppError.badRequest('Upload the photo through ReCell first.', [
      { path: 'phone_details.phone_img', message: 'Upload the photo through ReCell first.' },
    ]);
  }
  return cardUrl;
}

export async function createListing(caller: SignedIn, body: CreateProductBody): Promise<string> {
  assertCanList(caller);
  const cardUrl = ourCardUrl(body.phone_details.phone_img);
  const listing = buildListing(newProductId(), caller.profile, body, cardUrl, new Date());
  await insertProduct(listing);
  await listingSearch.noteListing(listing);
  return listing._id;
}

export async function getListing(id: string): Promise<Product> {
  const listing = await getProduct(id);
  if (!listing) throw AppError.notFound('This phone is no longer listed.');
  return listing;
}

/** GET /products/:id: the listing as anyone may see it. */
export async function getPublicListing(id: string, now: Date): Promise<PublicListing> {
  return toPublicListing(await getListing(id), now);
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

/** The Recommended strip: advertised listings nobody has booked or bought. */
export async function listAdvertised(page: PageRequest, now: Date): Promise<Page<PublicListing>> {
  return publicPage(await listProducts({ advertised: true, statuses: ['available'] }, page), now);
}

/** A seller's own listings in every status. */
export async function listSellerListings(caller: Caller, sellerEmail: string, page: PageRequest, now = new Date()): Promise<Page<Product>> {
  assertSelfOrAdmin(caller, sellerEmail);
  const found = await listProducts({ sellerEmail }, page);
  return { ...found, items: found.items.map((listing) => withLapsedHold(listing, now)) };
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

/** The answer to Sold on a held phone (409). */
export const HELD_FOR_MEETUP =
  "This phone is held for a meetup: the buyer's handover code completes the deal. Enter it on the order page when you meet, or cancel the order first.";

/**
 * The seller's Sold/Available button: an available phone sold elsewhere is marked sold (and stops
 * its advertising); a sold listing goes back to available. A phone an order holds is refused (409).
 */
export async function toggleSold(caller: Caller, id: string, now = new Date()): Promise<ListingStatus> {
  const { listing } = await changeListing(
    id,
    ({ listing: found, order }) => {
      const listing = existing(found);
      assertOwnerOrAdmin(caller, listing);
      // A phone held for a meetup is sold by the handover (issue 9), not by this button. The aggregate
      // has already expired a hold whose deadline passed, so a listing still booked here is truly held.
      if (listing.status === 'booked' || (order && isOpenOrderStatus(order.status))) throw AppError.conflict(HELD_FOR_MEETUP);
      const target = soldToggleTarget(listing.status);
      if (!canMoveListing(listing.status, target)) throw AppError.conflict(`A ${listing.status} phone cannot become ${target}.`);
      return { kind: 'update', listing: target === 'sold' ? { status: 'sold', adversite: false } : { status: 'available' } };
    },
    now,
  );
  return existing(listing).status;
}

/** The seller's Advertise/Running button. Only an available listing can start advertising. */
export async function toggleAdvertising(caller: Caller, id: string): Promise<boolean> {
  const { listing } = await changeListing(id, ({ listing: found }) => {
    const listing = existing(found);
    assertOwnerOrAdmin(caller, listing);
    if (listing.adversite) return { kind: 'update', listing: { adversite: false } };
    if (!canBeAdvertised(listing.status)) {
      throw AppError.conflict(
        listing.status === 'sold' ? 'A sold phone cannot be advertised.' : 'A booked phone cannot be advertised.',
      );
    }
    return { kind: 'update', listing: { adversite: true } };
  });
  return existing(listing).adversite;
}

/** The fields a PATCH writes: the seller's changes, the photo's card size, and the price drop they make. */
function editedFields(listing: Product, body: UpdateProductBody, now: Date): ListingPatch {
  const { phone_details: details, ...fields } = body;
  const patch: ListingPatch = { ...fields };
  if (details) {
    const photo = details.phone_img === undefined ? {} : { phone_img: details.phone_img, phone_img_card: ourCardUrl(details.phone_img) };
    patch.phone_details = { ...listing.phone_details, ...details, ...photo };
  }
  if (body.price !== undefined) Object.assign(patch, priceDropAfter(listing, body.price, now));
  return patch;
}

/**
 * PATCH /products/:id: the seller (or an admin) changes what they said about the phone. Not while
 * an order holds it: the buyer booked the phone as it was described. A lower price starts (or
 * continues) a price drop; the copies in wishlists follow through the listing aggregate.
 */
export async function updateListing(caller: Caller, id: string, body: UpdateProductBody, now: Date): Promise<Product> {
  const { listing } = await changeListing(
    id,
    ({ listing: found }) => {
      const listing = existing(found);
      assertOwnerOrAdmin(caller, listing);
      if (listing.status === 'booked' || openOrderIdOf(listing) !== null) {
        throw AppError.conflict('This phone is booked. You can edit it once the booking is cancelled.');
      }
      return { kind: 'update', listing: editedFields(listing, body, now) };
    },
    now,
  );
  return existing(listing);
}

/** Deletes a listing: its open order is cancelled and its wishlist entries go with it. */
export async function deleteListing(caller: Caller, id: string): Promise<void> {
  await changeListing(id, ({ listing: found }) => {
    assertOwnerOrAdmin(caller, existing(found));
    return { kind: 'remove' };
  });
}
