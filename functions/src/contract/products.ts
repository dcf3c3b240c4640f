import { z } from 'zod';
import {
  BATTERY_HEALTH_MAX,
  BATTERY_HEALTH_MIN,
  CATEGORY_NAMES,
  CONDITIONS,
  FIRST_PURCHASE_YEAR,
  RAM_GB_MAX,
  RAM_GB_MIN,
  MAX_PHOTOS,
  STORAGE_GB_OPTIONS,
} from './constants';
import { PRICE_VERDICTS } from './price-verdict';
import { ATTESTATION_REQUIRED_MESSAGE } from './grades';
import { IMEI_FIXED_MESSAGE } from './imei';
import { pageQuery } from './pagination';
import { TRUST_FACTORS } from './trust';
import { shownPriceDrop } from './price-drop';
import { docId, email, imeiField, phoneNumber, text } from './schema-helpers';

/**
 * A listing's statuses. Moderation adds `pending_review` (a new seller's listing waits for
 * an admin), `rejected` (the seller may edit and resubmit it) and `hidden` (taken down after reports
 * or a blocked IMEI). Moves between them: listing-status.ts.
 */
export const LISTING_STATUSES = ['available', 'booked', 'sold', 'pending_review', 'rejected', 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Statuses only the listing's seller and admins may read: 404 by id to anyone else, out of every public read. */
export const MODERATED_STATUSES = ['pending_review', 'rejected', 'hidden'] as const satisfies readonly ListingStatus[];
export type ModeratedStatus = (typeof MODERATED_STATUSES)[number];

export function isModerated(status: ListingStatus): status is ModeratedStatus {
  return (MODERATED_STATUSES as readonly ListingStatus[]).includes(status);
}

/** The last moderation decision on a listing, shown to its seller: why it was rejected or hidden. */
export const moderationNoteSchema = z
  .object({
    action: z.enum(['rejected', 'hidden']),
    reason: z.string().meta({ description: "A rejection reason (contract/moderation.ts: REJECTION_REASONS) when rejected; the admin's reason text when hidden." }),
    details: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'ModerationNote' });
export type ModerationNote = z.infer<typeof moderationNoteSchema>;

/** One reason of a listing's trust score (trust.ts). */
export const trustReasonSchema = z
  .object({
    factor: z.enum(TRUST_FACTORS),
    label: z.string(),
    met: z.boolean().meta({ description: 'Whether the factor earned its full points (a tick), otherwise a cross.' }),
    points: z.number().int(),
    max: z.number().int(),
  })
  .meta({ id: 'TrustReason' });
export type TrustReason = z.infer<typeof trustReasonSchema>;

/**
 * An accepted offer's hold on a listing: only `buyer_uid` may book it until `until`, and the booking
 * takes `price`. Past `until` the listing is open to everyone again, whatever is stored.
 */
export const offerHoldSchema = z
  .object({
    offer_id: z.string(),
    buyer_uid: z.string(),
    price: z.number().int(),
    until: z.string(),
  })
  .meta({ id: 'OfferHold' });
export type OfferHold = z.infer<typeof offerHoldSchema>;

/** The hold of an accepted offer on the listing at `now`, or null when there is none or it has passed. */
export function activeOfferHold(listing: Pick<Product, 'offer_hold'>, now: Date): OfferHold | null {
  const hold = listing.offer_hold;
  return hold && now.getTime() < Date.parse(hold.until) ? hold : null;
}

/** products/{id}, as stored and as sent. Seller display fields are copies, so a page of listings is one query. */
export const productSchema = z
  .object({
    _id: z.string(),
    category_name: z.enum(CATEGORY_NAMES),
    condition_type: z.enum(CONDITIONS),
    mobile_number: z.string(),
    location: z.string(),
    description: z.string(),
    purchase_year: z.number().int(),
    price: z.number(),
    used_duration: z.string(),
    verified: z.boolean().meta({ description: "The seller's verified flag, copied." }),
    user_role: z.literal('Seller'),
    email: z.string().meta({ description: "The seller's email (see names.ts: sellerEmailOf)." }),
    seller_uid: z.string(),
    seller_name: z.string(),
    seller_img: z.string(),
    seller_rating_avg: z.number().default(0).meta({ description: "The seller's rating_avg, copied (0 while they have no published review)." }),
    seller_rating_count: z.number().int().default(0).meta({ description: "The seller's rating_count, copied." }),
    seller_completed_sales: z.number().int().default(0).meta({ description: "The seller's completed_sales, copied." }),
    seller_safe_meetings: z.number().int().default(0).meta({ description: "The seller's safe_meetings, copied." }),
    seller_disputes_upheld: z.number().int().default(0).meta({ description: "How many of the seller's decided disputes went against them, copied." }),
    seller_phone_verified: z
      .boolean()
      .default(false)
      .meta({ description: "The seller's mobile number was verified (Firebase Auth's phone provider) when they listed or re-listed this phone; mobile_number is that number." }),
    date: z.string().meta({ description: 'day.month.year, from the server clock.' }),
    status: z.enum(LISTING_STATUSES),
    adversite: z.boolean().meta({ description: 'Advertised on the home page (the spec\'s spelling).' }),
    bookedId: z
      .string()
      .nullable()
      .meta({ description: 'The open order holding this listing while booked, otherwise null (see names.ts: openOrderIdOf).' }),
    held_until: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "While booked: the deadline of the order holding it (its answer_by, then its hold_until); past it the listing reads as available. Else null." }),
    phone_details: z.object({
      phone_name: z.string(),
      phone_img: z.string(),
      phone_img_card: z.string(),
      phone_ram: z.string(),
      phone_camera: z.string(),
      phone_processor: z.string(),
    }),
    storage_gb: z
      .literal(STORAGE_GB_OPTIONS)
      .optional()
      .meta({ description: 'Storage in GB. Absent only on a listing from before it was asked whose RAM/storage text could not be read.' }),
    ram_gb: z
      .number()
      .int()
      .min(RAM_GB_MIN)
      .max(RAM_GB_MAX)
      .optional()
      .meta({ description: 'RAM in GB. Absent only on a listing from before it was asked whose RAM/storage text could not be read.' }),
    battery_health: z
      .number()
      .int()
      .min(BATTERY_HEALTH_MIN)
      .max(BATTERY_HEALTH_MAX)
      .optional()
      .meta({ description: 'Battery health in whole percent, as the seller read it. Absent on listings from before it was asked (never guessed).' }),
    createdAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable key for keyset pagination: createdAt then id.' }),
    search_tokens: z
      .array(z.string())
      .meta({ description: 'Normalised search tokens (contract/search.ts: listingSearchFields); empty while the listing is not shoppable.' }),
    price_key: z.string().meta({ description: 'Unique, sortable key of the price sorts: the price in zero-padded cents, then the id.' }),
    search_ram_gb: z.number().int().meta({ description: 'ram_gb, or 0 when unknown: the field the `ram` filter ranges over.' }),
    search_battery: z.number().int().meta({ description: 'battery_health, or 0 when unknown: the field the `minBattery` filter ranges over.' }),
    bookingSeq: z.number().int().meta({ description: "Bumped whenever an order on this listing closes; part of the next order's id." }),
    previous_price: z
      .number()
      .nullable()
      .meta({ description: 'The price before the first drop of the current price drop (the highest recent price), or null. See price-drop.ts.' }),
    price_dropped_at: z
      .string()
      .nullable()
      .meta({ description: 'When the price last dropped (ISO, server clock), or null. Public reads show both fields only within PRICE_DROP_DAYS of it.' }),
    // Listings people can trust.
    attested: z
      .boolean()
      .meta({ description: 'The seller confirmed every condition of the grades (contract/grades.ts: ATTESTATION_ITEMS) when listing; false on listings from before it was asked.' }),
    photos: z
      .array(z.string())
      .min(1)
      .max(MAX_PHOTOS)
      .meta({ description: `1 to ${MAX_PHOTOS} photo URLs (uploaded through POST /images), the cover first; phone_details.phone_img is photos[0].` }),
    imei_hash: z
      .string()
      .nullable()
      .meta({ description: 'Private: HMAC-SHA256 of the IMEI with the server secret, the id of its claim (imei_claims/{hash}) while live; null on legacy listings. Never sent.' }),
    imei_last4: z.string().nullable().meta({ description: 'The last four digits of the IMEI ("IMEI •••• 4821"); null on listings from before it was asked.' }),
    seller_since: z.string().nullable().meta({ description: "When the seller's account was created (ISO), copied: the trust score's account age." }),
    trust_score: z.number().int().min(0).max(100).meta({ description: 'Trust score 0–100 (contract/trust.ts: TRUST_WEIGHTS), written whenever an input changes.' }),
    trust_reasons: z.array(trustReasonSchema).meta({ description: 'The score\'s breakdown, one reason per factor of TRUST_WEIGHTS, in its order.' }),
    trust_key: z.string().meta({ description: 'Unique, sortable key of sort=trusted: the score zero-padded, then sortKey.' }),
    price_stats_key: z
      .string()
      .nullable()
      .meta({ description: 'The model and storage its comparables share (price_stats/{key}, contract/fair-price.ts); null when the storage is unknown.' }),
    price_verdict: z
      .enum(PRICE_VERDICTS)
      .nullable()
      .meta({ description: 'great (≤ 90 % of the median of comparables), fair (90–110 %), high (> 110 %); null with fewer than 3 comparables.' }),
    price_median: z.number().nullable().meta({ description: 'The median price of the comparables the verdict came from, or null.' }),
    price_comparables: z.number().int().meta({ description: 'How many comparables (same model and storage, live or sold in the last 90 days, never itself).' }),
    price_low: z.number().nullable().meta({ description: 'The lowest price among those comparables, or null without a verdict.' }),
    price_high: z.number().nullable().meta({ description: 'The highest price among those comparables, or null without a verdict.' }),
    // Moderation.
    moderation_key: z
      .string()
      .nullable()
      .default(null)
      .meta({ description: 'While pending_review, rejected or hidden: when it entered that status (ISO), then its id — unique and sortable, the review queue\'s order. Else null.' }),
    moderation_note: moderationNoteSchema
      .nullable()
      .default(null)
      .meta({ description: 'Why an admin rejected or hid it (the last such decision); null when none or once approved.' }),
    // Offers.
    firm_price: z.boolean().default(false).meta({ description: 'The seller takes no offers: the price is firm.' }),
    offer_floor: z
      .number()
      .int()
      .nullable()
      .default(null)
      .meta({ description: "Private to the seller: offers under it are declined at once, with a polite reason that never names it. Null: no floor." }),
    offer_hold: offerHoldSchema
      .nullable()
      .default(null)
      .meta({ description: 'Private: an accepted offer reserving the phone for its buyer until `until`, at the agreed price; null when none.' }),
    offerHoldSeq: z
      .number()
      .int()
      .default(0)
      .meta({ description: "Bumped by every acceptance: the id of the next hold's marker (offerHolds/{id}-{seq}), so two acceptances at once hold it once." }),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** The seller's fields copied on each of their listings (the seller.copies event rewrites them). */
export type SellerCopyField =
  | 'verified'
  | 'seller_name'
  | 'seller_img'
  | 'seller_rating_avg'
  | 'seller_rating_count'
  | 'seller_completed_sales'
  | 'seller_safe_meetings'
  | 'seller_disputes_upheld';

/**
 * The fields of a listing anyone may read (public GETs, the CDN's cache). An allow-list, so a
 * field added to Product stays private until it is named here. Never the seller's email, phone
 * number: those reach only the seller (My Products) and, through the order, the buyer.
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
  // The seller's public profile (GET /users/:uid/profile, /sellers/:uid on the web) is addressed by
  // their uid: the uid names a public page, it is no secret. Emails and phones stay private.
  'seller_uid',
  'seller_rating_avg',
  'seller_rating_count',
  'seller_completed_sales',
  'seller_safe_meetings',
  'seller_disputes_upheld',
  // Whether it is verified is public; the number itself is not.
  'seller_phone_verified',
  'date',
  'status',
  'adversite',
  'bookedId',
  'phone_details',
  'storage_gb',
  'ram_gb',
  'battery_health',
  'createdAt',
  'previous_price',
  'price_dropped_at',
  'attested',
  'photos',
  'imei_last4',
  'trust_score',
  'trust_reasons',
  'price_verdict',
  'price_median',
  'price_comparables',
  'price_low',
  'price_high',
  'firm_price',
] as const satisfies readonly (keyof Product)[];

/**
 * Fields only the server reads: never sent, not even to the listing's seller (the IMEI's keyed
 * hash, and the sort and aggregate keys derived from other fields).
 */
export const SERVER_ONLY_LISTING_FIELDS = ['imei_hash'] as const satisfies readonly (keyof Product)[];

/** A listing as its seller (or an admin) reads it: every field but the server's own. */
export const sellerListingSchema = productSchema.omit({ imei_hash: true }).meta({ id: 'SellerListing' });
export type SellerListing = z.infer<typeof sellerListingSchema>;

/**
 * A listing in the seller's own list (GET /products/myproducts): with its place in the review queue
 * while pending ("Under review, 3rd in line").
 */
export const myListingSchema = sellerListingSchema
  .extend({
    queue_position: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'While pending_review: 1 for the oldest listing in the review queue. Else null.' }),
  })
  .meta({ id: 'MyListing' });
export type MyListing = z.infer<typeof myListingSchema>;

/** The listing as its seller sees it. */
export function toSellerListing(listing: Product): SellerListing {
  const serverOnly: readonly string[] = SERVER_ONLY_LISTING_FIELDS;
  return Object.fromEntries(Object.entries(listing).filter(([field]) => !serverOnly.includes(field))) as SellerListing;
}

/** A listing as the public reads show it. */
export const publicListingSchema = productSchema
  .pick(Object.fromEntries(PUBLIC_LISTING_FIELDS.map((field) => [field, true])) as { [K in (typeof PUBLIC_LISTING_FIELDS)[number]]: true })
  .meta({ id: 'PublicListing' });
export type PublicListing = z.infer<typeof publicListingSchema>;

/**
 * A listing as it is at `now`: booked by an order whose deadline (held_until) has passed, it is
 * available again, before the expiry is written down (lazy expiry: docs/decisions/005-deadlines-are-data.md; order-deadlines.ts).
 */
export function withLapsedHold<L extends Pick<Product, 'status' | 'bookedId' | 'held_until'>>(listing: L, now: Date): L {
  if (listing.status !== 'booked' || !listing.held_until || now.getTime() < Date.parse(listing.held_until)) return listing;
  return { ...listing, status: 'available', bookedId: null, held_until: null };
}

/**
 * The listing as anyone may read it at `now`: a price drop older than PRICE_DROP_DAYS is no longer
 * news, and a phone an accepted offer reserves reads as booked (who and at what price stay private
 * to the offer's two sides), so nobody takes it for free until the hold lapses.
 */
export function toPublicListing(stored: Product, now: Date): PublicListing {
  const unheld = withLapsedHold(stored, now);
  const listing = unheld.status === 'available' && activeOfferHold(unheld, now) ? { ...unheld, status: 'booked' as const } : unheld;
  const fields = Object.fromEntries(PUBLIC_LISTING_FIELDS.map((field) => [field, listing[field]])) as PublicListing;
  return { ...fields, ...shownPriceDrop(listing, now) };
}

const currentYear = () => new Date().getUTCFullYear();

/** POST /products: only what the seller states about the phone. Everything else is the server's. */
export const createProductBody = z.object({
  category_name: z.enum(CATEGORY_NAMES, { error: 'Choose a category: apple, samsung, oneplus or huawei.' }),
  condition_type: z.enum(CONDITIONS, { error: 'Choose a condition: excellent, good or fair.' }),
  mobile_number: phoneNumber.optional().meta({
    description: "Accepted and not stored: the listing carries the seller's verified mobile number (Firebase Auth), the one buyers get after booking.",
  }),
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
  storage_gb: z.coerce
    .number({ error: 'Storage is required.' })
    .pipe(z.literal(STORAGE_GB_OPTIONS, { error: `Choose a storage size: ${STORAGE_GB_OPTIONS.join(', ')} GB.` })),
  ram_gb: z.coerce
    .number({ error: 'RAM is required.' })
    .int({ error: 'RAM must be a whole number of GB.' })
    .min(RAM_GB_MIN, { error: `RAM must be ${RAM_GB_MIN} to ${RAM_GB_MAX} GB.` })
    .max(RAM_GB_MAX, { error: `RAM must be ${RAM_GB_MIN} to ${RAM_GB_MAX} GB.` }),
  battery_health: z.coerce
    .number({ error: 'Battery health is required.' })
    .int({ error: 'Battery health must be a whole percent.' })
    .min(BATTERY_HEALTH_MIN, { error: `Battery health must be ${BATTERY_HEALTH_MIN} to ${BATTERY_HEALTH_MAX} %.` })
    .max(BATTERY_HEALTH_MAX, { error: `Battery health must be ${BATTERY_HEALTH_MIN} to ${BATTERY_HEALTH_MAX} %.` }),
  attested: z.literal(true, { error: ATTESTATION_REQUIRED_MESSAGE }).meta({
    description: 'Required, true: the seller confirms every condition of the grades (contract/grades.ts: ATTESTATION_ITEMS).',
  }),
  imei: imeiField,
  photos: z
    .array(z.string({ error: 'Each photo must be a URL.' }).trim().min(1, { error: 'Each photo must be a URL.' }).max(2048), {
      error: 'Add at least one photo.',
    })
    .min(1, { error: 'Add at least one photo.' })
    .max(MAX_PHOTOS, { error: `At most ${MAX_PHOTOS} photos.` })
    .meta({ description: `1 to ${MAX_PHOTOS} photos uploaded through POST /images, the cover first.` }),
  firm_price: z
    .boolean({ error: 'firm_price must be true or false.' })
    .optional()
    .meta({ description: 'True: the price is firm and buyers cannot make offers. Default false.' }),
  offer_floor: z
    .number({ error: 'offer_floor must be a whole number of taka.' })
    .int({ error: 'offer_floor must be a whole number of taka.' })
    .positive({ error: 'offer_floor must be more than 0.' })
    .max(10_000_000, { error: 'offer_floor is too high.' })
    .nullable()
    .optional()
    .meta({ description: 'Private: offers under this price are declined at once with a polite reason; buyers never see it. Null: no floor.' }),
  phone_details: z.object({
    phone_name: text(100, 'Phone name'),
    phone_img: z
      .string()
      .max(2048)
      .optional()
      .meta({ description: 'Ignored: the server writes the cover, photos[0]. Accepted so older clients keep working.' }),
    phone_ram: z
      .string()
      .max(50)
      .optional()
      .meta({ description: 'Ignored: the server writes "8/128 GB" from ram_gb and storage_gb. Accepted so older clients keep working.' }),
    phone_camera: text(100, 'Camera'),
    phone_processor: text(100, 'Processor'),
  }),
});
export type CreateProductBody = z.infer<typeof createProductBody>;

/**
 * PATCH /products/:id: what the seller may change, validated as at creation; every field is
 * optional (phone_details' too) but at least one must be given. Unknown fields are dropped.
 */
export const updateProductBody = createProductBody
  // The mobile number is the seller's verified one, kept up to date by re-listing, not by an edit.
  .omit({ attested: true, imei: true, mobile_number: true })
  .extend({
    phone_details: createProductBody.shape.phone_details.partial().extend({
      phone_img: z
        .string()
        .trim()
        .min(1, { error: 'Photo is required.' })
        .max(2048)
        .optional()
        .meta({ description: 'A new cover for older clients: it becomes photos[0]. Prefer `photos`.' }),
    }),
    imei: z
      .unknown()
      .refine((value) => value === undefined, { error: IMEI_FIXED_MESSAGE })
      .optional()
      .meta({ description: 'Refused: the IMEI of a listing cannot change (delete the listing and list the phone again).' }),
  })
  .partial()
  .refine((body) => Object.values({ ...body, phone_details: undefined, ...body.phone_details }).some((value) => value !== undefined), {
    error: 'Change at least one field of the listing.',
  });
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const myProductsQuery = pageQuery.extend({ email: email.meta({ description: 'The seller whose listings to list.' }) });

export const productIdParam = z.object({ id: docId });

/** PATCH /products/:id answers the listing as its seller sees it after the change. */
export const updateProductResponse = z.object({ acknowledged: z.literal(true), product: sellerListingSchema });
export type UpdateProductResponse = z.infer<typeof updateProductResponse>;

/** PUT /products/sold/:id answers the listing's status after the toggle. */
/** POST /products: the new listing's id, and whether it went live or waits for review (and where in the queue). */
export const createProductResponse = z
  .object({
    acknowledged: z.literal(true),
    insertedId: z.string(),
    status: z.enum(LISTING_STATUSES).meta({ description: '`available` when live at once, `pending_review` when it waits for an admin.' }),
    queue_position: z.number().int().nullable().meta({ description: 'While pending_review: its place in the review queue (1 is next). Else null.' }),
  })
  .meta({ id: 'ProductCreated' });
export type CreateProductResponse = z.infer<typeof createProductResponse>;

export const toggleSoldResponse = z.object({ acknowledged: z.literal(true), status: z.enum(LISTING_STATUSES) });
export type ToggleSoldResponse = z.infer<typeof toggleSoldResponse>;

/** PUT /products/adversite/:id answers whether the listing is advertised after the toggle. */
export const toggleAdvertisingResponse = z.object({ acknowledged: z.literal(true), adversite: z.boolean() });
export type ToggleAdvertisingResponse = z.infer<typeof toggleAdvertisingResponse>;
