import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { BookingDialogHost } from '@/features/orders/components/booking-dialog-host';

/** Around every screen: scroll restoration, a thin progress bar while a route loads, and the one booking dialog. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollRestoration />
      {navigation.state === 'loading' ? <NavigationProgress /> : null}
      <Outlet />
      <BookingDialogHost />
    </>
  );
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin indeterminate bar at the top while the next screen's code or data loads. */
function NavigationProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: (theme) => theme.zIndex.appBar + 1, bgcolor: 'rgba(79, 70, 229, 0.2)' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.1s ease-in-out infinite` }} />
    </Box>
  );
}
