import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS, QUERY_STALE_MS } from '@/config/constants';
import { isRetryableError, notifyError } from '@/lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's error itself (e.g. under a form); don't toast it. */
      handlesError?: boolean;
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
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: queryConfig,
    // A failed write is always worth telling the person, with the server's message.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesError) notifyError(error);
      },
    }),
  });
}
