import type { OfferView } from '@contract/offers';
import { useAuth } from '@/lib/auth';
import { pagedItems } from '@/lib/paged-query';
import { useOrders } from '@/features/orders/api/get-orders';
import { useBookingStore } from '@/features/orders/stores/booking-store';

/**
 * How an accepted offer leads into the booking flow: the booking dialog opens on its phone at the
 * agreed price (the API takes the price from the offer's hold, whatever the dialog says), and an
 * offer once booked names its order (from the person's orders, shared with the dashboard).
 */
export function useBookAtOffer() {
  const { user } = useAuth();
  const orders = useOrders(user?.email ?? '');
  // Whatever became of the order since: its booking took the hold, so the offer's price is no longer on the table.
  const booked = new Map(pagedItems(orders.data).flatMap((order) => (order.offer_id ? [[order.offer_id, order._id] as const] : [])));
  return {
    bookAt: (offer: OfferView) =>
      useBookingStore.getState().open({ productId: offer.listing_id, name: offer.item_name, price: offer.price, image: offer.item_img, status: 'available', own: false }),
    orderOf: (offer: OfferView) => booked.get(offer._id),
  };
}
