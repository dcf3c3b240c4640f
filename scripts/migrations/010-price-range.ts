import type { Firestore } from 'firebase-admin/firestore';
import type { PriceVerdictFields } from '../../functions/src/contract/fair-price';
import { sameVerdict, verdictIn } from '../../functions/src/contract/fair-price-market';
import type { PriceStats } from '../../functions/src/contract/trust-records';
import { updateEach, type Migration } from './migration';

/**
 * The fair price's range: each listing's verdict fields gain `price_low` and
 * `price_high`, the cheapest and dearest of the comparables it is measured against, so the product
 * page says "7 similar phones sold or listed for 42,000–48,000". Each verdict is recomputed from its
 * model's price_stats as the API computes it; a listing whose fields are already those is left alone.
 */
export const priceRange: Migration = {
  id: '010-price-range',
  description: "Listings get price_low and price_high: their price verdict recomputed against their model's price_stats.",
  async run(db: Firestore) {
    const now = new Date();
    const stats = new Map((await db.collection('price_stats').get()).docs.map((doc) => [doc.id, doc.data() as PriceStats]));
    return updateEach(db, 'products', (listing, doc) => {
      const entries = typeof listing.price_stats_key === 'string' ? stats.get(listing.price_stats_key)?.entries : undefined;
      const verdict = verdictIn(entries ?? {}, { _id: doc.id, price: listing.price as number }, now);
      return sameVerdict(listing as PriceVerdictFields, verdict) ? null : { ...verdict };
    });
  },
};
