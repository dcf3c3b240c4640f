import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { Toaster } from 'react-hot-toast';
import { I18nProvider } from '@/lib/i18n/context';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { AuthStateContext } from '@/lib/auth';
import { NO_ROLES, type AuthState, type SessionUser } from '@/lib/auth-state';
import { createQueryClient, queryConfig } from '@/lib/query-client';
import { i18nOf } from '@/lib/i18n/catalogs';
import { theme } from '@/lib/theme';

export const buyer: SessionUser = {
  uid: 'buyer-uid',
  email: 'buyer@recell.test',
  displayName: 'Bea Buyer',
  photoURL: null,
  providers: ['password'],
  phoneNumber: null,
  roles: { ...NO_ROLES, isBuyer: true },
  rolesFresh: true,
};
export const seller: SessionUser = {
  uid: 'seller-uid',
  email: 'seller@recell.test',
  displayName: 'Sam Seller',
  photoURL: null,
  providers: ['password'],
  phoneNumber: null,
  roles: { ...NO_ROLES, isSeller: true },
  rolesFresh: true,
};
export const admin: SessionUser = {
  uid: 'admin-uid',
  email: 'admin@recell.test',
  displayName: 'Ada Admin',
  photoURL: null,
  providers: ['password'],
  phoneNumber: null,
  roles: { ...NO_ROLES, isBuyer: true, isAdmin: true },
  rolesFresh: true,
};

export const signedIn = (user: SessionUser = buyer): AuthState => ({ status: 'signed-in', user });
export const signedOut: AuthState = { status: 'signed-out', user: null };

interface RenderOptions {
  auth?: AuthState;
  /** Where the router starts. */
  at?: string;
  /** The route pattern of the screen under test (for params). */
  path?: string;
  /** Extra routes, e.g. the login screen a guard redirects to. */
  routes?: RouteObject[];
  /** The screen's route loader (a public route reads its data on the server: see `nothingReadOnServer`). */
  loader?: RouteObject['loader'];
}

/** A public route's loader data when the server read nothing: the screen fetches through the API (the test's mock), as after a failed read. */
export const nothingReadOnServer = () => ({ queries: null });

/** Renders a screen inside the real providers (theme, query cache, router, auth state, toasts, confirm dialog), in English. */
export function renderScreen(ui: ReactElement, { auth = signedOut, at = '/', path = '*', routes = [], loader }: RenderOptions = {}) {
  // The app's client (its error toasts included), without retries so failures show at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ ...queryConfig, queries: { ...queryConfig.queries, retry: false, gcTime: Infinity } });
  const router = createMemoryRouter([{ path, element: ui, loader }, ...routes], { initialEntries: [at] });
  const result = render(
    <I18nProvider i18n={i18nOf('en')}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <AuthStateContext.Provider value={auth}>
            <RouterProvider router={router} />
            <ConfirmDialogHost />
          </AuthStateContext.Provider>
        </QueryClientProvider>
        <Toaster />
      </ThemeProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient };
}
