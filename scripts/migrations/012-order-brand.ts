import { updateEach, type Migration } from './migration';

/**
 * Orders name the phone's brand (item_brand, the listing's category_name), so the inspection
 * checklist asks about what this phone has (Face ID on an iPhone X or later, a fingerprint reader
 * on Android). Older orders copy it from their listing; one whose listing is gone gets null rather
 * than a guess from its name (the checklist then fits any phone). Orders that have the field are left alone.
 */
export const orderBrand: Migration = {
  id: '012-order-brand',
  description: "Orders copy their phone's brand (item_brand) from their listing's category_name; null where the listing is gone.",
  run(db) {
    return updateEach(db, 'orders', async (order) => {
      if (order.item_brand !== undefined) return null;
      const listing = (await db.collection('products').doc(String(order.bookedId)).get()).data();
      return { item_brand: typeof listing?.category_name === 'string' ? listing.category_name : null };
    });
  },
};
