import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BATTERY_HEALTH_MAX,
  BATTERY_HEALTH_MIN,
  CATEGORIES,
  CATEGORY_NAMES,
  CONDITIONS,
  IMAGE_WIDTHS,
  MAX_PHOTOS,
  RAM_GB_MAX,
  RAM_GB_MIN,
  STORAGE_GB_OPTIONS,
} from '../../functions/src/contract/constants';
import { displayDate } from '../../functions/src/contract/dates';
import { cardUrlFor } from '../../functions/src/contract/image-urls';
import { categorySchema } from '../../functions/src/contract/categories';
import { offerSchema } from '../../functions/src/contract/offers';
import { offerPriceProblem, takaText } from '../../functions/src/contract/offer-status';
import { ORDER_STATUSES, orderSchema, type Order } from '../../functions/src/contract/orders';
import { effectiveOrderStatus } from '../../functions/src/contract/order-deadlines';
import { hasRecentPriceDrop } from '../../functions/src/contract/price-drop';
import { PRICE_VERDICTS } from '../../functions/src/contract/price-verdict';
import { TRUST_FACTORS } from '../../functions/src/contract/trust';
import { LISTING_STATUSES, moderationNoteSchema, offerHoldSchema, productSchema, trustReasonSchema, type Product } from '../../functions/src/contract/products';
import { ACCOUNT_TYPES, ratingAverage, userRecordSchema, type UserRecord } from '../../functions/src/contract/users';
import { LANGUAGES } from '../../functions/src/contract/languages';
import { searchWords } from '../../functions/src/contract/search';
import { wishlistEntryFor, wishlistEntrySchema, type WishlistEntry } from '../../functions/src/contract/wishlist';
import { signIn } from '../lib/auth-emulator';
import { auth, db } from '../lib/firebase-admin';
import { inboxSummaries, loadSeed, reportGroups, type SeedAccountSummary } from './load-seed';
import { reportIdFor, reportSchema } from '../../functions/src/contract/moderation';
import { ESTABLISHED_SELLER_SALES } from '../../functions/src/contract/constants';
import { conversationIdFor, conversationSchema, messageSchema } from '../../functions/src/contract/conversations';
import { notificationSchema } from '../../functions/src/contract/notifications';
import { isPublished, reviewSchema } from '../../functions/src/contract/reviews';
import { disputesAsLoadedAt, LOCAL_ORIGIN, ordersAsLoadedAt, productsAsLoadedAt, readSeed, seedDate, storedListings } from './seed-files';
import { meetupSpotSchema, SPOT_KINDS } from '../../functions/src/contract/meetup-spots';
import { disputeSchema, disputeWindowEndOf, effectiveDisputeStatus, isWithinDisputeWindow } from '../../functions/src/contract/disputes';

const seed = readSeed();
/** A load two weeks after the seed's date, when its price drops would long be over had they kept their committed dates. */
const LOADED_AT = new Date(seedDate(seed).getTime() + 14 * 24 * 60 * 60 * 1000);
/** The listings as stored at LOADED_AT: the seed's (drop dates moved), with the fields they derive (search, trust, price verdicts). */
const seedListings = storedListings(productsAsLoadedAt(seed, LOADED_AT), LOADED_AT).products;
let dataDir: string;
let accounts: SeedAccountSummary[];
let loadMs: number;
const logged: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-seed-'));
  const started = performance.now();
  ({ accounts } = await loadSeed({ dataDir, log: (line) => logged.push(line), now: LOADED_AT }));
  loadMs = performance.now() - started;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// ---- the shapes of the stored documents (strict: an unknown field fails) ----

const isoDate = z.iso.datetime();
const ourImage = z.string().regex(/^\/api\/images\/[0-9a-f-]{36}-\d+\.webp$/);

const userShape: z.ZodType<UserRecord> = z.strictObject({
  _id: z.string().min(1),
  name: z.string().regex(/^\S+ \S+/, 'first and last name'),
  email: z.email(),
  image: ourImage,
  user_role: z.enum(ACCOUNT_TYPES),
  role: z.enum(['admin', 'user']),
  verified: z.boolean(),
  verificationRequestedAt: isoDate.nullable(),
  emailPreferences: z.strictObject({ bookings: z.boolean(), messages: z.boolean(), news: z.boolean(), reviews: z.boolean(), account: z.boolean() }),
  language: z.enum(LANGUAGES),
  rating_sum: z.number().int().min(0),
  rating_count: z.number().int().min(0),
  rating_avg: z.number().min(0).max(5),
  completed_sales: z.number().int().min(0),
  safe_meetings: z.number().int().min(0),
  dispute_outcomes: z.strictObject({ resolved: z.number().int().min(0), seller_warned: z.number().int().min(0), rules_broken: z.number().int().min(0), seller_suspended: z.number().int().min(0) }),
  createdAt: isoDate,
  sortKey: z.string(),
});

const productShape: z.ZodType<Product> = z.strictObject({
  _id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  category_name: z.enum(CATEGORY_NAMES),
  condition_type: z.enum(CONDITIONS),
  mobile_number: z.string().regex(/^\+?\d{6,15}$/),
  location: z.string().min(3),
  description: z.string().min(20).max(2000),
  purchase_year: z.number().int().min(2019).max(2025),
  price: z.number().positive(),
  used_duration: z.string().regex(/^\d+ (years?|months?)( \d+ months?)?$/),
  verified: z.literal(true),
  user_role: z.literal('Seller'),
  email: z.email(),
  seller_uid: z.string().min(1),
  seller_name: z.string().min(1),
  seller_img: z.string().min(1),
  seller_rating_avg: z.number().min(0).max(5),
  seller_rating_count: z.number().int().min(0),
  seller_completed_sales: z.number().int().min(0),
  seller_safe_meetings: z.number().int().min(0),
  seller_disputes_upheld: z.number().int().min(0),
  seller_phone_verified: z.literal(true),
  date: z.string().regex(/^\d{1,2}\.\d{1,2}\.\d{4}$/),
  status: z.enum(LISTING_STATUSES),
  adversite: z.boolean(),
  bookedId: z.string().nullable(),
  phone_details: z.strictObject({
    phone_name: z.string().min(1),
    phone_img: ourImage,
    phone_img_card: ourImage,
    phone_ram: z.string().regex(/^\d+\/\d+ GB$/),
    phone_camera: z.string().regex(/^\d+MP( \+ \d+MP)*$/),
    phone_processor: z.string().min(1),
  }),
  previous_price: z.number().positive().nullable(),
  price_dropped_at: isoDate.nullable(),
  storage_gb: z.literal(STORAGE_GB_OPTIONS),
  ram_gb: z.number().int().min(RAM_GB_MIN).max(RAM_GB_MAX),
  battery_health: z.number().int().min(BATTERY_HEALTH_MIN).max(BATTERY_HEALTH_MAX),
  createdAt: isoDate,
  sortKey: z.string(),
  bookingSeq: z.number().int().min(0),
  search_tokens: z.array(z.string()),
  price_key: z.string().regex(/^\d{12}_/),
  search_ram_gb: z.number().int().min(RAM_GB_MIN),
  search_battery: z.number().int().min(BATTERY_HEALTH_MIN),
  held_until: isoDate.nullable().optional(),
  attested: z.boolean(),
  photos: z.array(ourImage).min(1).max(MAX_PHOTOS),
  imei_hash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
  imei_last4: z.string().regex(/^\d{4}$/).nullable(),
  seller_since: isoDate,
  trust_score: z.number().int().min(0).max(100),
  trust_reasons: z.array(trustReasonSchema).length(TRUST_FACTORS.length),
  trust_key: z.string().regex(/^\d{3}_/),
  price_stats_key: z.string().min(1),
  price_verdict: z.enum(PRICE_VERDICTS).nullable(),
  price_median: z.number().positive().nullable(),
  price_comparables: z.number().int().min(0),
  price_low: z.number().positive().nullable(),
  price_high: z.number().positive().nullable(),
  moderation_key: z.string().nullable(),
  moderation_note: moderationNoteSchema.nullable(),
  firm_price: z.boolean(),
  offer_floor: z.number().int().positive().nullable(),
  offer_hold: offerHoldSchema.nullable(),
  offerHoldSeq: z.number().int().min(0),
});

const orderShape: z.ZodType<Order> = z.strictObject({
  _id: z.string(),
  item_name: z.string().min(1),
  item_img: ourImage,
  item_brand: z.enum(CATEGORY_NAMES),
  price: z.number().positive(),
  listed_price: z.number().positive(),
  offer_id: z.string().nullable(),
  buyer_name: z.string().min(1),
  email: z.email(),
  buyer_uid: z.string().min(1),
  seller_email: z.email(),
  seller_uid: z.string().min(1),
  seller_name: z.string().min(1),
  seller_mobile_number: z.string().regex(/^\+?\d{6,15}$/),
  mobile_number: z.string().regex(/^\+?\d{6,15}$/),
  meet_location: z.string(),
  message: z.string(),
  date: z.string().regex(/^\d{1,2}\.\d{1,2}\.\d{4}$/),
  bookedId: z.string().min(1),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
  sortKey: z.string(),
  ...orderSchema.pick({
    slots: true,
    slot_spots: true,
    meet_spot: true,
    spot_ids: true,
    meet_at: true,
    answer_by: true,
    hold_until: true,
    accepted_at: true,
    closed_at: true,
    decline_reason: true,
    cancel_reason: true,
    cancelled_by: true,
    checklist: true,
    listing_battery_health: true,
    listing_imei_last4: true,
    handover_failures: true,
    handover_locked_until: true,
    handover_code_hash: true,
  }).shape,
});

const wishlistShape: z.ZodType<WishlistEntry> = z.strictObject({
  _id: z.string(),
  productId: z.string().min(1),
  uid: z.string().min(1),
  email: z.email(),
  name: z.string().min(1),
  img: ourImage,
  processor: z.string().min(1),
  ram: z.string().min(1),
  camera: z.string().min(1),
  category_name: z.enum(CATEGORY_NAMES),
  condition_type: z.enum(CONDITIONS),
  price: z.number().positive(),
  status: z.enum(LISTING_STATUSES),
  adversite: z.boolean(),
  createdAt: isoDate,
  sortKey: z.string(),
});

// ---- helpers ----

/** The stored documents of one collection with these ids, in the same order. */
async function stored<T>(collection: string, ids: string[], shape: z.ZodType<T>): Promise<T[]> {
  const snapshots = await db().getAll(...ids.map((id) => db().collection(collection).doc(id)));
  return snapshots.map((snapshot) => {
    expect(snapshot.exists, `${collection}/${snapshot.id} exists`).toBe(true);
    return shape.parse(snapshot.data());
  });
}

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const fileOf = (url: string) => path.join(dataDir, 'images', path.basename(url));
const imageId = (url: string) => /([0-9a-f-]{36})-\d+\.webp$/.exec(url)![1]!;

async function expectWebp(url: string, width: number, maxBytes: number) {
  const file = fileOf(url);
  const { size } = statSync(file);
  expect(size, `${path.basename(file)} size`).toBeLessThan(maxBytes);
  const metadata = await sharp(file).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.width).toBe(width);
}

const byId = <T extends { _id: string }>(items: T[]) => new Map(items.map((item) => [item._id, item]));

// ---- the checks ----

describe('loadSeed', () => {
  it('loads everything in a few seconds and lists the accounts for the banner', () => {
    expect(loadMs).toBeLessThan(30_000);
    expect(logged).toEqual([expect.stringMatching(/^seed loaded: \d+ accounts, \d+ documents, \d+ images in [\d.]+ s$/)]);
    expect(accounts).toEqual(
      expect.arrayContaining([
        { email: 'admin@recell.test', password: 'Recell#2026', role: 'admin' },
        { email: 'seller@recell.test', password: 'Recell#2026', role: 'seller (verified)' },
        { email: 'newseller@recell.test', password: 'Recell#2026', role: 'seller (not verified)' },
        { email: 'buyer@recell.test', password: 'Recell#2026', role: 'buyer' },
      ]),
    );
  });

  it('lets every seed account sign in, with ID token claims of its role', async () => {
    expect(seed.accounts.length).toBeGreaterThanOrEqual(4);
    for (const account of seed.accounts) {
      const claims = jwtPayload(await signIn(account.user.email, account.password));
      expect(claims).toMatchObject({ user_id: account.user._id, email: account.user.email, name: account.user.name, picture: `${LOCAL_ORIGIN}${account.user.image}` });
      expect(claims.role).toBe(account.claims.role);
      expect(claims.admin).toBe(account.claims.admin);
      expect(claims.verified).toBe(account.claims.verified);
    }
  });

  it('stores every document as the contract describes it (the API reads them through these schemas)', () => {
    for (const { user } of seed.accounts) expect(userRecordSchema.safeParse(user).error).toBeUndefined();
    for (const category of seed.categories) expect(categorySchema.safeParse(category).error).toBeUndefined();
    for (const product of seedListings) expect(productSchema.safeParse(product).error).toBeUndefined();
    for (const order of seed.orders) expect(orderSchema.safeParse(order).error).toBeUndefined();
    for (const entry of seed.wishlist) expect(wishlistEntrySchema.safeParse(entry).error).toBeUndefined();
  });

  it('gives the four required accounts the roles the spec names', () => {
    const claimsOf = (email: string) => seed.accounts.find((account) => account.user.email === email)?.claims;
    expect(claimsOf('admin@recell.test')).toMatchObject({ admin: true });
    expect(claimsOf('seller@recell.test')).toEqual({ role: 'seller', verified: true });
    expect(claimsOf('newseller@recell.test')).toEqual({ role: 'seller' });
    expect(claimsOf('buyer@recell.test')).toEqual({ role: 'buyer' });
  });

  it('verifies a distinct mobile number on every account but the admin (who shows the Profile flow), and listings and orders carry those numbers', async () => {
    const numbers = await Promise.all(seed.accounts.map(async ({ user }) => [user.email, (await auth().getUser(user._id)).phoneNumber ?? null] as const));
    const phoneOf = new Map(seed.accounts.map(({ user, phone_number }) => [user._id, phone_number]));
    expect(numbers.filter(([, phone]) => phone === null).map(([email]) => email)).toEqual(['admin@recell.test']);
    expect(numbers).toEqual(seed.accounts.map(({ user, phone_number }) => [user.email, phone_number ?? null]));
    expect(new Set(numbers.map(([, phone]) => phone)).size).toBe(numbers.length);
    for (const listing of seed.products) expect([listing._id, listing.mobile_number, listing.seller_phone_verified]).toEqual([listing._id, phoneOf.get(listing.seller_uid), true]);
    for (const order of seed.orders) expect([order._id, order.mobile_number]).toEqual([order._id, phoneOf.get(order.buyer_uid)]);
  });

  it('shows a pending verification request: the unverified seller asked on 2026-11-20, nobody else has one pending', () => {
    const pending = seed.accounts.filter(({ user }) => user.verificationRequestedAt !== null).map(({ user }) => [user.email, user.verificationRequestedAt?.slice(0, 10), user.verified]);
    expect(pending).toEqual([['newseller@recell.test', '2026-11-20', false]]);
  });

  it('stores each user as the UserRecord its claims mirror, with an avatar on disk', async () => {
    const users = await stored('users', seed.accounts.map((account) => account.user._id), userShape);
    expect(users).toEqual(seed.accounts.map((account) => account.user));
    for (const [i, user] of users.entries()) {
      const { claims } = seed.accounts[i]!;
      expect(user.role === 'admin').toBe(claims.admin === true);
      expect(user.user_role).toBe(claims.role === 'seller' ? 'Seller' : 'Buyer');
      expect(user.verified).toBe(claims.verified === true);
      await expectWebp(user.image, IMAGE_WIDTHS.card, 40_000);
    }
  });

  it('stores the four categories of the constants', async () => {
    const categorySchema = z.strictObject({ _id: z.string(), id: z.number(), category_name: z.enum(CATEGORY_NAMES) });
    const categories = await stored('categories', CATEGORIES.map((category) => String(category.id)), categorySchema);
    expect(categories).toEqual(CATEGORIES.map((category) => ({ _id: String(category.id), ...category })));
  });

  it('stores 24+ listings over every brand and condition, each with its own image files', async () => {
    const products = await stored('products', seed.products.map((product) => product._id), productShape);
    expect(products).toEqual(seedListings);
    expect(products.length).toBeGreaterThanOrEqual(24);
    const combinations = new Set(products.map((product) => `${product.category_name}/${product.condition_type}`));
    expect(combinations.size).toBe(CATEGORY_NAMES.length * CONDITIONS.length);
    expect(new Set(products.map((product) => imageId(product.phone_details.phone_img))).size).toBe(products.length);
    // Several photos on some, the IMEI's last four digits on some (legacy ones have none), verdicts where 3+ compare.
    expect(products.filter((product) => product.photos.length >= 3).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => product.imei_last4 !== null).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((product) => product.imei_last4 === null).length).toBeGreaterThanOrEqual(5);
    expect(new Set(products.filter((product) => product.price_verdict !== null).map((product) => product.price_stats_key)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(products.map((product) => product.price_verdict))).toEqual(new Set(['great', 'fair', 'high', null]));
    expect(new Set(products.map((product) => product.sortKey)).size).toBe(products.length);

    const users = byId(seed.accounts.map((account) => account.user));
    for (const product of products) {
      expect(product.sortKey).toBe(`${product.createdAt}_${product._id}`);
      expect(product.date).toBe(displayDate(new Date(product.createdAt)));
      expect(cardUrlFor(product.phone_details.phone_img)).toBe(product.phone_details.phone_img_card);
      expect(product.photos[0]).toBe(product.phone_details.phone_img);
      expect(product.attested).toBe(product.imei_hash !== null);
      expect(product.seller_since).toBe(users.get(product.seller_uid)?.createdAt);
      const seller = users.get(product.seller_uid);
      expect(seller, `seller of ${product._id}`).toMatchObject({ user_role: 'Seller', verified: true });
      expect([product.email, product.seller_name, product.seller_img]).toEqual([seller!.email, seller!.name, seller!.image]);
      await expectWebp(product.phone_details.phone_img_card, IMAGE_WIDTHS.card, 40_000);
      for (const photo of product.photos) await expectWebp(photo, IMAGE_WIDTHS.detail, 200_000);
    }
  });

  it('has two held listings, each pointing at its open order: one booked (awaiting the answer), one accepted', async () => {
    const orders = byId(await stored('orders', seed.orders.map((order) => order._id), orderShape));
    const booked = seed.products.filter((product) => product.status === 'booked');
    expect(booked).toHaveLength(2);
    for (const listing of booked) {
      expect(listing.bookedId).toBe(`${listing._id}-${listing.bookingSeq}`);
      expect(orders.get(listing.bookedId!)).toMatchObject({ bookedId: listing._id });
      expect(listing.adversite).toBe(false);
    }
    expect(booked.map((listing) => orders.get(listing.bookedId!)!.status).sort()).toEqual(['accepted', 'booked']);
  });

  it("shows the meetup to seller@recell.test: a request to answer, an accepted meetup with a checklist half ticked, a handover, a decline, an expiry", async () => {
    const orders = byId(await stored('orders', seed.orders.map((order) => order._id), orderShape));
    const listings = byId(await stored('products', seed.products.map((product) => product._id), productShape));
    const mine = [...orders.values()].filter((order) => order.seller_email === 'seller@recell.test');
    const one = (status: string) => mine.find((order) => order.status === status)!;
    // Whenever it is loaded, the request still awaits the answer and the meeting is still ahead.
    const request = one('booked');
    expect(request.slots.length).toBeGreaterThanOrEqual(2);
    expect(effectiveOrderStatus(request, LOADED_AT)).toBe('booked');
    expect(Date.parse(request.answer_by!) - LOADED_AT.getTime()).toBeGreaterThan(60 * 60 * 1000);
    expect(request.slots.every((slot) => slot > LOADED_AT.toISOString())).toBe(true);
    expect(listings.get(request.bookedId)!.held_until).toBe(request.answer_by);

    const meetup = one('accepted');
    expect(effectiveOrderStatus(meetup, LOADED_AT)).toBe('accepted');
    expect(meetup.meet_at! > LOADED_AT.toISOString()).toBe(true);
    expect(listings.get(meetup.bookedId)!.held_until).toBe(meetup.hold_until);
    const ticked = Object.values(meetup.checklist!.items).filter(Boolean).length;
    expect(ticked).toBeGreaterThan(0);
    expect(ticked).toBeLessThan(Object.keys(meetup.checklist!.items).length);
    // Its code is stored only as its keyed hash (functions/src/modules/orders/handover-code.test.ts
    // checks that the seed's hashes are those of the codes the API derives with the local key).
    expect(meetup.handover_code_hash).toMatch(/^[0-9a-f]{64}$/);

    const handedOver = mine.find((order) => order.status === 'completed' && order.checklist)!;
    expect(handedOver.handover_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(one('declined').decline_reason).toEqual(expect.any(String));
    expect(one('expired').closed_at).toBe(one('expired').answer_by);
  });

  it('keeps the open meetups at their time of day whenever it is loaded, the answer due within 24 hours, each hold as its order has it', () => {
    const loadedAt = new Date(seedDate(seed).getTime() + 9 * 24 * 60 * 60 * 1000 + 5 * 60 * 60 * 1000 + 17 * 60 * 1000);
    const loaded = byId(ordersAsLoadedAt(seed, loadedAt));
    const heldUntil = new Map(productsAsLoadedAt(seed, loadedAt).map((listing) => [listing._id, listing.held_until]));
    const open = seed.orders.filter((order) => order.status === 'booked' || order.status === 'accepted');
    expect(open.map((order) => order.status).sort()).toEqual(['accepted', 'booked']);
    const timeOfDay = (iso: string | null) => iso?.slice(11);
    for (const committed of open) {
      const order = loaded.get(committed._id)!;
      expect(order.slots.map(timeOfDay)).toEqual(committed.slots.map(timeOfDay));
      expect(order.slots.every((slot) => Date.parse(slot) > loadedAt.getTime())).toBe(true);
      expect(timeOfDay(order.meet_at)).toBe(timeOfDay(committed.meet_at));
      // Booked as long before the load as it was before the seed's date: the booking agrees with its deadline.
      expect(Date.parse(order.createdAt)).toBeLessThan(loadedAt.getTime());
      expect(Date.parse(order.answer_by!) - Date.parse(order.createdAt)).toBe(Date.parse(committed.answer_by!) - Date.parse(committed.createdAt));
      expect(order).toMatchObject({ date: displayDate(new Date(order.createdAt)), sortKey: `${order.createdAt}_${order._id}` });
      if (order.status === 'accepted') {
        expect(Date.parse(order.meet_at!)).toBeGreaterThan(loadedAt.getTime());
        expect(Date.parse(order.hold_until!) - Date.parse(order.meet_at!)).toBe(48 * 60 * 60 * 1000);
        expect(heldUntil.get(order.bookedId)).toBe(order.hold_until);
      } else {
        const left = Date.parse(order.answer_by!) - loadedAt.getTime();
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
        expect(heldUntil.get(order.bookedId)).toBe(order.answer_by);
      }
    }
  });

  it("shows offers to buyer@ and seller@: one pending, one countered (its next round pending), one accepted that holds its listing, whenever it is loaded", async () => {
    const offers = await stored('offers', seed.offers.map((offer) => offer._id), offerSchema.strict());
    expect(offers.map((offer) => offer.status).sort()).toEqual(['accepted', 'countered', 'pending', 'pending']);
    const listings = byId(await stored('products', seed.products.map((product) => product._id), productShape));
    for (const offer of offers) {
      expect(offer._id).toBe(`${offer.listing_id}_${offer.buyer_uid}_${offer.round}`);
      const listing = listings.get(offer.listing_id)!;
      expect(listing).toMatchObject({ status: 'available', seller_uid: offer.seller_uid, price: offer.listed_price, firm_price: false });
      expect(offerPriceProblem(offer.price, listing.price)).toBeNull();
      // Open rounds wait for their answer, and the accepted one can be booked, after loading.
      if (offer.status === 'pending') expect(Date.parse(offer.answer_by)).toBeGreaterThan(LOADED_AT.getTime());
      const closure = await db().collection('offerClosures').doc(offer._id).get();
      expect(closure.exists).toBe(offer.status !== 'pending');
    }
    const accepted = offers.find((offer) => offer.status === 'accepted')!;
    expect(Date.parse(accepted.book_by!)).toBeGreaterThan(LOADED_AT.getTime());
    const held = listings.get(accepted.listing_id)!;
    expect(held.offer_hold).toEqual({ offer_id: accepted._id, buyer_uid: accepted.buyer_uid, price: accepted.price, until: accepted.book_by });
    expect((await db().collection('offerHolds').doc(`${held._id}-${held.offerHoldSeq - 1}`).get()).exists).toBe(true);
    // Each pair's conversation tells its rounds, as the API's offer.thread handler writes them.
    const countered = offers.find((offer) => offer.status === 'countered')!;
    const thread = conversationIdFor(countered.listing_id, countered.buyer_uid);
    const lines = (await db().collection(`conversations/${thread}/messages`).orderBy('sortKey').get()).docs.map((doc) => doc.data());
    for (const line of lines) expect(messageSchema.strict().safeParse(line).error).toBeUndefined();
    expect(lines.map((line) => [line.offer.event, line.offer.by, line.text])).toEqual([
      ['offered', 'buyer', `Offered ${takaText(countered.price)}`],
      ['countered', 'seller', `Countered with ${takaText(offers.find((offer) => offer.listing_id === countered.listing_id && offer.round === 2)!.price)}`],
    ]);
    const conversation = (await db().collection('conversations').doc(thread).get()).data()!;
    expect(conversation).toMatchObject({ lastMessageKey: lines.at(-1)!.sortKey, buyer_unread: 0, seller_unread: 0 });
    // A firm listing, and a floor only its seller sees.
    expect(seed.products.some((product) => product.firm_price)).toBe(true);
    expect(seed.products.some((product) => product.offer_floor !== null)).toBe(true);
  });

  it('has sold listings with completed orders, and every other listing free of an open order', () => {
    const sold = seed.products.filter((product) => product.status === 'sold');
    expect(sold.length).toBeGreaterThanOrEqual(1);
    const orders = byId(seed.orders);
    for (const listing of sold) {
      expect(listing.bookedId).toBeNull();
      expect(orders.get(`${listing._id}-${listing.bookingSeq - 1}`)).toMatchObject({ status: 'completed', bookedId: listing._id });
    }
    for (const listing of seed.products.filter((product) => product.status !== 'booked')) {
      expect(listing.bookedId).toBeNull();
    }
  });

  it('shows two recent price drops whenever it is loaded, each below its old price', async () => {
    const products = await stored('products', seed.products.map((product) => product._id), productShape);
    const dropped = products.filter((product) => hasRecentPriceDrop(product, LOADED_AT));
    expect(dropped.map((product) => product._id)).toEqual(seed.products.filter((product) => product.previous_price !== null).map((product) => product._id));
    expect(dropped).toHaveLength(2);
    for (const product of dropped) {
      expect(product.status).toBe('available');
      expect(product.previous_price!).toBeGreaterThan(product.price);
      // As old at load time as at the seed's date, and later than the listing.
      const committed = seed.products.find((listing) => listing._id === product._id)!;
      expect(LOADED_AT.getTime() - Date.parse(product.price_dropped_at!)).toBe(seedDate(seed).getTime() - Date.parse(committed.price_dropped_at!));
      expect(product.price_dropped_at! > product.createdAt).toBe(true);
    }
    expect(products.filter((product) => product.previous_price === null).every((product) => product.price_dropped_at === null)).toBe(true);
  });

  it('advertises only available listings, and several of them', () => {
    const advertised = seed.products.filter((product) => product.adversite);
    expect(advertised.length).toBeGreaterThanOrEqual(4);
    expect(advertised.every((product) => product.status === 'available')).toBe(true);
  });

  it('has orders of several brands, so the order pages show checklists of different phones', () => {
    const brands = new Set(seed.orders.map((order) => order.item_brand));
    expect([...brands].sort()).toEqual([...CATEGORY_NAMES].sort());
    expect(seed.orders.some((order) => order.status === 'accepted' && order.item_brand !== 'apple')).toBe(true);
    expect(new Set(seed.orders.filter((order) => order.checklist).map((order) => order.item_brand)).size).toBeGreaterThan(1);
  });

  it('keeps every order consistent with its listing and its buyer', () => {
    const products = byId(seed.products);
    const users = byId(seed.accounts.map((account) => account.user));
    expect(seed.orders.some((order) => order.status === 'cancelled')).toBe(true);
    for (const order of seed.orders) {
      const listing = products.get(order.bookedId)!;
      const seq = Number(order._id.slice(listing._id.length + 1));
      expect(order._id).toBe(`${listing._id}-${seq}`);
      // An order closed before the listing's current round; only the open one is current.
      expect(seq).toBeLessThanOrEqual(listing.bookingSeq);
      expect(order.status === 'booked' || order.status === 'accepted').toBe(seq === listing.bookingSeq && listing.status === 'booked');
      expect(order).toMatchObject({
        item_name: listing.phone_details.phone_name,
        item_img: listing.phone_details.phone_img_card,
        item_brand: listing.category_name,
        price: listing.price,
        seller_email: listing.email,
        seller_uid: listing.seller_uid,
        seller_name: listing.seller_name,
        seller_mobile_number: listing.mobile_number,
        sortKey: `${order.createdAt}_${order._id}`,
        date: displayDate(new Date(order.createdAt)),
      });
      const buyer = users.get(order.buyer_uid)!;
      expect([order.email, order.buyer_name]).toEqual([buyer.email, buyer.name]);
      expect(order.buyer_uid).not.toBe(order.seller_uid);
      expect(order.createdAt > listing.createdAt && order.updatedAt >= order.createdAt).toBe(true);
    }
  });

  it("fills buyer@recell.test's wishlist with copies of the listings", async () => {
    const entries = await stored('wishlist', seed.wishlist.map((item) => item._id), wishlistShape);
    expect(entries).toEqual(seed.wishlist);
    const buyer = seed.accounts.find((account) => account.user.email === 'buyer@recell.test')!.user;
    expect(entries.filter((entry) => entry.uid === buyer._id).length).toBeGreaterThanOrEqual(3);
    const products = byId(seedListings);
    for (const entry of entries) {
      const listing = products.get(entry.productId)!;
      expect(entry._id).toBe(`${entry.uid}_${entry.productId}`);
      // The seed's copies are exactly what the API would have written.
      expect(entry).toEqual(wishlistEntryFor({ uid: buyer._id, email: buyer.email }, listing, new Date(entry.createdAt)));
    }
  });

  it('describes one drawing per photo of a listing and per user, named as they are', () => {
    const products = byId(seed.products);
    for (const phone of seed.images.phones) {
      const listing = products.get(phone.productId)!;
      expect(phone.name).toBe(listing.phone_details.phone_name);
      expect(phone.brand).toBe(listing.category_name);
      expect(listing.photos.map(imageId)).toContain(phone.id);
    }
    expect(seed.images.phones).toHaveLength(seed.products.reduce((sum, product) => sum + product.photos.length, 0));
    const users = byId(seed.accounts.map((account) => account.user));
    for (const avatar of seed.images.avatars) expect(imageId(users.get(avatar.uid)!.image)).toBe(avatar.id);
    expect(seed.images.avatars).toHaveLength(seed.accounts.length);
  });

  it('draws each listing named after its colour in that colour', () => {
    const hueAndLightness = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const chroma = max - min;
      const hue = chroma === 0 ? 0 : max === r ? 60 * (((g - b) / chroma + 6) % 6) : max === g ? 60 * ((b - r) / chroma + 2) : 60 * ((r - g) / chroma + 4);
      return { hue, lightness: (max + min) / 2 };
    };
    const looksLike: Record<string, (colour: { hue: number; lightness: number }) => boolean> = {
      green: ({ hue }) => hue >= 80 && hue <= 170,
      blue: ({ hue, lightness }) => hue >= 180 && hue <= 250 && lightness < 0.75,
      lavender: ({ hue, lightness }) => hue >= 240 && hue <= 300 && lightness > 0.6,
      midnight: ({ lightness }) => lightness < 0.25,
      starlight: ({ hue, lightness }) => hue >= 20 && hue <= 60 && lightness > 0.8,
      cream: ({ hue, lightness }) => hue >= 20 && hue <= 60 && lightness > 0.8,
    };
    const named = seed.images.phones.filter((phone) => looksLike[phone.productId.split('-').at(-1)!]);
    expect(named.length).toBeGreaterThanOrEqual(6);
    for (const phone of named) expect(looksLike[phone.productId.split('-').at(-1)!]!(hueAndLightness(phone.color)), `${phone.productId} ${phone.color}`).toBe(true);
  });

  it('has a verified seller who reads Bangla, with listings described in Bangla that search finds by their Bangla words', () => {
    const bangla = seed.accounts.filter(({ user }) => user.language === 'bn');
    expect(bangla.map(({ user }) => [user.email, user.user_role, user.verified])).toEqual([['rahima@recell.test', 'Seller', true]]);
    expect(bangla[0]!.phone_number).toMatch(/^\+8801\d{9}$/);
    const theirs = seedListings.filter((listing) => listing.seller_uid === bangla[0]!.user._id);
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    for (const listing of theirs) {
      // Model names as their brands write them; the description in Bangla script, found by its first Bangla word.
      expect(listing.phone_details.phone_name).toMatch(/^[A-Za-z0-9 ]+$/);
      const [firstWord] = searchWords(listing.description);
      expect(firstWord, listing._id).toMatch(/\p{Script=Bengali}/u);
      expect(listing.search_tokens, listing._id).toContain(firstWord);
    }
  });

  it("gives each seller's listings that seller's own phone number, so an order never shows another seller's", () => {
    const numbersOf = new Map<string, Set<string>>();
    for (const listing of seed.products) numbersOf.set(listing.email, (numbersOf.get(listing.email) ?? new Set()).add(listing.mobile_number));
    for (const [seller, numbers] of numbersOf) expect([seller, numbers.size]).toEqual([seller, 1]);
    const owners = [...numbersOf.values()].map((numbers) => [...numbers][0]!);
    expect(new Set(owners).size).toBe(owners.length);
  });

  it('shows messages, notifications and reviews: a conversation between buyer@ and seller@, notifications, and published reviews that make the ratings', async () => {
    const { conversations, messages, reviews, notifications } = seed.comms;
    for (const conversation of conversations) expect(conversationSchema.safeParse(conversation).error).toBeUndefined();
    for (const message of messages) expect(messageSchema.safeParse(message).error).toBeUndefined();
    for (const review of reviews) expect(reviewSchema.safeParse(review).error).toBeUndefined();
    for (const notification of notifications) expect(notificationSchema.safeParse(notification).error).toBeUndefined();
    const emailOf = new Map(seed.accounts.map(({ user }) => [user._id, user.email]));
    const thread = conversations.find((c) => emailOf.get(c.buyer_uid) === 'buyer@recell.test' && emailOf.get(c.seller_uid) === 'seller@recell.test')!;
    expect(thread._id).toBe(conversationIdFor(thread.listingId, thread.buyer_uid));
    const inThread = messages.filter((message) => message.conversationId === thread._id).sort((a, b) => (a.sortKey < b.sortKey ? 1 : -1));
    expect(new Set(inThread.map((message) => message.sender))).toEqual(new Set(['buyer', 'seller']));
    expect(thread.lastMessageKey).toBe(inThread[0]!.sortKey);
    const stored = await db().collection(`conversations/${thread._id}/messages`).get();
    expect(stored.size).toBe(inThread.length);

    // Ratings and sales on each record are what its published reviews and completed orders make, copied onto the listings.
    const at = seedDate(seed);
    for (const { user } of seed.accounts) {
      const about = reviews.filter((review) => review.subject_uid === user._id && isPublished(review, at));
      expect(about.every((review) => review.counted)).toBe(true);
      const sum = about.reduce((total, review) => total + review.rating, 0);
      expect({ sum: user.rating_sum, count: user.rating_count, avg: user.rating_avg }).toEqual({ sum, count: about.length, avg: ratingAverage(sum, about.length) });
      expect(user.completed_sales).toBe(seed.orders.filter((order) => order.seller_uid === user._id && order.status === 'completed').length);
      for (const listing of seed.products.filter((product) => product.seller_uid === user._id)) {
        expect([listing.seller_rating_avg, listing.seller_rating_count, listing.seller_completed_sales]).toEqual([user.rating_avg, user.rating_count, user.completed_sales]);
      }
    }
    expect(seed.accounts.find(({ user }) => user.email === 'seller@recell.test')!.user.rating_count).toBeGreaterThan(0);

    // Each summary is what the conversations and notifications make.
    const summaries = inboxSummaries(seed);
    const storedSummaries = await db().getAll(...summaries.map((summary) => db().collection('inbox').doc(summary.uid)));
    expect(storedSummaries.map((snapshot) => snapshot.data())).toEqual(summaries);
    expect(summaries.find((summary) => summary.uid === thread.seller_uid)).toMatchObject({ unreadMessages: thread.seller_unread });
    expect(notifications.some((notification) => notification.uid === thread.seller_uid && !notification.read)).toBe(true);
  });

  it('shows moderation: an established seller, a new one with a listing under review, and open reports in the queue', async () => {
    const user = (email: string) => seed.accounts.find((account) => account.user.email === email)!.user;
    expect(user('seller@recell.test').completed_sales).toBeGreaterThanOrEqual(ESTABLISHED_SELLER_SALES);
    const fresh = user('fresh@recell.test');
    expect(fresh).toMatchObject({ verified: true, completed_sales: 0 });
    const pending = seed.products.filter((product) => product.status === 'pending_review');
    expect(pending.map((product) => product.seller_uid)).toEqual([fresh._id]);
    expect(pending[0]!.moderation_key).toBe(pending[0]!.sortKey);

    const listings = new Set(seed.products.filter((product) => product.status === 'available').map((product) => product._id));
    for (const report of seed.moderation.reports) {
      expect(reportSchema.safeParse(report).error).toBeUndefined();
      expect(report._id).toBe(reportIdFor(report.listing_id, report.reporter_uid, report.round));
      expect(listings.has(report.listing_id)).toBe(true);
    }
    const groups = reportGroups(seed);
    expect(groups.map((group) => group.open_count).sort()).toEqual([1, 2]);
    const stored = await db().getAll(...groups.map((group) => db().collection('report_groups').doc(group.listing_id)));
    expect(stored.map((snapshot) => snapshot.data())).toEqual(groups);
  });

  it('shows safe meeting spots across Dhaka, meetups at them, and a recent handover with an open dispute, whenever it is loaded', async () => {
    const live = seed.meetupSpots.filter((spot) => !spot.retired);
    expect(live.length).toBeGreaterThanOrEqual(12);
    for (const spot of seed.meetupSpots) {
      expect(meetupSpotSchema.safeParse(spot).error).toBeUndefined();
      // Dhaka, roughly: 23.7–23.9 N, 90.3–90.5 E.
      expect(spot.lat).toBeGreaterThan(23.7);
      expect(spot.lat).toBeLessThan(23.9);
      expect(spot.lng).toBeGreaterThan(90.3);
      expect(spot.lng).toBeLessThan(90.5);
    }
    expect(new Set(live.map((spot) => spot.kind))).toEqual(new Set(SPOT_KINDS));
    expect(new Set(live.map((spot) => spot.area)).size).toBeGreaterThanOrEqual(7);
    expect((await db().collection('meetup_spots').count().get()).data().count).toBe(seed.meetupSpots.length);

    // Orders copy the spots they name, and the seller's safe meetings count the handovers at one.
    const spots = new Map(seed.meetupSpots.map((spot) => [spot._id, spot]));
    for (const order of seed.orders) {
      expect(order.slot_spots).toHaveLength(order.slots.length);
      for (const copy of [...order.slot_spots, order.meet_spot].filter((spot) => spot !== null)) {
        expect(spots.get(copy._id)).toMatchObject(copy);
        expect(order.spot_ids).toContain(copy._id);
      }
    }
    expect(seed.orders.find((order) => order.status === 'accepted')!.meet_spot).not.toBeNull();
    for (const { user } of seed.accounts) {
      const atSpots = seed.orders.filter((order) => order.seller_uid === user._id && order.status === 'completed' && order.meet_spot !== null).length;
      expect(user.safe_meetings).toBe(atSpots);
      for (const listing of seed.products.filter((product) => product.seller_uid === user._id)) expect(listing.seller_safe_meetings).toBe(atSpots);
    }

    // Two handovers still within the dispute window when loaded: one disputed (in the admins' queue), one free to dispute.
    const orders = ordersAsLoadedAt(seed, LOADED_AT);
    const recent = orders.filter((order) => isWithinDisputeWindow(order, LOADED_AT));
    expect(recent.map((order) => order._id).sort()).toEqual(['seed-galaxy-s10-0', 'seed-iphone-xr-0']);
    const [dispute] = disputesAsLoadedAt(seed, LOADED_AT);
    expect(disputeSchema.safeParse(dispute).error).toBeUndefined();
    expect(effectiveDisputeStatus(dispute!, LOADED_AT)).toBe('open');
    const disputed = recent.find((order) => order._id === dispute!.order_id)!;
    expect(Date.parse(dispute!.opened_at)).toBeGreaterThan(Date.parse(disputed.closed_at!));
    expect(Date.parse(dispute!.opened_at)).toBeLessThan(Date.parse(disputeWindowEndOf(disputed.closed_at!)));
    expect((await db().collection('disputes').doc(dispute!._id).get()).get('status')).toBe('open');
  });

  it('can be loaded again over itself (accounts are reset, not duplicated)', async () => {
    await loadSeed({ dataDir });
    const [first] = seed.accounts;
    const claims = jwtPayload(await signIn(first!.user.email, first!.password));
    expect(claims.user_id).toBe(first!.user._id);
  });
});
