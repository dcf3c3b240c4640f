import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
  cache: RequestCache | undefined;
}

/**
 * Replaces fetch with answers keyed by "METHOD /api/path" (query string ignored). Unknown
 * calls answer 404 in the API's error shape. An answer may be a promise, to hold a response back.
 * Returns the calls made, for assertions.
 */
export function mockApi(routes: Record<string, MockResponse | ((call: RecordedCall) => MockResponse | Promise<MockResponse>)>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: RecordedCall = {
        method: init.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        search: url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        headers: (init.headers ?? {}) as Record<string, string>,
        cache: init.cache,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { acknowledged: false, code: 'not_found', message: 'Not found.' } });
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}
