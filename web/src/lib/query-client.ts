import { MutationCache, QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS, QUERY_STALE_MS } from '@/config/constants';
import { failureOf, isRetryableError } from '@/lib/api-client';
import { notifyApiError } from '@/lib/toasts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's error itself (the sign-in forms, spec §8); don't toast it. */
      handlesError?: boolean;
      /**
       * The queries this mutation changes (query-keys.ts), refetched once it settles: on success
       * to show the change, on failure because the failure often means the screen was stale.
       */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Exponential backoff from 1 s, capped at 30 s (spec §9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

/** Up to 3 retries (spec §9), but a 4xx answer about the request itself is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && isRetryableError(error);
}

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    retryDelay,
    gcTime: QUERY_GC_MS,
    staleTime: QUERY_STALE_MS,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
    // Sent even when the browser says it is offline: the request fails at once and says so,
    // rather than waiting, paused, behind a button left on "Booking…".
    networkMode: 'always',
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: queryConfig,
    mutationCache: new MutationCache({
      // A failed write is always worth telling the person, with the server's message (in the page's language: lib/api-error-messages.ts).
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesError) notifyApiError(failureOf(error));
      },
      onSettled: (_data, error, _variables, _context, mutation) => {
        const refetched = Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        // A success waits for the refetch, so the screen shows the change when the button comes back.
        // A failure does not: offline, the refetch waits for the connection, and the button with it.
        if (!error) return refetched;
        void refetched.catch(() => undefined);
        return undefined;
      },
    }),
  });
  return queryClient;
}

let browserClient: QueryClient | undefined;

/** The browser's one cache: the screens' (root.tsx) and the route loaders' that run in the browser. */
export function browserQueryClient(): QueryClient {
  return (browserClient ??= createQueryClient());
}
