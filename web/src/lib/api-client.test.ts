import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { mockApi } from '@/testing/api-mock';
import { api, ApiError, isAlreadyBookedError, isRetryableError, nextCursor, TIMEOUT_MESSAGE, toApiError } from '@/lib/api-client';

describe('nextCursor', () => {
  it('reads the cursor of the rel="next" link', () => {
    expect(nextCursor('</api/products?limit=24&cursor=2026-03-05T10%3A00_abc>; rel="next"')).toBe('2026-03-05T10:00_abc');
  });

  it('is null on the last page', () => {
    expect(nextCursor(null)).toBeNull();
    expect(nextCursor('</api/products?cursor=x>; rel="prev"')).toBeNull();
  });
});

describe('toApiError', () => {
  it('keeps the API error body', () => {
    const error = toApiError(409, JSON.stringify({ acknowledged: false, code: 'already_booked', message: 'Someone booked this phone first.' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Someone booked this phone first.');
    expect(isAlreadyBookedError(error)).toBe(true);
  });

  it('words a non-API failure for people', () => {
    expect(toApiError(502, '<html>Bad gateway</html>').message).toMatch(/trouble/);
    expect(toApiError(0, '').code).toBe('network');
  });
});

describe('isRetryableError', () => {
  it('retries the network and the server, never a 4xx about the request', () => {
    expect(isRetryableError(new ApiError(0, 'network', 'x'))).toBe(true);
    expect(isRetryableError(new ApiError(503, 'unavailable', 'x'))).toBe(true);
    expect(isRetryableError(new ApiError(429, 'rate_limited', 'x'))).toBe(true);
    expect(isRetryableError(new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(isRetryableError(new ApiError(403, 'forbidden', 'x'))).toBe(false);
  });
});

describe('api', () => {
  it('sends the Bearer ID token only on authenticated calls', async () => {
    const calls = mockApi({ 'GET /api/orders': { body: [] }, 'GET /api/products': { body: [] } });
    await api.get('/orders', { auth: true, params: { email: 'buyer@recell.test' } });
    await api.get('/products');
    expect(calls[0]!.headers.Authorization).toBe('Bearer test-id-token');
    expect(calls[0]!.search).toBe('?email=buyer%40recell.test');
    expect(calls[1]!.headers.Authorization).toBeUndefined();
  });

  it('returns a page with the next cursor from the Link header', async () => {
    mockApi({ 'GET /api/products': { body: [{ _id: 'a' }], headers: { Link: '</api/products?limit=24&cursor=k1>; rel="next"' } } });
    await expect(api.getPage('/products')).resolves.toEqual({ items: [{ _id: 'a' }], nextCursor: 'k1' });
  });

  it('reads past the browser cache after a change of its own, so lists show it at once', async () => {
    const calls = mockApi({ 'GET /api/products': { body: [] }, 'POST /api/orders': { body: { acknowledged: true } } });
    await api.get('/products');
    await api.post('/orders', {}, { auth: true });
    await api.get('/products');
    expect(calls.map((call) => `${call.method} ${call.cache}`)).toEqual(['GET default', 'POST default', 'GET no-cache']);
  });

  it('throws the ApiError of an error answer', async () => {
    mockApi({ 'POST /api/orders': { status: 409, body: { acknowledged: false, code: 'already_booked', message: 'Already booked.' } } });
    await expect(api.post('/orders', {}, { auth: true })).rejects.toMatchObject({ status: 409, code: 'already_booked', message: 'Already booked.' });
  });

  describe('when the connection fails', () => {
    afterEach(() => vi.useRealTimers());

    it('turns a failed fetch into a network ApiError with a readable message', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
      await expect(api.post('/orders', {}, { auth: true })).rejects.toMatchObject({
        status: 0,
        code: 'network',
        message: 'We could not reach ReCell. Check your connection and try again.',
      });
    });

    it('gives up on an answer that never comes after REQUEST_TIMEOUT_MS, and aborts the fetch', async () => {
      vi.useFakeTimers();
      let fetchSignal: AbortSignal | undefined;
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              fetchSignal = init.signal ?? undefined;
              init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
            }),
        ),
      );
      const booking = api.post('/orders', {}, { auth: true });
      const outcome = expect(booking).rejects.toMatchObject({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(fetchSignal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      expect(fetchSignal?.aborted).toBe(true);
      expect(TIMEOUT_MESSAGE).toBe('ReCell did not answer. Check your connection and try again.');
    });

    it("lets a caller's own cancel through as it is, not as a failure to show", async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
        ),
      );
      const controller = new AbortController();
      const read = api.get('/products', { signal: controller.signal });
      controller.abort();
      await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
