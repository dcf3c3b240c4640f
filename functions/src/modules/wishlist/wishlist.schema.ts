import { z } from 'zod';
import type { CategoryName, Condition } from '../../shared/constants';
import { pageQuery } from '../../shared/pagination';
import { docId, email } from '../../shared/schema-helpers';
import type { ListingStatus } from '../products/products.schema';

/** wishlist/{uid_productId}: one entry per user and listing; fields copied from the listing. */
export interface WishlistItem {
  _id: string;
  productId: string;
  uid: string;
  /** The owner's email. */
  email: string;
  name: string;
  img: string;
  processor: string;
  ram: string;
  camera: string;
  category_name: CategoryName;
  condition_type: Condition;
  price: number;
  status: ListingStatus;
  adversite: boolean;
  createdAt: string;
  /** Unique, sortable key for keyset pagination: createdAt then id. */
  sortKey: string;
}

/** POST /wishlist: only which listing. The spec's other fields are copied by the server. */
export const addWishlistBody = z.object({ productId: docId });
export const wishlistQuery = pageQuery.extend({ email });
export const wishlistCountQuery = z.object({ email });

/** `{uid}_{productId}`: longer than other ids, since Firebase uids may have up to 128 characters. */
export const wishlistIdParam = z.object({
  id: z.string().trim().min(1).max(300).regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid id.' }),
});
