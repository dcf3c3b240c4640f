import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { OfflineBanner } from '@/components/offline-banner';
import { AuthProvider } from '@/lib/auth';
import { loadToasts, toasterOptions, useToasterWanted } from '@/lib/toasts';
import { whenIdle } from '@/lib/when-idle';

/** Loaded with the first toast (lib/toasts.ts). */
const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }));

/**
 * Everything every screen relies on: server-state cache, auth state, toasts, the confirm
 * dialog and the offline banner. MUI's theme comes with the screens and overlays drawn with MUI (lib/lazy-with-mui.ts).
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <ConfirmDialogHost />
          <OfflineBanner />
        </AuthProvider>
      </QueryClientProvider>
      <BrowserToaster />
    </>
  );
}

/**
 * The toaster mounts with the first toast (lib/toasts.ts); its modules load once the browser is
 * idle, so a toast still shows after the connection drops. Nothing of it on the server.
 */
function BrowserToaster() {
  const wanted = useToasterWanted((state) => state.wanted);
  useEffect(() => whenIdle(() => void loadToasts().catch(() => undefined)), []);
  return wanted ? (
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
