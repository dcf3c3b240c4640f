import Button, { type ButtonProps } from '@mui/material/Button';
import { canBeBooked } from '@contract/listing-status';
import { useAuth } from '@/lib/auth';
import { useBookingStore, type Bookable } from '@/features/orders/stores/booking-store';

/** Book Now opens the booking dialog; a booked or sold phone shows why it can't be booked instead. */
export function BookNowButton({ listing, ...props }: { listing: Bookable } & Omit<ButtonProps, 'onClick'>) {
  const { user } = useAuth();
  const open = useBookingStore((state) => state.open);

  if (listing.status === 'sold') {
    return (
      <Button variant="contained" disabled fullWidth {...props}>
        Sold
      </Button>
    );
  }
  if (!canBeBooked(listing.status)) {
    return (
      <Button variant="contained" disabled fullWidth {...props}>
        Already Booked
      </Button>
    );
  }
  if (user && listing.own) {
    return (
      <Button variant="outlined" disabled fullWidth {...props}>
        Your listing
      </Button>
    );
  }
  return (
    <Button variant="contained" fullWidth onClick={() => open(listing)} {...props}>
      Book Now
    </Button>
  );
}
