import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { db } from '../lib/firebase-admin';
import { installReadCounter } from './read-counter';
import { repoRoot } from '../lib/paths';
import type { SignedInUser } from './routes';

export type Person = 'buyer' | 'seller' | 'admin';

/** Where a view's list of calls comes from: seen in the browser (Lighthouse's run of the page), or read from web/src. */
type Source = 'browser' | 'web/src' | 'browser + web/src';

/** One screen of the web client as a person opens it fresh: the API calls it makes. */
interface View {
  name: string;
  who: Person | 'visitor';
  calls: string[];
  source: Source;
}

/** The public screens Lighthouse opens, with the API calls it saw each make (path and query after /api). */
export type ObservedCalls = Partial<Record<'Home' | 'Products' | 'Product page', string[]>>;

export interface ViewReads {
  view: string;
  who: string;
  source: Source;
  /** Documents billed as read, over every call of the view. */
  documents: number;
  /** Round trips to Firestore. */
  requests: number;
  calls: { call: string; status: number; documents: number; requests: number }[];
}

const e = (person: SignedInUser) => encodeURIComponent(person.email);

/** True once the web has a fetcher for GET /api/wishlist/count, which the header's badge is then taken to use. */
function webCountsWishlist(): boolean {
  const dir = path.join(repoRoot, 'web/src/features/wishlist/api');
  return readdirSync(dir).some((file) => readFileSync(path.join(dir, file), 'utf8').includes('/wishlist/count'));
}

/** The wishlist as useWishlist() loads it: the header's badge, the wishlist screen and every wishlist heart. */
const wishlistOf = (person: SignedInUser) => `/wishlist?email=${e(person)}&limit=100`;

/**
 * What every screen of a signed-in person adds (web/src/app/layouts/site-header.tsx): the
 * header's wishlist badge, GET /wishlist/count or else the wishlist itself. Nav, side menu and
 * the dashboard guard take the roles from the ID token's claims (web/src/lib/auth-session.tsx),
 * which costs the API nothing.
 */
const signedInChrome = (person: SignedInUser, countOnly = webCountsWishlist()) => [
  countOnly ? `/wishlist/count?email=${e(person)}` : wishlistOf(person),
];

/**
 * The screens and their calls. Signed-in screens as read from web/src (routes in app/routes/,
 * fetchers in features/<area>/api/). The public screens as the browser made them when
 * Lighthouse opened them, or else as read from web/src: Home calls useNewArrivals(6) and
 * useAdvertisedProducts() (limit 6).
 * Signed in, the shopping screens also load the wishlist: each card's heart
 * (features/wishlist/components/wishlist-button.tsx) shows whether its phone is saved.
 * TanStack Query makes one call per query key, however many components use it.
 */
function views(people: Record<Person, SignedInUser>, productId: string, observed: ObservedCalls): View[] {
  const { buyer, seller, admin } = people;
  const publicScreen = (name: keyof ObservedCalls, fromSource: string[]) => {
    const seen = observed[name];
    return seen ? { calls: seen, source: 'browser' as const } : { calls: fromSource, source: 'web/src' as const };
  };
  const shopping = (screen: { calls: string[]; source: Source }, person: SignedInUser) => ({
    calls: [...new Set([...screen.calls, ...signedInChrome(person), wishlistOf(person)])],
    source: screen.source === 'browser' ? ('browser + web/src' as const) : screen.source,
  });
  const home = publicScreen('Home', ['/products?limit=6', '/products/adversite?limit=6']);
  const product = publicScreen('Product page', [`/products/${productId}`]);
  const dashboard = (person: SignedInUser, ...calls: string[]) => ({ calls: [...new Set([...signedInChrome(person), ...calls])], source: 'web/src' as const });
  return [
    { name: 'Home', who: 'visitor', ...home },
    { name: 'Home', who: 'buyer', ...shopping(home, buyer) },
    { name: 'Products', who: 'visitor', ...publicScreen('Products', ['/products', '/categories']) },
    { name: 'Product page', who: 'visitor', ...product },
    { name: 'Product page', who: 'buyer', ...shopping(product, buyer) },
    { name: 'My Orders', who: 'buyer', ...dashboard(buyer, `/orders?email=${e(buyer)}&limit=100`) },
    { name: 'Wishlist', who: 'buyer', ...dashboard(buyer, wishlistOf(buyer)) },
    { name: 'My Products', who: 'seller', ...dashboard(seller, `/products/myproducts?email=${e(seller)}&limit=100`) },
    { name: 'Add Product', who: 'seller', ...dashboard(seller, `/verify/${e(seller)}`) },
    { name: 'Users (admin)', who: 'admin', ...dashboard(admin, '/users') },
    { name: 'Buyers (admin)', who: 'admin', ...dashboard(admin, '/users/buyer') },
    { name: 'Sellers (admin)', who: 'admin', ...dashboard(admin, '/users/seller') },
  ];
}

/**
 * Serves each view from the in-process API with the read counter installed (bench mode
 * only: it wraps firebase-admin's read methods in this process) and sums what its calls read.
 */
export async function measureReadsPerView(
  apiUrl: string,
  people: Record<Person, SignedInUser>,
  productId: string,
  observed: ObservedCalls = {},
): Promise<ViewReads[]> {
  const counter = installReadCounter(db());
  const results: ViewReads[] = [];
  for (const view of views(people, productId, observed)) {
    const token = view.who === 'visitor' ? undefined : people[view.who].token;
    const calls: ViewReads['calls'] = [];
    for (const call of view.calls) {
      counter.reset();
      const response = await fetch(`${apiUrl}${call}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      await response.arrayBuffer();
      calls.push({ call: `GET /api${call}`, status: response.status, ...counter.read() });
    }
    results.push({
      view: view.name,
      who: view.who,
      source: view.source,
      documents: calls.reduce((sum, call) => sum + call.documents, 0),
      requests: calls.reduce((sum, call) => sum + call.requests, 0),
      calls,
    });
  }
  return results;
}
