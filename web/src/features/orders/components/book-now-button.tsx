import type { CSSProperties } from 'react';
import { canBeBooked } from '@contract/listing-status';
import { buttonLook } from '@/components/button-look';
import { useAuth } from '@/lib/auth';
import { useBookingStore, type Bookable } from '@/features/orders/stores/booking-store';

interface BookNowButtonProps {
  listing: Bookable;
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  style?: CSSProperties;
}

/**
 * Book Now opens the booking dialog; a booked or sold phone shows why it can't be booked instead.
 * Plain markup (MUI's contained Button look): every card of a list has one.
 */
// Read when clicked, not subscribed to: a list page has two dozen of these buttons.
const openBooking = (listing: Bookable) => useBookingStore.getState().open(listing);

export function BookNowButton({ listing, size = 'medium', fullWidth = true, style }: BookNowButtonProps) {
  const { user } = useAuth();
  // Why it cannot be booked, if it cannot.
  const why = listing.status === 'sold' ? 'Sold' : !canBeBooked(listing.status) ? 'Already Booked' : user && listing.own ? 'Your listing' : null;
  const look = buttonLook(why === 'Your listing' ? 'outlined' : 'contained', size !== 'medium' && size, fullWidth && 'fullWidth');
  return (
    <button type="button" className={look} disabled={why !== null} onClick={why === null ? () => openBooking(listing) : undefined} style={style}>
      {why ?? 'Book Now'}
    </button>
  );
}
