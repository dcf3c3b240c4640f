import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { useHydrated } from '@/components/use-hydrated';
import { AuthProvider } from '@/lib/auth';
import { toasterOptions } from '@/lib/toasts';

/** Loaded after the first render, like the toasts themselves (lib/toasts.ts). */
const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }));

/**
 * Everything every screen relies on: server-state cache, auth state, toasts and the confirm
 * dialog. MUI's theme comes with the screens and overlays drawn with MUI (lib/lazy-with-mui.ts).
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The toaster too waits for the browser: nothing on the server to show, nor to wait for.
  const hydrated = useHydrated();
  return (
    <>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <ConfirmDialogHost />
        </AuthProvider>
      </QueryClientProvider>
      {hydrated ? (
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
      ) : null}
    </>
  );
}
