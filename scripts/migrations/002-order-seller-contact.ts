import { updateEach, type Migration } from './migration';

/**
 * Orders carry the seller's name and phone number for the buyer (privacy: public
 * listings no longer show them). Older orders get them from their listing; an order whose
 * listing is gone keeps the fields absent rather than guessing.
 */
export const orderSellerContact: Migration = {
  id: '002-order-seller-contact',
  description: "Orders copy the seller's name and phone number (seller_name, seller_mobile_number) from their listing.",
  run(db) {
    return updateEach(db, 'orders', async (order) => {
      if (typeof order.seller_name === 'string' && typeof order.seller_mobile_number === 'string') return null;
      const listing = (await db.collection('products').doc(String(order.bookedId)).get()).data();
      if (!listing) return null;
      return { seller_name: listing.seller_name, seller_mobile_number: listing.mobile_number };
    });
  },
};
