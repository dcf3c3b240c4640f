/** The routes whose latency the bench measures, and what every measurement of them needs. */
export const ROUTES = {
  products: 'GET /api/products',
  search: 'GET /api/products?q=…&condition=…&maxPrice=…&sort=price_asc',
  product: 'GET /api/products/:id',
  advertised: 'GET /api/products/adversite',
  wishlist: 'GET /api/wishlist?email=',
  order: 'POST /api/orders',
  message: 'POST /api/conversations/:id/messages',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** The search the bench measures (issue 8): a word, a condition, a budget, cheapest first. */
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
  /** The booker's conversation about the sample listing: POST …/messages writes there (issue 10). */
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

/** What POST /api/orders sends (the buyer's part of the form). */
export function orderBody(listingId: string): string {
  return JSON.stringify({ bookedId: listingId, mobile_number: '+8801712345678', meet_location: 'Dhanmondi 27', message: 'Is it still available?' });
}

/** What POST /api/conversations/:id/messages sends. */
export function messageBody(): string {
  return JSON.stringify({ text: 'Is the battery original? Could we meet at 6 pm?' });
}
