import { updateEach, type Migration } from './migration';

/**
 * Offers: a listing says whether its price is firm, keeps the seller's private floor, the hold of an
 * accepted offer and the counter of its holds; an order keeps the asking price beside the price of
 * the deal, and the offer it took up. Listings saved before take no floor, are not firm and are not
 * held; orders saved before were booked at the asking price, from no offer. Documents that have the
 * fields are left alone.
 */
export const offers: Migration = {
  id: '013-offers',
  description: 'Listings get firm_price false, offer_floor, offer_hold null and offerHoldSeq 0; orders get listed_price (their price) and offer_id null.',
  async run(db) {
    const listings = await updateEach(db, 'products', (listing) => {
      const missing: Record<string, unknown> = {};
      if (listing.firm_price === undefined) missing.firm_price = false;
      if (listing.offer_floor === undefined) missing.offer_floor = null;
      if (listing.offer_hold === undefined) missing.offer_hold = null;
      if (listing.offerHoldSeq === undefined) missing.offerHoldSeq = 0;
      return Object.keys(missing).length ? missing : null;
    });
    const orders = await updateEach(db, 'orders', (order) => {
      if (order.listed_price !== undefined && order.offer_id !== undefined) return null;
      return { listed_price: order.listed_price ?? order.price ?? null, offer_id: order.offer_id ?? null };
    });
    return listings + orders;
  },
};
