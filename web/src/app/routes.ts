import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
// React Router reads this file before the app's @/ alias applies.
// eslint-disable-next-line no-restricted-imports
import { paths } from '../config/paths';
// eslint-disable-next-line no-restricted-imports
import { usesEmulators } from '../config/emulators';

/**
 * The developer pages, in builds for the emulators only: they read routes the API serves only
 * there. React Router reads this file with the build's VITE_* settings in `import.meta.env`.
 */
const developerPages = usesEmulators(import.meta.env) ? [route(paths.devPushes.path, 'routes/dev-pushes.tsx')] : [];

/**
 * The routes of spec §2, for React Router's framework mode (react-router.config.ts).
 * The public pages (home, the lists, a phone's page) render on the server with their data (each
 * route's `loader`); the screens drawn with MUI or about the signed-in person render in the
 * browser, inside `layouts/browser-only.tsx`, whose fallback the server sends in their place.
 */
export default [
  layout('layouts/public-layout.tsx', [
    route(paths.home.path, 'routes/home.tsx'),
    route(paths.products.path, 'routes/products.tsx'),
    route(paths.category.path, 'routes/category.tsx'),
    route(paths.product.path, 'routes/product.tsx'),
    layout('layouts/browser-only.tsx', [
      route(paths.blog.path, 'routes/blog.tsx'),
      route(paths.login.path, 'routes/login.tsx'),
      route(paths.register.path, 'routes/register.tsx'),
      route(paths.resetPassword.path, 'routes/reset-password.tsx'),
      route(paths.wishlist.path, 'routes/wishlist.tsx'),
      route(paths.myProducts.path, 'routes/my-products.tsx'),
      route(paths.terms.path, 'routes/terms.tsx'),
      route(paths.seller.path, 'routes/seller.tsx'),
      route(paths.apiDocs.path, 'routes/api-docs.tsx'),
      route(paths.meetup.path, 'routes/meetup.tsx'),
      ...developerPages,
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/browser-only.tsx', { id: 'dashboard-browser-only' }, [
    route(paths.dashboard.myOrders.path, 'layouts/dashboard-layout.tsx', [
      index('routes/dashboard/my-orders.tsx'),
      route(paths.dashboard.order.path, 'routes/dashboard/order.tsx'),
      route(paths.dashboard.users.path, 'routes/dashboard/all-users.tsx'),
      route(paths.dashboard.buyers.path, 'routes/dashboard/buyers.tsx'),
      route(paths.dashboard.sellers.path, 'routes/dashboard/sellers.tsx'),
      route(paths.dashboard.review.path, 'routes/dashboard/review-queue.tsx'),
      route(paths.dashboard.reports.path, 'routes/dashboard/reports.tsx'),
      route(paths.dashboard.imeiBlocks.path, 'routes/dashboard/imei-blocks.tsx'),
      route(paths.dashboard.audit.path, 'routes/dashboard/audit-log.tsx'),
      route(paths.dashboard.meetupSpots.path, 'routes/dashboard/meetup-spots.tsx'),
      route(paths.dashboard.disputes.path, 'routes/dashboard/disputes.tsx'),
      route(paths.dashboard.wishlist.path, 'routes/dashboard/wish-list.tsx'),
      route(paths.dashboard.addProduct.path, 'routes/dashboard/add-product.tsx'),
      route(paths.dashboard.editProduct.path, 'routes/dashboard/edit-product.tsx'),
      route(paths.dashboard.messages.path, 'routes/dashboard/messages.tsx'),
      route(paths.dashboard.conversation.path, 'routes/dashboard/conversation.tsx'),
      route(paths.dashboard.profile.path, 'routes/dashboard/profile.tsx'),
      route(paths.dashboard.offers.path, 'routes/dashboard/offers.tsx'),
      route(paths.dashboard.savedSearches.path, 'routes/dashboard/saved-searches.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'dashboard-not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
