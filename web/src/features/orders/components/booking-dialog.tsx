import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useBookingStore } from '@/features/orders/stores/booking-store';
import { BookingForm } from '@/features/orders/components/booking-form';

/** The booking dialog (spec §2, §4); it shows whichever listing Book Now selected. Full screen on phones. */
export function BookingDialog() {
  const selected = useBookingStore((state) => state.selected);
  const close = useBookingStore((state) => state.close);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  return (
    <Dialog open={selected !== null} onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="booking-title">
      {/* Keyed so each listing starts with a fresh form. */}
      {selected ? <BookingForm key={selected.productId} listing={selected} onClose={close} /> : null}
    </Dialog>
  );
}
