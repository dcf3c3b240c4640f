import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
// React Router reads this file before the app's @/ alias applies.
// eslint-disable-next-line no-restricted-imports
import { BANGLA_PREFIX, paths } from '../config/paths';
// eslint-disable-next-line no-restricted-imports
import { usesEmulators } from '../config/emulators';

/**
 * The routes of spec §2, for React Router's framework mode (react-router.config.ts), once per
 * language: English at the root, Bangla under `/bn` with the same route modules
 * (docs/decisions/021-bangla-and-english.md). The root reads the language from the URL.
 * The public pages (home, the lists, a phone's page) render on the server with their data (each
 * route's `loader`); the screens drawn with MUI or about the signed-in person render in the
 * browser, inside `layouts/browser-only.tsx`, whose fallback the server sends in their place.
 *
 * `id` names the Bangla copy of a route: React Router needs one id per route, and by default it is
 * the module's file.
 */
function appRoutes(language: 'en' | 'bn'): RouteConfigEntry[] {
  const idPrefix = language === 'bn' ? `${BANGLA_PREFIX}/` : '';
  const id = (name: string) => (idPrefix ? { id: `${idPrefix}${name}` } : {});
  /** A path in the language: the dashboard's children repeat their parent's path, so each is prefixed, not only the top. */
  const at = (path: string) => (language === 'bn' ? `/${BANGLA_PREFIX}${path === '/' ? '' : path}` : path);
  /** The developer pages, in builds for the emulators only: they read routes the API serves only there. */
  const developerPages = usesEmulators(import.meta.env) ? [route(at(paths.devPushes.path), 'routes/dev-pushes.tsx', id('routes/dev-pushes'))] : [];
  return [
    layout('layouts/public-layout.tsx', id('layouts/public-layout'), [
      route(at(paths.home.path), 'routes/home.tsx', id('routes/home')),
      route(at(paths.products.path), 'routes/products.tsx', id('routes/products')),
      route(at(paths.category.path), 'routes/category.tsx', id('routes/category')),
      route(at(paths.product.path), 'routes/product.tsx', id('routes/product')),
      layout('layouts/browser-only.tsx', id('layouts/browser-only'), [
        route(at(paths.blog.path), 'routes/blog.tsx', id('routes/blog')),
        route(at(paths.login.path), 'routes/login.tsx', id('routes/login')),
        route(at(paths.register.path), 'routes/register.tsx', id('routes/register')),
        route(at(paths.resetPassword.path), 'routes/reset-password.tsx', id('routes/reset-password')),
        route(at(paths.wishlist.path), 'routes/wishlist.tsx', id('routes/wishlist')),
        route(at(paths.myProducts.path), 'routes/my-products.tsx', id('routes/my-products')),
        route(at(paths.terms.path), 'routes/terms.tsx', id('routes/terms')),
        route(at(paths.seller.path), 'routes/seller.tsx', id('routes/seller')),
        route(at(paths.apiDocs.path), 'routes/api-docs.tsx', id('routes/api-docs')),
        route(at(paths.meetup.path), 'routes/meetup.tsx', id('routes/meetup')),
        ...developerPages,
      ]),
      route(at('/*'), 'routes/not-found.tsx', id('routes/not-found')),
    ]),
    layout('layouts/browser-only.tsx', { id: `${idPrefix}dashboard-browser-only` }, [
      route(at(paths.dashboard.myOrders.path), 'layouts/dashboard-layout.tsx', id('layouts/dashboard-layout'), [
        index('routes/dashboard/my-orders.tsx', id('routes/dashboard/my-orders')),
        route(at(paths.dashboard.order.path), 'routes/dashboard/order.tsx', id('routes/dashboard/order')),
        route(at(paths.dashboard.users.path), 'routes/dashboard/all-users.tsx', id('routes/dashboard/all-users')),
        route(at(paths.dashboard.buyers.path), 'routes/dashboard/buyers.tsx', id('routes/dashboard/buyers')),
        route(at(paths.dashboard.sellers.path), 'routes/dashboard/sellers.tsx', id('routes/dashboard/sellers')),
        route(at(paths.dashboard.review.path), 'routes/dashboard/review-queue.tsx', id('routes/dashboard/review-queue')),
        route(at(paths.dashboard.reports.path), 'routes/dashboard/reports.tsx', id('routes/dashboard/reports')),
        route(at(paths.dashboard.imeiBlocks.path), 'routes/dashboard/imei-blocks.tsx', id('routes/dashboard/imei-blocks')),
        route(at(paths.dashboard.audit.path), 'routes/dashboard/audit-log.tsx', id('routes/dashboard/audit-log')),
        route(at(paths.dashboard.meetupSpots.path), 'routes/dashboard/meetup-spots.tsx', id('routes/dashboard/meetup-spots')),
        route(at(paths.dashboard.disputes.path), 'routes/dashboard/disputes.tsx', id('routes/dashboard/disputes')),
        route(at(paths.dashboard.wishlist.path), 'routes/dashboard/wish-list.tsx', id('routes/dashboard/wish-list')),
        route(at(paths.dashboard.addProduct.path), 'routes/dashboard/add-product.tsx', id('routes/dashboard/add-product')),
        route(at(paths.dashboard.editProduct.path), 'routes/dashboard/edit-product.tsx', id('routes/dashboard/edit-product')),
        route(at(paths.dashboard.messages.path), 'routes/dashboard/messages.tsx', id('routes/dashboard/messages')),
        route(at(paths.dashboard.conversation.path), 'routes/dashboard/conversation.tsx', id('routes/dashboard/conversation')),
        route(at(paths.dashboard.profile.path), 'routes/dashboard/profile.tsx', id('routes/dashboard/profile')),
        route(at(paths.dashboard.offers.path), 'routes/dashboard/offers.tsx', id('routes/dashboard/offers')),
        route(at(paths.dashboard.savedSearches.path), 'routes/dashboard/saved-searches.tsx', id('routes/dashboard/saved-searches')),
        route('*', 'routes/not-found.tsx', { id: `${idPrefix}dashboard-not-found` }),
      ]),
    ]),
  ];
}

export default [...appRoutes('bn'), ...appRoutes('en')] satisfies RouteConfig;
