import { installReadCounter } from '../../functions/src/shared/read-counter';
import type { SignedInUser } from './routes';

export type Person = 'buyer' | 'seller' | 'admin';

/** One screen of the web client as a person opens it fresh: the API calls it makes. */
interface View {
  name: string;
  who: Person | 'visitor';
  calls: string[];
}

export interface ViewReads {
  view: string;
  who: string;
  /** Documents billed as read, over every call of the view. */
  documents: number;
  /** Round trips to Firestore. */
  requests: number;
  calls: { call: string; status: number; documents: number; requests: number }[];
}

const e = (person: SignedInUser) => encodeURIComponent(person.email);

/**
 * What every screen of a signed-in person adds (web/src/app/layouts/site-header.tsx,
 * dashboard-layout.tsx, require-auth.tsx): the three role lookups of useRoles() and the
 * header's wishlist count, which loads the wishlist (useWishlist: limit 100).
 * TanStack Query shares these between header, layout and page, so each is made once.
 */
const signedInChrome = (person: SignedInUser) => [
  `/users/admin/${e(person)}`,
  `/users/buyer/${e(person)}`,
  `/users/seller/${e(person)}`,
  `/wishlist?email=${e(person)}&limit=100`,
];

/**
 * The screens and their calls, read from web/src: routes in app/routes/, fetchers in
 * features/<area>/api/. Home: useProducts() (first page, the API's default 24, of which it
 * shows 6) and useAdvertisedProducts() (limit 12); categories are constants there.
 */
function views(people: Record<Person, SignedInUser>, productId: string): View[] {
  const { buyer, seller, admin } = people;
  const home = ['/products', '/products/adversite?limit=12'];
  return [
    { name: 'Home', who: 'visitor', calls: home },
    { name: 'Home', who: 'buyer', calls: [...home, ...signedInChrome(buyer)] },
    { name: 'Products', who: 'visitor', calls: ['/products', '/categories'] },
    { name: 'Product page', who: 'visitor', calls: [`/products/${productId}`] },
    { name: 'Product page', who: 'buyer', calls: [`/products/${productId}`, ...signedInChrome(buyer)] },
    { name: 'My Orders', who: 'buyer', calls: [...signedInChrome(buyer), `/orders?email=${e(buyer)}&limit=100`] },
    // The wishlist screen shows the header's query.
    { name: 'Wishlist', who: 'buyer', calls: signedInChrome(buyer) },
    { name: 'My Products', who: 'seller', calls: [...signedInChrome(seller), `/products/myproducts?email=${e(seller)}&limit=100`] },
    { name: 'Add Product', who: 'seller', calls: [...signedInChrome(seller), `/verify/${e(seller)}`] },
    { name: 'Users (admin)', who: 'admin', calls: [...signedInChrome(admin), '/users'] },
    { name: 'Buyers (admin)', who: 'admin', calls: [...signedInChrome(admin), '/users/buyer'] },
    { name: 'Sellers (admin)', who: 'admin', calls: [...signedInChrome(admin), '/users/seller'] },
  ];
}

/**
 * Serves each view from the in-process API with the read counter installed (bench mode
 * only: it wraps firebase-admin's read methods in this process) and sums what its calls read.
 */
export async function measureReadsPerView(apiUrl: string, people: Record<Person, SignedInUser>, productId: string): Promise<ViewReads[]> {
  const counter = installReadCounter();
  const results: ViewReads[] = [];
  for (const view of views(people, productId)) {
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
      documents: calls.reduce((sum, call) => sum + call.documents, 0),
      requests: calls.reduce((sum, call) => sum + call.requests, 0),
      calls,
    });
  }
  return results;
}
