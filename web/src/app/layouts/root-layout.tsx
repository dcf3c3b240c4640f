import { useContext, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, UNSAFE_DataRouterStateContext, useLocation, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { BookingDialogHost } from '@/features/orders/components/booking-dialog-host';

/** Around every screen: scroll restoration, a thin progress bar while a route loads, and the one booking dialog. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollRestoration />
      <RestoredScrollCheck />
      {navigation.state === 'loading' ? <NavigationProgress /> : null}
      <Outlet />
      <BookingDialogHost />
    </>
  );
}

/**
 * ScrollRestoration scrolls back in its own layout effect. Preact (the production build, see
 * vite.config.ts) commits each re-rendered component on its own, shallowest first, so that effect
 * can run before the screen below it has re-rendered: Back then lands at the old screen's height
 * (the browser clamps the scroll). Before the next frame every queued render is done, so the
 * position the router restored is applied again then if it did not hold. With React it always holds.
 */
function RestoredScrollCheck() {
  const restored = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const location = useLocation();
  useLayoutEffect(() => {
    if (typeof restored !== 'number') return;
    const frame = requestAnimationFrame(() => {
      if (Math.round(window.scrollY) !== Math.round(restored)) window.scrollTo(0, restored);
    });
    return () => cancelAnimationFrame(frame);
  }, [location, restored]);
  return null;
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
