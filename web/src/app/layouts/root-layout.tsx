import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BookingDialogHost } from '@/features/orders/components/booking-dialog-host';
import styles from '@/app/layouts/layout.module.css';

/** Around every screen: scroll restoration, a thin progress bar while a route loads, and the one booking dialog. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollRestoration />
      {/* A thin indeterminate bar at the top while the next screen's code or data loads. */}
      {navigation.state === 'loading' ? <div role="progressbar" aria-label="Loading page" className={styles.progress} /> : null}
      <Outlet />
      <BookingDialogHost />
    </>
  );
}
