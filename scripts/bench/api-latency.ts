import http from 'node:http';
import { rawRequest } from '../lib/raw-request';
import { listingBody, messageBody, orderBody, SEARCH_QUERY, type BenchSubjects, type RouteKey, type SignedInUser } from './routes';
import { pool, summarize, timeCalls, type LatencySummary, type Samples } from './stats';

/** One HTTP call of a route: built afresh per call, so POST /api/orders books a different listing each time and POST /api/products lists a different IMEI. */
interface RouteCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

function routeCall(key: RouteKey, subjects: BenchSubjects): RouteCall {
  const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });
  const json = (user: SignedInUser) => ({ ...bearer(user), 'content-type': 'application/json' });
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
      return { method: 'POST', path: '/api/orders', headers: json(subjects.booker), body: orderBody(subjects.takeListing()) };
    case 'listing':
      return { method: 'POST', path: '/api/products', headers: json(subjects.lister), body: listingBody(subjects.photo) };
    case 'message':
      return { method: 'POST', path: `/api/conversations/${subjects.conversationId}/messages`, headers: json(subjects.booker), body: messageBody() };
  }
}

/** Sends one call on `agent` and resolves once the whole answer has arrived; rejects unless it is 2xx. */
async function send(agent: http.Agent, origin: URL, call: RouteCall): Promise<void> {
  const { status } = await rawRequest(agent, origin, call);
  if (status < 200 || status >= 300) throw new Error(`${call.method} ${call.path} answered ${status}`);
}

/**
 * Drives one route at `origin` for `seconds` from `connections` loops over as many keep-alive
 * connections, timing every answer with the loop the floor uses (timeCalls): each loop lets its
 * call in flight finish, so a route slower than the round is still measured, and a slow last
 * answer is counted rather than dropped at the deadline (as a load generator that stops at its
 * deadline would do, flattering the route's p95 beside its floor's).
 */
export async function driveRoute(origin: string, key: RouteKey, subjects: BenchSubjects, connections: number, seconds: number): Promise<Samples> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    const url = new URL(origin);
    return await timeCalls(() => send(agent, url, routeCall(key, subjects)), { concurrency: connections, durationMs: seconds * 1000 });
  } finally {
    agent.destroy();
  }
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
