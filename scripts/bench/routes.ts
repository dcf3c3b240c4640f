import { luhnCheckDigit } from '../../functions/src/contract/imei';
/** The routes whose latency the bench measures, and what every measurement of them needs. */
export const ROUTES = {
  products: 'GET /api/products',
  search: 'GET /api/products?q=…&condition=…&maxPrice=…&sort=price_asc',
  product: 'GET /api/products/:id',
  advertised: 'GET /api/products/adversite',
  wishlist: 'GET /api/wishlist?email=',
  order: 'POST /api/orders',
  listing: 'POST /api/products',
  message: 'POST /api/conversations/:id/messages',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** The search the bench measures: a word, a condition, a budget, cheapest first. */
export const SEARCH_QUERY = 'q=galaxy&condition=good&maxPrice=60000&sort=price_asc';
/** A search of three words: the pair query plus the words checked on its candidates (search-plan.ts), reported beside it. */
export const SEARCH_QUERY_THREE_WORDS = 'q=galaxy%20ultra%20dhaka&sort=price_asc';
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

export interface SignedInUser {
  uid: string;
  email: string;
  /** A real ID token from the Auth emulator. */
  token: string;
}

export interface BenchSubjects {
  /** A seed buyer with wishlist entries: GET /api/wishlist reads theirs. */
  buyer: SignedInUser;
  /** A buyer made for the bench: the bookings go to them, so the seed buyer's screens stay as seeded. */
  booker: SignedInUser;
  /** A listing nothing changes during the run. */
  sampleId: string;
  /** The next never-booked listing; every booking (route or floor) takes its own. */
  takeListing: () => string;
  /** A verified seller: POST /api/products lists as them. */
  lister: SignedInUser;
  /** A photo of ours (a seed image) the new listings show. */
  photo: string;
  /** The booker's conversation about the sample listing: POST …/messages writes there. */
  conversationId: string;
}

/** Hands out listing ids once each; throws when the pool is used up rather than booking one twice. */
export function listingPool(ids: readonly string[]): { take: () => string; left: () => number } {
  let next = 0;
  return {
    take: () => {
      const id = ids[next];
      if (id === undefined) throw new Error(`All ${ids.length} bookable listings are booked; raise the number of listings.`);
      next += 1;
      return id;
    },
    left: () => ids.length - next,
  };
}

/** What POST /api/orders sends (the buyer's part of the form, with one meeting time tomorrow). */
export function orderBody(listingId: string): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  return JSON.stringify({ bookedId: listingId, mobile_number: '+8801712345678', meet_location: 'Dhanmondi 27', message: 'Is it still available?', slots: [tomorrow] });
}

let imeiCounter = 0;

/** A valid IMEI no other listing of the run has: each POST /api/products lists a different phone (one live listing per IMEI). */
export function nextBenchImei(): string {
  imeiCounter += 1;
  const body = `86${String(Date.now() % 1e6).padStart(6, '0')}${String(imeiCounter).padStart(6, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/** What POST /api/products sends: Add Product's form, with a fresh IMEI. */
export function listingBody(photo: string): string {
  return JSON.stringify({
    category_name: 'apple',
    condition_type: 'good',
    mobile_number: '+8801712345678',
    location: 'Dhanmondi, Dhaka',
    description: 'Bench listing: used with care, no scratches.',
    purchase_year: 2022,
    price: 52_000,
    used_duration: '1 year',
    storage_gb: 128,
    ram_gb: 4,
    battery_health: 88,
    attested: true,
    imei: nextBenchImei(),
    photos: [photo],
    phone_details: { phone_name: 'iPhone 13', phone_camera: '12 MP', phone_processor: 'A15 Bionic' },
  });
}

/** What POST /api/conversations/:id/messages sends. */
export function messageBody(): string {
  return JSON.stringify({ text: 'Is the battery original? Could we meet at 6 pm?' });
}
