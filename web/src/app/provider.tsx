import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { TOAST_MS } from '@/config/constants';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { theme } from '@/app/theme';

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
      {/* react-hot-toast keeps at most 20 toasts, the spec's limit. */}
      <Toaster
        position="top-center"
        containerStyle={{ top: 72 }}
        toastOptions={{
          success: { duration: TOAST_MS.success },
          error: { duration: TOAST_MS.error },
          style: { borderRadius: 12, fontWeight: 500, maxWidth: 420 },
        }}
      />
    </ThemeProvider>
  );
}
