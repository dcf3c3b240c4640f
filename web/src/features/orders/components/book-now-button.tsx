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
export function BookNowButton({ listing, size = 'medium', fullWidth = true, style }: BookNowButtonProps) {
  const { user } = useAuth();
  const open = useBookingStore((state) => state.open);
  const bookable = canBeBooked(listing.status) && !(user && listing.own);
  const label = listing.status === 'sold' ? 'Sold' : !canBeBooked(listing.status) ? 'Already Booked' : bookable ? 'Book Now' : 'Your listing';
  const look = buttonLook(bookable || !canBeBooked(listing.status) ? 'contained' : 'outlined', size === 'medium' ? 'text' : size, fullWidth ? 'fullWidth' : 'text');
  return (
    <button type="button" className={look} disabled={!bookable} onClick={bookable ? () => open(listing) : undefined} style={style}>
      {label}
    </button>
  );
}
