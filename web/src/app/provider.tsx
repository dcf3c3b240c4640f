import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { HydratedProvider, useHydrated } from '@/components/use-hydrated';
import { AuthProvider } from '@/lib/auth';
import { toasterOptions } from '@/lib/toasts';

/** Loaded after the first render, like the toasts themselves (lib/toasts.ts). */
const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }));

/**
 * Everything every screen relies on: server-state cache, auth state, toasts and the confirm
 * dialog. MUI's theme comes with the screens and overlays drawn with MUI (lib/lazy-with-mui.ts).
 * `hydrating`: the server's render of a page, and the browser's first render of it (useHydrated).
 */
export function AppProvider({ queryClient, hydrating = false, children }: { queryClient: QueryClient; hydrating?: boolean; children: ReactNode }) {
  return (
    <HydratedProvider hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <ConfirmDialogHost />
        </AuthProvider>
      </QueryClientProvider>
      <BrowserToaster />
    </HydratedProvider>
  );
}

/** The toaster waits for the browser: nothing on the server to show, nor to wait for. */
function BrowserToaster() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        containerStyle={{ top: 72 }}
        toastOptions={{
          ...toasterOptions,
          style: { borderRadius: 12, fontWeight: 500, maxWidth: 420 },
        }}
      />
    </Suspense>
  ) : null;
}
