/**
 * Roots of the query keys. Each api/ file builds its full key from one of these in its
 * xQueryOptions(); mutations invalidate by root, including other areas' (a booking changes products).
 */
export const queryKeys = {
  products: ['products'],
  categories: ['categories'],
  orders: ['orders'],
  wishlist: ['wishlist'],
  users: ['users'],
  verification: ['verification'],
} as const;
