import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { loadChunk } from '@/app/lazy-route';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { HomeRoute } from '@/app/routes/home';
import { NotFoundRoute } from '@/app/routes/not-found';
import { RouteError } from '@/app/routes/route-error';

/** The four moderation screens (issue 12) share one chunk. */
const moderationRoutes = () => loadChunk(() => import('@/app/routes/dashboard/moderation'));

/**
 * The routes of spec §2. Home and the layouts ship in the first chunk; every other screen is
 * a lazily loaded chunk (dashboard and admin screens included), imported with the 120 s time-out.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
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
                {
                  path: paths.products.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/products'))).ProductsRoute }),
                },
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
                { path: paths.blog.path, lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/blog'))).BlogRoute }) },
                { path: paths.login.path, lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/login'))).LoginRoute }) },
                {
                  path: paths.register.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/register'))).RegisterRoute }),
                },
                {
                  path: paths.resetPassword.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/reset-password'))).ResetPasswordRoute }),
                },
                {
                  path: paths.wishlist.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/wishlist'))).WishlistRoute }),
                },
                {
                  path: paths.myProducts.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/my-products'))).MyProductsRoute }),
                },
                { path: paths.terms.path, lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/terms'))).TermsRoute }) },
                {
                  path: paths.seller.path,
                  lazy: async () => {
                    const { SellerRoute, clientLoader } = await loadChunk(() => import('@/app/routes/seller'));
                    return { Component: SellerRoute, loader: clientLoader(queryClient) };
                  },
                },
                { path: paths.apiDocs.path, lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/api-docs'))).ApiDocsRoute }) },
                { path: paths.meetup.path, lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/meetup'))).MeetupRoute }) },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
        {
          path: paths.dashboard.myOrders.path,
          lazy: async () => ({ Component: (await loadChunk(() => import('@/app/layouts/dashboard-layout'))).DashboardLayout }),
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/my-orders'))).MyOrdersRoute }),
                },
                {
                  path: paths.dashboard.order.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/order'))).OrderRoute }),
                },
                {
                  path: paths.dashboard.users.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/users'))).AllUsersRoute }),
                },
                {
                  path: paths.dashboard.buyers.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/users'))).BuyersRoute }),
                },
                {
                  path: paths.dashboard.sellers.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/users'))).SellersRoute }),
                },
                {
                  path: paths.dashboard.review.path,
                  lazy: async () => ({ Component: (await moderationRoutes()).ReviewQueueRoute }),
                },
                {
                  path: paths.dashboard.reports.path,
                  lazy: async () => ({ Component: (await moderationRoutes()).ReportsRoute }),
                },
                {
                  path: paths.dashboard.imeiBlocks.path,
                  lazy: async () => ({ Component: (await moderationRoutes()).ImeiBlocksRoute }),
                },
                {
                  path: paths.dashboard.audit.path,
                  lazy: async () => ({ Component: (await moderationRoutes()).AuditLogRoute }),
                },
                {
                  path: paths.dashboard.wishlist.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/wish-list'))).DashboardWishlistRoute }),
                },
                {
                  path: paths.dashboard.addProduct.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/add-product'))).AddProductRoute }),
                },
                {
                  path: paths.dashboard.editProduct.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/edit-product'))).EditProductRoute }),
                },
                {
                  path: paths.dashboard.messages.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/messages'))).MessagesRoute }),
                },
                {
                  path: paths.dashboard.conversation.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/conversation'))).ConversationRoute }),
                },
                {
                  path: paths.dashboard.profile.path,
                  lazy: async () => ({ Component: (await loadChunk(() => import('@/app/routes/dashboard/profile'))).ProfileRoute }),
                },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
}
