import { z } from 'zod';
import type { CategoryName, Condition } from '../../shared/constants';
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
}

/** POST /wishlist: only which listing. The spec's other fields are copied by the server. */
export const addWishlistBody = z.object({ productId: docId });
export const wishlistQuery = z.object({ email });
