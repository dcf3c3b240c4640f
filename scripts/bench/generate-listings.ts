import { performance } from 'node:perf_hooks';
import { CONDITIONS } from '../../functions/src/contract/constants';
import { displayDate } from '../../functions/src/contract/dates';
import type { Product } from '../../functions/src/contract/products';
import { searchCatalogOf, withSearchFields } from '../../functions/src/contract/search';
import { listingTrustFields } from '../../functions/src/contract/listing-trust';
import { marketOf } from '../../functions/src/contract/fair-price-market';
import { DEFAULT_EMAIL_PREFERENCES, NO_STANDING, type UserRecord } from '../../functions/src/contract/users';
import { DEFAULT_LANGUAGE } from '../../functions/src/contract/languages';
import { writeDocuments } from '../seed/load-seed';
import { readSeed } from '../seed/seed-files';
import { seededRandom } from './stats';

export interface GeneratedListings {
  total: number;
  sellers: number;
  advertised: number;
  sold: number;
  /** Available, unadvertised listings, newest first: the POST /orders cells book these, one each. */
  bookable: string[];
  /** One generated listing that stays as it is for the whole run (product page, GET /products/:id). */
  sampleId: string;
  seconds: number;
}

const FIRST_NAMES = ['Arif', 'Nadia', 'Tanvir', 'Sadia', 'Rakib', 'Farhana', 'Mahmud', 'Nusrat', 'Shakil', 'Tasnim'];
const LAST_NAMES = ['Rahman', 'Akter', 'Hossain', 'Chowdhury', 'Islam', 'Karim', 'Sultana', 'Ahmed', 'Begum', 'Uddin'];
const AREAS = ['Dhanmondi', 'Gulshan 2', 'Mirpur 10', 'Uttara Sector 4', 'Banani', 'Mohammadpur', 'Bashundhara R/A', 'Motijheel'];
const CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi'];
const NOTES = [
  'Light scratches on the back, screen flawless.',
  'Battery replaced last year, box and charger included.',
  'Always used with a case and screen protector.',
  'Small dent on one corner, everything works.',
  'Selling because I moved to a new phone; original receipt available.',
];

/** How long a phone was used, as a seller writes it: "1 year", "3 years". */
const usedFor = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/**
 * Writes `count` listings (and the sellers they belong to) into the bench's own Firestore
 * with WriteBatches of 500. Each is a valid Product as POST /products would store it, made
 * from the seed's phones, with the seed's images, so cards load real files. Newer than the
 * seed, so the first pages show generated listings. About 8% are sold and 5% advertised.
 */
export async function generateListings(count: number, sellerCount = 100): Promise<GeneratedListings> {
  const started = performance.now();
  const seed = readSeed();
  const random = seededRandom(20_261_121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const sellerImages = seed.accounts.map((account) => account.user.image);
  const now = Date.now();

  const sellers: UserRecord[] = Array.from({ length: sellerCount }, (_, i) => {
    const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`;
    const id = `bench-seller-${String(i).padStart(3, '0')}`;
    const createdAt = new Date(now - 90 * 86_400_000 + i * 60_000).toISOString();
    return {
      _id: id,
      name,
      email: `${id}@bench.recell.test`,
      image: sellerImages[i % sellerImages.length]!,
      user_role: 'Seller',
      role: 'user',
      verified: true,
      verificationRequestedAt: null,
      emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES },
      language: DEFAULT_LANGUAGE,
      ...NO_STANDING,
      createdAt,
      // As the API stores it (users.service.ts): the admin lists page on it.
      sortKey: `${createdAt}_${id}`,
    };
  });

  const drafts = Array.from({ length: count }, (_, i) => {
    const template = seed.products[i % seed.products.length]!;
    const seller = sellers[Math.floor(random() * sellers.length)]!;
    // Newest first by index: one listing every 7 minutes, going back about seven weeks.
    const created = new Date(now - (i + 1) * 7 * 60_000 - Math.floor(random() * 60_000));
    const createdAt = created.toISOString();
    const id = `bench-${String(i).padStart(5, '0')}`;
    const roll = random();
    const status = roll < 0.08 ? 'sold' : 'available';
    const adversite = status === 'available' && roll > 0.95;
    return withSearchFields({
      _id: id,
      category_name: template.category_name,
      condition_type: pick(CONDITIONS),
      mobile_number: `+88017${String(10_000_000 + Math.floor(random() * 89_999_999)).slice(0, 8)}`,
      location: `${pick(AREAS)}, ${pick(CITIES)}`,
      description: pick(NOTES),
      purchase_year: 2018 + Math.floor(random() * 7),
      price: Math.round((template.price * (0.7 + random() * 0.5)) / 100) * 100,
      used_duration: usedFor(1 + Math.floor(random() * 4)),
      verified: true,
      user_role: 'Seller' as const,
      email: seller.email,
      seller_uid: seller._id,
      seller_name: seller.name,
      seller_img: seller.image,
      seller_rating_avg: seller.rating_avg,
      seller_rating_count: seller.rating_count,
      seller_completed_sales: seller.completed_sales,
      seller_safe_meetings: seller.safe_meetings,
      seller_disputes_upheld: 0,
      // Generated sellers have no Auth account, so no verified number.
      seller_phone_verified: false,
      date: displayDate(created),
      status,
      adversite,
      bookedId: null,
      phone_details: { ...template.phone_details },
      storage_gb: template.storage_gb,
      ram_gb: template.ram_gb,
      battery_health: 70 + Math.floor(random() * 31),
      createdAt,
      sortKey: `${createdAt}_${id}`,
      bookingSeq: 0,
      previous_price: null,
      price_dropped_at: null,
      // Legacy-like listings (no IMEI), one photo; trust score and verdicts follow.
      attested: true,
      photos: [template.phone_details.phone_img],
      imei_hash: null,
      imei_last4: null,
      seller_since: seller.createdAt,
      // Live listings, never moderated.
      moderation_key: null,
      moderation_note: null,
      // Open to offers, none accepted.
      firm_price: false,
      offer_floor: null,
      offer_hold: null,
      offerHoldSeq: 0,
    });
  });
  // Each model's price statistics and every listing's verdict, as the API would have kept them.
  const trusted = drafts.map((draft) => ({ ...draft, ...listingTrustFields(draft) }));
  const { stats, verdicts } = marketOf(trusted, new Date(now));
  const listings: Product[] = trusted.map((listing) => ({ ...listing, ...verdicts.get(listing._id)! }));

  await writeDocuments([
    ...sellers.map((seller) => ({ collection: 'users', id: seller._id, data: seller })),
    ...listings.map((listing) => ({ collection: 'products', id: listing._id, data: listing })),
    ...stats.map((model) => ({ collection: 'price_stats', id: model.key, data: model })),
    { collection: 'search', id: 'catalog', data: searchCatalogOf([...seed.products, ...listings]) },
  ]);

  const available = listings.filter((listing) => listing.status === 'available');
  const bookable = available.filter((listing) => !listing.adversite);
  return {
    total: listings.length,
    sellers: sellers.length,
    advertised: available.length - bookable.length,
    sold: listings.length - available.length,
    // The newest bookable listing is kept aside as the product page's sample; orders take the rest.
    sampleId: bookable[0]!._id,
    bookable: bookable.slice(1).map((listing) => listing._id),
    seconds: (performance.now() - started) / 1000,
  };
}
