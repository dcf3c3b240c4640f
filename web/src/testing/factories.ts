import { orderMeetupDefaults, type Order } from '@contract/orders';
import type { ConversationView } from '@contract/conversations';
import type { OfferView } from '@contract/offers';
import type { ReportGroupView } from '@contract/moderation';
import type { MyListing, Product } from '@contract/products';
import { DEFAULT_EMAIL_PREFERENCES, NO_STANDING, type UserRecord } from '@contract/users';
import type { WishlistEntry } from '@contract/wishlist';

let counter = 0;
const nextId = () => `id${(counter += 1)}`;

/** A listing as GET /api/products returns it. */
export function createProduct(overrides: Partial<Product> = {}): Product {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    category_name: 'apple',
    condition_type: 'excellent',
    mobile_number: '+8801712345678',
    location: 'Dhaka',
    description: 'Battery health 91%, no scratches.',
    purchase_year: 2023,
    price: 52000,
    used_duration: '1 year',
    verified: true,
    user_role: 'Seller',
    email: 'seller@recell.test',
    seller_uid: 'seller-uid',
    seller_name: 'Sam Seller',
    seller_img: '',
    seller_rating_avg: 0,
    seller_rating_count: 0,
    seller_completed_sales: 0,
    seller_safe_meetings: 0,
    seller_disputes_upheld: 0,
    seller_phone_verified: true,
    moderation_key: null,
    moderation_note: null,
    firm_price: false,
    offer_floor: null,
    offer_hold: null,
    offerHoldSeq: 0,
    date: '5.3.2026',
    status: 'available',
    adversite: false,
    bookedId: null,
    phone_details: {
      phone_name: 'iPhone 13 Pro',
      phone_img: `/api/images/${_id}-1200.webp`,
      phone_img_card: `/api/images/${_id}-400.webp`,
      phone_ram: '6 GB / 128 GB',
      phone_camera: '12 MP triple',
      phone_processor: 'A15 Bionic',
    },
    storage_gb: 128,
    ram_gb: 6,
    battery_health: 91,
    createdAt: '2026-03-05T10:00:00.000Z',
    sortKey: `2026-03-05T10:00:00.000Z_${_id}`,
    bookingSeq: 0,
    previous_price: null,
    price_dropped_at: null,
    search_tokens: [],
    price_key: `000005200000_${_id}`,
    search_ram_gb: 6,
    search_battery: 91,
    attested: true,
    photos: [`/api/images/${_id}-1200.webp`],
    imei_hash: null,
    imei_last4: '4821',
    seller_since: '2025-01-05T10:00:00.000Z',
    trust_score: 86,
    trust_reasons: [],
    trust_key: `086_2026-03-05T10:00:00.000Z_${_id}`,
    price_stats_key: 'iphone13pro_128',
    price_verdict: null,
    price_median: null,
    price_comparables: 0,
    price_low: null,
    price_high: null,
    ...overrides,
  };
}

/** A listing as its seller's own list returns it (GET /products/myproducts). */
export function createMyListing(overrides: Partial<MyListing> = {}): MyListing {
  return { ...createProduct(overrides), queue_position: null, ...overrides };
}

/** A conversation as its buyer reads it: buyer-uid asking seller-uid about listing p1. */
/** One listing's open reports as the admins' Reports screen reads them: one report by default. */
export function createReportGroup(overrides: Partial<ReportGroupView> = {}): ReportGroupView {
  const reason = overrides.reports?.[0]?.reason ?? 'scam';
  return {
    listing_id: 'l1',
    listing: createMyListing({ _id: 'l1' }),
    open_reports: 1,
    reasons: { [reason]: 1 },
    first_reported_at: '2026-11-20T10:00:00.000Z',
    last_reported_at: '2026-11-20T10:00:00.000Z',
    reports: [{ _id: 'r1', reporter_uid: 'u1', reporter_name: 'Rina', reason, details: '', createdAt: '2026-11-20T10:00:00.000Z' }],
    ...overrides,
  } as ReportGroupView;
}

export function createConversationView(overrides: Partial<ConversationView> = {}): ConversationView {
  const _id = overrides._id ?? 'p1_buyer-uid';
  return {
    _id,
    listingId: 'p1',
    listing_name: 'Pixel 7',
    listing_img: '',
    my_side: 'buyer',
    other_uid: 'seller-uid',
    other_name: 'Sam Seller',
    other_img: '',
    last_message: null,
    lastMessageAt: null,
    unread: 0,
    createdAt: '2026-11-24T09:00:00.000Z',
    sortKey: `2026-11-24T09:00:00.000Z_${_id}`,
    ...overrides,
  };
}

export function createWishlistItem(overrides: Partial<WishlistEntry> = {}): WishlistEntry {
  const productId = overrides.productId ?? nextId();
  return {
    _id: `buyer-uid_${productId}`,
    productId,
    uid: 'buyer-uid',
    email: 'buyer@recell.test',
    name: 'Galaxy S22',
    img: '/api/images/x-400.webp',
    processor: 'Snapdragon 8 Gen 1',
    ram: '8 GB / 256 GB',
    camera: '50 MP',
    category_name: 'samsung',
    condition_type: 'good',
    price: 41000,
    status: 'available',
    adversite: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    sortKey: `2026-03-05T10:00:00.000Z_${productId}`,
    ...overrides,
  };
}

export function createOrder(overrides: Partial<Order> = {}): Order {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    item_name: 'iPhone 13 Pro',
    item_img: '/api/images/x-400.webp',
    item_brand: 'apple',
    price: 52000,
    listed_price: 52000,
    offer_id: null,
    buyer_name: 'Bea Buyer',
    email: 'buyer@recell.test',
    buyer_uid: 'buyer-uid',
    seller_email: 'seller@recell.test',
    seller_uid: 'seller-uid',
    seller_name: 'Sam Seller',
    seller_mobile_number: '+8801812345678',
    mobile_number: '+8801712345678',
    meet_location: 'Gulshan 2',
    message: '',
    date: '6.3.2026',
    bookedId: 'p1',
    status: 'booked',
    createdAt: '2026-03-06T10:00:00.000Z',
    updatedAt: '2026-03-06T10:00:00.000Z',
    sortKey: `2026-03-06T10:00:00.000Z_${_id}`,
    ...orderMeetupDefaults(),
    ...overrides,
  };
}

/** One round of an offer as GET /api/offers returns it: the buyer's ৳45,000 on a ৳52,000 phone, pending for a day. */
export function createOffer(overrides: Partial<OfferView> = {}): OfferView {
  const round = overrides.round ?? 1;
  const _id = overrides._id ?? `p1_buyer-uid_${round}`;
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  return {
    _id,
    listing_id: 'p1',
    buyer_uid: 'buyer-uid',
    seller_uid: 'seller-uid',
    buyer_name: 'Bea Buyer',
    seller_name: 'Sam Seller',
    item_name: 'iPhone 13 Pro',
    item_img: '/api/images/x-400.webp',
    listed_price: 52000,
    round,
    price: 45000,
    proposed_by: 'buyer',
    message: '',
    status: 'pending',
    answer_by: new Date(Date.parse(createdAt) + 24 * 60 * 60 * 1000).toISOString(),
    answered_at: null,
    decline_reason: null,
    book_by: null,
    createdAt,
    updatedAt: createdAt,
    sortKey: `${createdAt}_${_id}`,
    listing_status: 'available',
    ...overrides,
  };
}

/** A users/{uid} record as GET /api/users/me and the admin tables return it: a buyer unless overridden. */
export function createUserRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  const _id = overrides._id ?? nextId();
  const createdAt = overrides.createdAt ?? '2026-11-01T10:00:00.000Z';
  return {
    _id,
    name: 'Bea Buyer',
    email: `${_id}@recell.test`,
    image: '',
    user_role: 'Buyer',
    role: 'user',
    verified: false,
    verificationRequestedAt: null,
    emailPreferences: DEFAULT_EMAIL_PREFERENCES,
    language: 'en',
    ...NO_STANDING,
    createdAt,
    sortKey: `${createdAt}_${_id}`,
    ...overrides,
  };
}
