import { logger } from 'firebase-functions/logger';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { identitySource } from '../modules/users/users.service';
import { call, createUser, startApi, type TestUser } from '../test/harness';

let api: Awaited<ReturnType<typeof startApi>>;
let buyer: TestUser;

beforeAll(async () => {
  api = await startApi();
  buyer = await createUser('buyer');
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

/** The request lines written so far with this request id (the line is written when the response closes). */
function linesOf(spy: { mock: { calls: unknown[][] } }, requestId: string) {
  return spy.mock.calls.filter((args) => (args.at(-1) as { requestId?: string } | undefined)?.requestId === requestId);
}

describe('the request log', () => {
  it('writes one line per request: method, route pattern, status, duration, request id', async () => {
    const info = vi.spyOn(logger, 'info');
    const response = await call(`${api.url}/products/no-such-listing`);
    expect(response.status).toBe(404);
    const requestId = response.body.requestId as string;
    expect(response.headers.get('x-request-id')).toBe(requestId);
    await vi.waitFor(() => expect(linesOf(info, requestId)).toHaveLength(1));
    expect(linesOf(info, requestId)[0]).toEqual([
      'request',
      { method: 'GET', route: '/api/products/:id', status: 404, durationMs: expect.any(Number), requestId },
    ]);
  });

  it("adds the caller's uid when signed in, and keeps a plain request id the caller sent", async () => {
    const info = vi.spyOn(logger, 'info');
    const requestId = 'client-trace-0001';
    const response = await call(`${api.url}/orders?email=${encodeURIComponent(buyer.email)}`, {
      token: buyer.token,
      headers: { 'x-request-id': requestId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    await vi.waitFor(() => expect(linesOf(info, requestId)).toHaveLength(1));
    expect(linesOf(info, requestId)[0]![1]).toMatchObject({ route: '/api/orders', status: 200, uid: buyer.uid });
  });

  it('replaces a request id that is not plain text', async () => {
    const response = await call(`${api.url}/healthz`, { headers: { 'x-request-id': 'x'.repeat(500) } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a 5xx once, as an error with the stack, under the requestId of the error body', async () => {
    const info = vi.spyOn(logger, 'info');
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    // The users store failing after the token checks out: the app's own seam, real tokens throughout.
    const app = createApp();
    app.locals.identity = {
      ...identitySource,
      findProfile: () => Promise.reject(new Error('users store unavailable')),
    };
    const failing = await startApi(app);
    try {
      const response = await call(`${failing.url}/orders?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token });
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'internal' });
      expect(JSON.stringify(response.body)).not.toContain('users store unavailable');
      const requestId = response.body.requestId as string;
      await vi.waitFor(() => expect(linesOf(error, requestId)).toHaveLength(1));
      const [failure, line] = linesOf(error, requestId)[0]!;
      expect((failure as Error).message).toBe('users store unavailable');
      expect(line).toMatchObject({ method: 'GET', route: '/api/orders', status: 500, requestId });
      expect(linesOf(info, requestId)).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
