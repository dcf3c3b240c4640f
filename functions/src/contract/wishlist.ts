import { z } from 'zod';
import { CATEGORY_NAMES, CONDITIONS } from './constants';
import { pageQuery } from './pagination';
import { LISTING_STATUSES, type Product } from './products';
import { docId, documentId, email } from './schema-helpers';

/** wishlist/{uid_productId}: one entry per user and listing; fields copied from the listing. */
export const wishlistEntrySchema = z
  .object({
    _id: z.string(),
    productId: z.string(),
    uid: z.string(),
    email: z.string().meta({ description: "The owner's email (see names.ts: ownerEmailOf)." }),
    name: z.string(),
    img: z.string(),
    processor: z.string(),
    ram: z.string(),
    camera: z.string(),
    category_name: z.enum(CATEGORY_NAMES),
    condition_type: z.enum(CONDITIONS),
    price: z.number(),
    status: z.enum(LISTING_STATUSES),
    adversite: z.boolean(),
    createdAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable key for keyset pagination: createdAt then id.' }),
  })
  .meta({ id: 'WishlistEntry' });
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** One entry per user and listing. */
export function wishlistIdFor(uid: string, productId: string): string {
  return `${uid}_${productId}`;
}

/** The listing's fields a wishlist entry copies, as the spec's client reads them. */
export type WishlistCopy = Omit<WishlistEntry, '_id' | 'productId' | 'uid' | 'email' | 'createdAt' | 'sortKey'>;

export function wishlistCopyOf(listing: Product): WishlistCopy {
  return {
    name: listing.phone_details.phone_name,
    img: listing.phone_details.phone_img_card,
    processor: listing.phone_details.phone_processor,
    ram: listing.phone_details.phone_ram,
    camera: listing.phone_details.phone_camera,
    category_name: listing.category_name,
    condition_type: listing.condition_type,
    price: listing.price,
    status: listing.status,
    adversite: listing.adversite,
  };
}

/** A wishlist entry: the owner, and the listing's fields copied as the spec's client reads them. */
export function wishlistEntryFor(owner: { uid: string; email: string }, listing: Product, now: Date): WishlistEntry {
  const id = wishlistIdFor(owner.uid, listing._id);
  const createdAt = now.toISOString();
  return {
    _id: id,
    productId: listing._id,
    uid: owner.uid,
    email: owner.email,
    ...wishlistCopyOf(listing),
    createdAt,
    sortKey: `${createdAt}_${id}`,
  };
}

/** POST /wishlist: only which listing. The spec's other fields are copied by the server. */
export const addWishlistBody = z.object({ productId: docId });
const ownerEmail = email.meta({ description: "The wishlist's owner." });
export const wishlistQuery = pageQuery.extend({ email: ownerEmail });
export const wishlistCountQuery = z.object({ email: ownerEmail });

/** `{uid}_{productId}`: longer than other ids, since Firebase uids may have up to 128 characters. */
export const wishlistIdParam = z.object({ id: documentId(300) });

/** POST /wishlist: 201 with the new entry's id, or 200 with the existing one's. */
export const addWishlistResponse = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  alreadyExisted: z.literal(true).optional(),
});
export type AddWishlistResponse = z.infer<typeof addWishlistResponse>;

/** GET /wishlist/count: the header's badge. */
export const wishlistCountResponse = z.object({ count: z.number().int() });
export type WishlistCountResponse = z.infer<typeof wishlistCountResponse>;
