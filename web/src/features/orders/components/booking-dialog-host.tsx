import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLatch } from '@/components/use-latch';
import { useBookingStore } from '@/features/orders/stores/booking-store';
import { lazyWithMui } from '@/lib/lazy-with-mui';

const BookingDialog = lazyWithMui(async () => (await import('@/features/orders/components/booking-dialog')).BookingDialog);

/** Mounts the booking dialog the first time Book Now selects a listing; its code is not part of the first load. */
export function BookingDialogHost() {
  const used = useLatch(useBookingStore((state) => state.selected !== null));
  const { pathname } = useLocation();
  const close = useBookingStore((state) => state.close);
  // A booking belongs to the page it was opened on: a link followed out of it (to verify a number on Profile) closes it.
  useEffect(() => close(), [pathname, close]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog />
    </Suspense>
  );
}
