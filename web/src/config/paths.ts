/**
 * Where the Bangla pages live: every route's path under this prefix (app/routes.ts); English
 * pages have none. Links take their language from `usePaths()` (lib/i18n/hooks.ts).
 */
export const BANGLA_PREFIX = 'bn';

/** Every route of the client (spec §2), as English pages write it. Links use getHref(); nothing else spells a URL. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** `search`: the list's filters, as search params (features/search/search-filters.ts). */
  products: { path: '/products', getHref: (search = '') => (search ? `/products?${search}` : '/products') },
  category: {
    path: '/categories/:name',
    getHref: (name: string, search = '') => `/categories/${encodeURIComponent(name)}${search ? `?${search}` : ''}`,
  },
  product: {
    path: '/displayProducts/:id',
    getHref: (id: string) => `/displayProducts/${encodeURIComponent(id)}`,
  },
  blog: { path: '/blog', getHref: () => '/blog' },
  login: { path: '/login', getHref: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login') },
  register: { path: '/register', getHref: () => '/register' },
  /** Where a password-reset email's link leads (Firebase's `mode=resetPassword&oobCode=…`). */
  resetPassword: {
    path: '/reset-password',
    getHref: (oobCode?: string) => (oobCode ? `/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}` : '/reset-password'),
  },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  myProducts: { path: '/my-products', getHref: () => '/my-products' },
  terms: { path: '/terms', getHref: () => '/terms' },
  apiDocs: { path: '/api-docs', getHref: () => '/api-docs' },
  /** A meetup's safety card, for a friend (no sign-in). */
  meetup: { path: '/meetup/:token', getHref: (token: string) => `/meetup/${encodeURIComponent(token)}` },
  /** A seller's public profile: rating, reviews and available listings. */
  seller: { path: '/sellers/:uid', getHref: (uid: string) => `/sellers/${encodeURIComponent(uid)}` },
  /** The pushes the local stack recorded for the signed-in person (emulator builds only: app/routes.ts). */
  devPushes: { path: '/dev/pushes', getHref: () => '/dev/pushes' },
  dashboard: {
    myOrders: { path: '/dashboard', getHref: () => '/dashboard' },
    order: { path: '/dashboard/orders/:id', getHref: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}` },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
    buyers: { path: '/dashboard/buyers', getHref: () => '/dashboard/buyers' },
    sellers: { path: '/dashboard/sellers', getHref: () => '/dashboard/sellers' },
    review: { path: '/dashboard/review', getHref: () => '/dashboard/review' },
    reports: { path: '/dashboard/reports', getHref: () => '/dashboard/reports' },
    imeiBlocks: { path: '/dashboard/imei-blocks', getHref: () => '/dashboard/imei-blocks' },
    audit: { path: '/dashboard/audit', getHref: () => '/dashboard/audit' },
    meetupSpots: { path: '/dashboard/meetup-spots', getHref: () => '/dashboard/meetup-spots' },
    disputes: { path: '/dashboard/disputes', getHref: () => '/dashboard/disputes' },
    wishlist: { path: '/dashboard/wish-list', getHref: () => '/dashboard/wish-list' },
    addProduct: { path: '/dashboard/add-products', getHref: () => '/dashboard/add-products' },
    editProduct: { path: '/dashboard/products/:id/edit', getHref: (id: string) => `/dashboard/products/${encodeURIComponent(id)}/edit` },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    /** `side`: the offers the person made (buyer) or received on their phones (seller); without it, a seller's first. */
    offers: { path: '/dashboard/offers', getHref: (side?: 'buyer' | 'seller') => (side ? `/dashboard/offers?side=${side}` : '/dashboard/offers') },
    savedSearches: { path: '/dashboard/saved-searches', getHref: () => '/dashboard/saved-searches' },
    messages: { path: '/dashboard/messages', getHref: () => '/dashboard/messages' },
    conversation: {
      path: '/dashboard/messages/:id',
      getHref: (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`,
    },
  },
  /** Footer anchors: sections of existing pages. */
  about: { getHref: () => '/#about' },
  privacy: { getHref: () => '/terms#privacy' },
  licensing: { getHref: () => '/terms#licensing' },
  contact: { getHref: () => '/terms#contact' },
} as const;

/** Location state a guard leaves for the login screen, so login can return there. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where login should go next: the remembered page (never back to login/register), or home. */
export function returnPath(state: unknown, search = ''): string {
  // A link that works without JavaScript names the way back in the address: `?next=/a/path`.
  const next = new URLSearchParams(search).get('next');
  if (next?.startsWith('/') && !next.startsWith('//') && next !== paths.login.path && next !== paths.register.path) return next;
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login.path || from.pathname === paths.register.path) {
    return paths.home.getHref();
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
