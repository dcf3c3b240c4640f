import { create } from 'zustand';
import type { ListingStatus } from '@contract/products';

/** What the booking dialog needs to know about a listing, from a product or a wishlist entry. */
export interface Bookable {
  productId: string;
  name: string;
  price: number;
  image?: string;
  status: ListingStatus;
  /** Where the listing is (its location): safe meeting spots near it are suggested first. */
  area?: string;
  /** The signed-in person listed it (app/ knows from their own listings): a seller cannot book their own phone. */
  own?: boolean;
}

interface BookingState {
  /** The listing whose booking dialog is open, or null (spec §4: Book Now selects the listing). */
  selected: Bookable | null;
  open: (listing: Bookable) => void;
  close: () => void;
}

export const useBookingStore = create<BookingState>((set) => ({
  selected: null,
  open: (listing) => set({ selected: listing }),
  close: () => set({ selected: null }),
}));
