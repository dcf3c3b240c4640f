import { performance } from 'node:perf_hooks';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { orderBody, type BenchSubjects, type RouteKey } from './routes';
import { summarize, type LatencySummary } from './stats';

/** What autocannon sends for each route; POST /api/orders books a different listing each time. */
export function routeRequest(key: RouteKey, subjects: BenchSubjects): AutocannonRequest {
  const auth = { authorization: `Bearer ${subjects.buyer.token}` };
  switch (key) {
    case 'products':
      return { method: 'GET', path: '/api/products' };
    case 'product':
      return { method: 'GET', path: `/api/products/${subjects.sampleId}` };
    case 'advertised':
      return { method: 'GET', path: '/api/products/adversite' };
    case 'wishlist':
      return { method: 'GET', path: `/api/wishlist?email=${encodeURIComponent(subjects.buyer.email)}`, headers: auth };
    case 'order':
      return {
        method: 'POST',
        path: '/api/orders',
        headers: { ...auth, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: orderBody(subjects.takeListing()) }),
      };
  }
}

/**
 * Drives one route at `origin` with autocannon for `seconds` on `connections` keep-alive
 * connections, timing every answer (autocannon's own histogram has no p95).
 */
export async function measureRoute(
  origin: string,
  key: RouteKey,
  subjects: BenchSubjects,
  connections: number,
  seconds: number,
): Promise<LatencySummary> {
  const durations: number[] = [];
  let failures = 0;
  const started = performance.now();
  const instance = autocannon({ url: origin, connections, duration: seconds, timeout: 30, requests: [routeRequest(key, subjects)] });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) durations.push(responseTimeMs);
    else failures += 1;
  });
  const result = await instance;
  return summarize(durations, performance.now() - started, failures + result.errors + result.timeouts);
}

/**
 * Runs every route briefly at `connections` and forgets the figures: JIT, connection pools
 * and, through the Functions emulator, one warm worker per connection (a cold worker takes
 * seconds to start).
 */
export async function warmUp(origin: string, keys: readonly RouteKey[], subjects: BenchSubjects, connections: number, seconds: number) {
  for (const key of keys) await measureRoute(origin, key, subjects, connections, seconds);
}
