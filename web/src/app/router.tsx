import { useMemo, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { loadChunk } from '@/app/lazy-route';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { HomeRoute } from '@/app/routes/home';
import { NotFoundRoute } from '@/app/routes/not-found';
import { RouteError } from '@/app/routes/route-error';

/** The four moderation screens share one chunk. */
const moderationRoutes = () => import('@/app/routes/dashboard/moderation');

/**
 * A screen's chunk and MUI's theme, fetched side by side with the 120 s time-out; `themed` renders
 * a screen within the theme (lib/mui-theme.tsx: the first paint is plain CSS, MUI comes with the screens).
 */
async function screenChunk<M>(load: () => Promise<M>) {
  const [module, { withMuiTheme }] = await Promise.all([loadChunk(load), loadChunk(() => import('@/lib/mui-theme'))]);
  return [module, withMuiTheme] as const;
}

async function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Promise<ComponentType> {
  const [module, themed] = await screenChunk(load);
  return themed(pick(module));
}

/**
 * The routes of spec §2. Home and the layouts ship in the first chunk; every other screen is
 * a lazily loaded chunk (dashboard and admin screens included), imported with the 120 s time-out.
 * The function renders the public ones from the same table (entry-server.tsx).
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Spinner minHeight="100vh" />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            {
              // Errors of a screen show inside the layout, with the header still there.
              errorElement: <RouteError />,
              children: [
                { path: paths.home.path, element: <HomeRoute /> },
                // The phone lists and the product page are plain CSS: no MUI before they paint.
                { path: paths.products.path, lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/products'))).ProductsRoute }) },
                {
                  path: paths.category.path,
                  lazy: async () => {
                    const { CategoryRoute, clientLoader } = await loadChunk(() => import('@/app/routes/category'));
                    return { Component: CategoryRoute, loader: clientLoader };
                  },
                },
                {
                  path: paths.product.path,
                  lazy: async () => {
                    const { ProductRoute, clientLoader } = await loadChunk(() => import('@/app/routes/product'));
                    return { Component: ProductRoute, loader: clientLoader(queryClient) };
                  },
                },
                { path: paths.blog.path, lazy: async () => ({ Component: await screen(() => import('@/app/routes/blog'), (module) => module.BlogRoute) }) },
                { path: paths.login.path, lazy: async () => ({ Component: await screen(() => import('@/app/routes/login'), (module) => module.LoginRoute) }) },
                {
                  path: paths.register.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/register'), (module) => module.RegisterRoute) }),
                },
                {
                  path: paths.resetPassword.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/reset-password'), (module) => module.ResetPasswordRoute) }),
                },
                {
                  path: paths.wishlist.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/wishlist'), (module) => module.WishlistRoute) }),
                },
                {
                  path: paths.myProducts.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/my-products'), (module) => module.MyProductsRoute) }),
                },
                { path: paths.terms.path, lazy: async () => ({ Component: await screen(() => import('@/app/routes/terms'), (module) => module.TermsRoute) }) },
                {
                  path: paths.seller.path,
                  lazy: async () => {
                    const [{ SellerRoute, clientLoader }, themed] = await screenChunk(() => import('@/app/routes/seller'));
                    return { Component: themed(SellerRoute), loader: clientLoader(queryClient) };
                  },
                },
                { path: paths.apiDocs.path, lazy: async () => ({ Component: await screen(() => import('@/app/routes/api-docs'), (module) => module.ApiDocsRoute) }) },
                { path: paths.meetup.path, lazy: async () => ({ Component: await screen(() => import('@/app/routes/meetup'), (module) => module.MeetupRoute) }) },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
        {
          path: paths.dashboard.myOrders.path,
          lazy: async () => ({ Component: await screen(() => import('@/app/layouts/dashboard-layout'), (module) => module.DashboardLayout) }),
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/my-orders'), (module) => module.MyOrdersRoute) }),
                },
                {
                  path: paths.dashboard.order.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/order'), (module) => module.OrderRoute) }),
                },
                {
                  path: paths.dashboard.users.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/users'), (module) => module.AllUsersRoute) }),
                },
                {
                  path: paths.dashboard.buyers.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/users'), (module) => module.BuyersRoute) }),
                },
                {
                  path: paths.dashboard.sellers.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/users'), (module) => module.SellersRoute) }),
                },
                {
                  path: paths.dashboard.review.path,
                  lazy: async () => ({ Component: await screen(moderationRoutes, (module) => module.ReviewQueueRoute) }),
                },
                {
                  path: paths.dashboard.reports.path,
                  lazy: async () => ({ Component: await screen(moderationRoutes, (module) => module.ReportsRoute) }),
                },
                {
                  path: paths.dashboard.imeiBlocks.path,
                  lazy: async () => ({ Component: await screen(moderationRoutes, (module) => module.ImeiBlocksRoute) }),
                },
                {
                  path: paths.dashboard.audit.path,
                  lazy: async () => ({ Component: await screen(moderationRoutes, (module) => module.AuditLogRoute) }),
                },
                {
                  path: paths.dashboard.wishlist.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/wish-list'), (module) => module.DashboardWishlistRoute) }),
                },
                {
                  path: paths.dashboard.addProduct.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/add-product'), (module) => module.AddProductRoute) }),
                },
                {
                  path: paths.dashboard.editProduct.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/edit-product'), (module) => module.EditProductRoute) }),
                },
                {
                  path: paths.dashboard.messages.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/messages'), (module) => module.MessagesRoute) }),
                },
                {
                  path: paths.dashboard.conversation.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/conversation'), (module) => module.ConversationRoute) }),
                },
                {
                  path: paths.dashboard.profile.path,
                  lazy: async () => ({ Component: await screen(() => import('@/app/routes/dashboard/profile'), (module) => module.ProfileRoute) }),
                },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The page's router. On a page the function rendered (entry-server.tsx), the matched routes' lazy
 * parts are already loaded (main.tsx) and the router reads the loaders' data the server wrote
 * into the page (`window.__staticRouterHydrationData`) instead of loading it again.
 */
export function AppRouter({ routes }: { routes: RouteObject[] }) {
  const router = useMemo(() => createBrowserRouter(routes), [routes]);
  return <RouterProvider router={router} />;
}
