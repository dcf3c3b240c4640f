import { performance } from 'node:perf_hooks';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { messageBody, orderBody, SEARCH_QUERY, type BenchSubjects, type RouteKey, type SignedInUser } from './routes';
import { pool, summarize, timeCalls, type LatencySummary, type Samples } from './stats';

/** What autocannon sends for each route; POST /api/orders books a different listing each time. */
export function routeRequest(key: RouteKey, subjects: BenchSubjects): AutocannonRequest {
  const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });
  switch (key) {
    case 'products':
      return { method: 'GET', path: '/api/products' };
    case 'search':
      return { method: 'GET', path: `/api/products?${SEARCH_QUERY}` };
    case 'product':
      return { method: 'GET', path: `/api/products/${subjects.sampleId}` };
    case 'advertised':
      return { method: 'GET', path: '/api/products/adversite' };
    case 'wishlist':
      return { method: 'GET', path: `/api/wishlist?email=${encodeURIComponent(subjects.buyer.email)}`, headers: bearer(subjects.buyer) };
    case 'order':
      return {
        method: 'POST',
        path: '/api/orders',
        headers: { ...bearer(subjects.booker), 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: orderBody(subjects.takeListing()) }),
      };
    case 'message':
      return {
        method: 'POST',
        path: `/api/conversations/${subjects.conversationId}/messages`,
        headers: { ...bearer(subjects.booker), 'content-type': 'application/json' },
        body: messageBody(),
      };
  }
}

/**
 * Drives one route at `origin` with autocannon for `seconds` on `connections` keep-alive
 * connections, timing every answer (autocannon's own histogram has no p95).
 */
export async function driveRoute(origin: string, key: RouteKey, subjects: BenchSubjects, connections: number, seconds: number): Promise<Samples> {
  const durations: number[] = [];
  let failures = 0;
  const started = performance.now();
  const instance = autocannon({ url: origin, connections, duration: seconds, timeout: 30, requests: [routeRequest(key, subjects)] });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) durations.push(responseTimeMs);
    else failures += 1;
  });
  const result = await instance;
  return { durations, failures: failures + result.errors + result.timeouts, wallMs: performance.now() - started };
}

export interface CellOptions {
  /** The route's floor: its Firestore calls made directly (floor.ts). */
  floor: () => Promise<unknown>;
  origins: { inProcess: string; emulator: string };
  subjects: BenchSubjects;
  /** Keep-alive connections for the route, concurrent calls for the floor. */
  concurrency: number;
  rounds: number;
  secondsPerRound: number;
}

/**
 * The floor, the in-process route and the route through the emulator at one concurrency,
 * taken in turns (floor, in-process, emulator; `rounds` times) and pooled per cell, so a
 * slow moment of a shared machine falls on all three rather than on one.
 */
export async function measureCells(key: RouteKey, options: CellOptions): Promise<Record<'floor' | 'inProcess' | 'emulator', LatencySummary>> {
  const runs: Record<'floor' | 'inProcess' | 'emulator', Samples[]> = { floor: [], inProcess: [], emulator: [] };
  const { concurrency, secondsPerRound, subjects } = options;
  for (let round = 0; round < options.rounds; round += 1) {
    runs.floor.push(await timeCalls(options.floor, { concurrency, durationMs: secondsPerRound * 1000 }));
    runs.inProcess.push(await driveRoute(options.origins.inProcess, key, subjects, concurrency, secondsPerRound));
    runs.emulator.push(await driveRoute(options.origins.emulator, key, subjects, concurrency, secondsPerRound));
  }
  return {
    floor: summarize(pool(runs.floor)),
    inProcess: summarize(pool(runs.inProcess)),
    emulator: summarize(pool(runs.emulator)),
  };
}

/**
 * Runs every route briefly at `connections` and forgets the figures: JIT, connection pools
 * and, through the Functions emulator, one warm worker per connection (a cold worker takes
 * seconds to start).
 */
export async function warmUp(origin: string, keys: readonly RouteKey[], subjects: BenchSubjects, connections: number, seconds: number) {
  for (const key of keys) await driveRoute(origin, key, subjects, connections, seconds);
}
