import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, queryConfig, retryDelay, shouldRetry } from '@/lib/query-client';
import { listingChanged, queryKeys } from '@/lib/query-keys';

describe('query defaults (spec §9)', () => {
  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times, and not at all for a 4xx answer', () => {
    const outage = new ApiError(503, 'unavailable', 'x');
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, outage))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
  });

  it('keeps unused data for 5 minutes', () => {
    expect(queryConfig.queries.gcTime).toBe(5 * 60 * 1000);
  });
});

describe('a mutation', () => {
  it('refetches the queries its meta.invalidates names once it settles, also when it failed', async () => {
    const queryClient = createQueryClient();
    for (const key of [queryKeys.products, queryKeys.orders, queryKeys.wishlist, queryKeys.users]) queryClient.setQueryData([...key, 'list'], []);
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => Promise.reject(new Error('Someone has just booked this phone.')),
      meta: { invalidates: listingChanged, handlesError: true },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    const stale = (key: readonly string[]) => queryClient.getQueryState([...key, 'list'])?.isInvalidated;
    expect([queryKeys.products, queryKeys.orders, queryKeys.wishlist].map(stale)).toEqual([true, true, true]);
    expect(stale(queryKeys.users)).toBe(false);
  });

  describe('offline', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('is sent, and settles as failed at once, without waiting for the refetch the connection holds up', async () => {
      const queryClient = createQueryClient();
      // A list on screen (observed), which a refetch would have to reload.
      const observer = new QueryObserver(queryClient, { queryKey: [...queryKeys.products, 'list'], queryFn: () => new Promise<never[]>(() => undefined) });
      const unsubscribe = observer.subscribe(() => undefined);
      onlineManager.setOnline(false);
      const mutation = queryClient.getMutationCache().build(queryClient, {
        mutationFn: async () => Promise.reject(new ApiError(0, 'network', 'We could not reach ReCell.')),
        meta: { invalidates: listingChanged, handlesError: true },
      });
      const settled = mutation.execute(undefined).then(
        () => 'done',
        () => 'failed',
      );
      const waited = new Promise((resolve) => setTimeout(() => resolve('still pending'), 1000));
      expect(await Promise.race([settled, waited])).toBe('failed');
      expect(mutation.state.status).toBe('error');
      expect(queryClient.getQueryState([...queryKeys.products, 'list'])?.isInvalidated).toBe(true);
      unsubscribe();
    });
  });
});
