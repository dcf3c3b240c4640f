import { z } from 'zod';
import { CATEGORY_NAMES, CONDITIONS, FIRST_PURCHASE_YEAR, type CategoryName, type Condition } from '../../shared/constants';
import { pageQuery } from '../../shared/pagination';
import { docId, email, phoneNumber, text } from '../../shared/schema-helpers';

export const LISTING_STATUSES = ['available', 'booked', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** products/{id}. Seller display fields are copies, so a page of listings is one query. */
export interface Product {
  _id: string;
  category_name: CategoryName;
  condition_type: Condition;
  mobile_number: string;
  location: string;
  description: string;
  purchase_year: number;
  price: number;
  used_duration: string;
  /** The seller's verified flag, copied. */
  verified: boolean;
  user_role: 'Seller';
  /** The seller's email. */
  email: string;
  seller_uid: string;
  seller_name: string;
  seller_img: string;
  /** day.month.year, from the server clock. */
  date: string;
  status: ListingStatus;
  adversite: boolean;
  /** The open order's id while booked, otherwise null. */
  bookedId: string | null;
  phone_details: {
    phone_name: string;
    phone_img: string;
    phone_img_card: string;
    phone_ram: string;
    phone_camera: string;
    phone_processor: string;
  };
  createdAt: string;
  /** Unique, sortable key for keyset pagination: createdAt then id. */
  sortKey: string;
  /** Bumped whenever an order on this listing closes; part of the next order's id. */
  bookingSeq: number;
}

/**
 * The fields of a listing anyone may read (public GETs, the CDN's cache). An allow-list, so a
 * field added to Product stays private until it is named here. Never the seller's email, phone
 * number or uid: those reach only the seller (My Products) and, through the order, the buyer.
 */
export const PUBLIC_LISTING_FIELDS = [
  '_id',
  'category_name',
  'condition_type',
  'location',
  'description',
  'purchase_year',
  'price',
  'used_duration',
  'verified',
  'user_role',
  'seller_name',
  'seller_img',
  'date',
  'status',
  'adversite',
  'bookedId',
  'phone_details',
  'createdAt',
] as const satisfies readonly (keyof Product)[];

/** A listing as the public reads show it. */
export type PublicListing = Pick<Product, (typeof PUBLIC_LISTING_FIELDS)[number]>;

export function toPublicListing(listing: Product): PublicListing {
  return Object.fromEntries(PUBLIC_LISTING_FIELDS.map((field) => [field, listing[field]])) as PublicListing;
}

const currentYear = () => new Date().getUTCFullYear();

/** POST /products: only what the seller states about the phone. Everything else is the server's. */
export const createProductBody = z.object({
  category_name: z.enum(CATEGORY_NAMES, { error: 'Choose a category: apple, samsung, oneplus or huawei.' }),
  condition_type: z.enum(CONDITIONS, { error: 'Choose a condition: excellent, good or fair.' }),
  mobile_number: phoneNumber,
  location: text(100, 'Location'),
  description: text(2000, 'Description'),
  purchase_year: z.coerce
    .number({ error: 'Purchase year must be a year.' })
    .int({ error: 'Purchase year must be a whole year.' })
    .min(FIRST_PURCHASE_YEAR, { error: `Purchase year must be ${FIRST_PURCHASE_YEAR} or later.` })
    .refine((year) => year <= currentYear(), { error: 'Purchase year cannot be in the future.' }),
  price: z.coerce
    .number({ error: 'Price must be a number.' })
    .positive({ error: 'Price must be more than 0.' })
    .max(10_000_000, { error: 'Price is too high.' }),
  used_duration: text(50, 'Used duration'),
  phone_details: z.object({
    phone_name: text(100, 'Phone name'),
    phone_img: z.string({ error: 'Photo is required.' }).trim().min(1, { error: 'Photo is required.' }).max(2048),
    phone_ram: text(50, 'RAM/storage'),
    phone_camera: text(100, 'Camera'),
    phone_processor: text(100, 'Processor'),
  }),
});
export type CreateProductBody = z.infer<typeof createProductBody>;

/** GET /products (and a category's page): newest first, by keyset on sortKey. */
export const listProductsQuery = pageQuery.extend({
  category: z.enum(CATEGORY_NAMES, { error: 'Choose a category: apple, samsung, oneplus or huawei.' }).optional(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

export const myProductsQuery = pageQuery.extend({ email });

export const productIdParam = z.object({ id: docId });
