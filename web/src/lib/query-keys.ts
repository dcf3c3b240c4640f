/**
 * Roots of the query keys. Each api/ file builds its full key from one of these in its
 * xQueryOptions(); a mutation names the roots it changes in its `meta.invalidates`
 * (lib/query-client.ts), including other areas' (a booking changes products).
 */
export const queryKeys = {
  products: ['products'],
  categories: ['categories'],
  orders: ['orders'],
  wishlist: ['wishlist'],
  users: ['users'],
  /** The signed-in person's own record (GET /users/me). */
  me: ['me'],
  verification: ['verification'],
  /** Public meetup safety cards (GET /safety-cards/:token). */
  safetyCards: ['safety-cards'],
  /** The caller's conversations, their messages and their unread counts. */
  conversations: ['conversations'],
  /** The caller's notifications and their unread count. */
  notifications: ['notifications'],
  /** Public seller profiles and their reviews. */
  sellerProfiles: ['seller-profiles'],
  /** Admins' review and reports queues, blocked IMEIs, audit log and menu counts. */
  moderation: ['moderation'],
  /** The offers the caller made or received. */
  offers: ['offers'],
  /** The caller's saved searches, with their counts. */
  savedSearches: ['saved-searches'],
  /** The pushes the local stack recorded for the caller (the developer page). */
  recordedPushes: ['recorded-pushes'],
} as const;

/** A listing's state changed (booked, freed, sold, deleted): every product list, the orders and the wishlist copies show it. */
export const listingChanged = [queryKeys.products, queryKeys.orders, queryKeys.wishlist] as const;

/**
 * An offer changed: the offers lists, and the listings an acceptance reserves (every product list,
 * the orders and the wishlist copies show it booked).
 */
export const offerChanged = [queryKeys.offers, ...listingChanged] as const;
