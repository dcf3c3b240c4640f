import { lazy, Suspense, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { toasterOptions } from '@/lib/toasts';
import { theme } from '@/app/theme';

/** Loaded after the first render, like the toasts themselves (lib/toasts.ts). */
const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }));

/** Everything every screen relies on: theme, server-state cache, auth state, toasts and the confirm dialog. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <ConfirmDialogHost />
        </AuthProvider>
      </QueryClientProvider>
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
    </ThemeProvider>
  );
}
