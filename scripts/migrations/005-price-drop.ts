import { updateEach, type Migration } from './migration';

/**
 * A listing remembers a price drop ("Price dropped" with the old price struck through):
 * every listing carries `previous_price` and `price_dropped_at`, null when its price has not
 * dropped. Listings saved before get both as null; a listing that has them is left alone.
 */
export const priceDrop: Migration = {
  id: '005-price-drop',
  description: 'Listings carry previous_price and price_dropped_at (null unless the price dropped).',
  run(db) {
    return updateEach(db, 'products', (product) => {
      const missing: Record<string, null> = {};
      if (product.previous_price === undefined) missing.previous_price = null;
      if (product.price_dropped_at === undefined) missing.price_dropped_at = null;
      return Object.keys(missing).length > 0 ? missing : null;
    });
  },
};
