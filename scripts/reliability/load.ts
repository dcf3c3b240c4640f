import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { repoRoot } from '../lib/paths';
import { FUNCTIONS_EMULATOR_PARALLEL } from '../lib/stack';
import { percentile } from '../bench/stats';
import type { ReliabilityRun, RunContext, RunResult } from './run';

/** 200 concurrent clients for 60 s through Hosting → Functions emulator, no request timing out. */
export const LOAD_CONNECTIONS = 200;
export const LOAD_SECONDS = 60;
/** A request unanswered this long counts as timed out (the web app's own API client gives up at 30 s). */
const TIMEOUT_SECONDS = 30;
/** Before measuring: a few seconds at a few connections, so the emulator's workers are started. */
const WARM_UP = { connections: FUNCTIONS_EMULATOR_PARALLEL, seconds: 5 };

/** What a browsing visitor asks for, in turn on each connection: the home page's and a product page's calls. */
async function browsingRequests(api: string): Promise<AutocannonRequest[]> {
  const products = (await (await fetch(`${api}/products?limit=24`)).json()) as { _id: string }[];
  const ids = products.map((product) => product._id);
  if (ids.length === 0) throw new Error('the stack lists no products');
  return [
    { method: 'GET', path: '/api/products/adversite' },
    { method: 'GET', path: '/api/categories' },
    { method: 'GET', path: '/api/products' },
    ...ids.slice(0, 4).map((id) => ({ method: 'GET', path: `/api/products/${id}` })),
    { method: 'GET', path: '/api/healthz' },
  ];
}

/**
 * The Functions emulator's workers serving this checkout's functions (one Node process per request
 * in flight; other checkouts' emulators on the machine are not counted) and their resident memory.
 */
function emulatorWorkers(): { count: number; rssMb: number } {
  const functionsDir = path.join(repoRoot, 'functions');
  const workers = execFileSync('ps', ['-eo', 'pid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, , ...args]) => args.some((arg) => arg.includes('functionsEmulatorRuntime')) && cwdOf(pid) === functionsDir);
  const rssKb = workers.reduce((sum, [, rss]) => sum + Number(rss ?? 0), 0);
  return { count: workers.length, rssMb: Math.round(rssKb / 1024) };
}

function cwdOf(pid: string | undefined): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

async function drive(origin: string, requests: AutocannonRequest[], connections: number, seconds: number) {
  const durations: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({ url: origin, connections, duration: seconds, timeout: TIMEOUT_SECONDS, requests });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    if (statusCode >= 200 && statusCode < 300) durations.push(responseTimeMs);
  });
  const started = performance.now();
  const result = await instance;
  return { durations: durations.sort((a, b) => a - b), statuses, result, wallMs: performance.now() - started };
}

async function runLoad({ stack, say }: RunContext): Promise<RunResult> {
  const origin = stack.urls.web;
  const requests = await browsingRequests(stack.urls.api);
  say(`warming up: ${WARM_UP.connections} connections for ${WARM_UP.seconds} s`);
  await drive(origin, requests, WARM_UP.connections, WARM_UP.seconds);

  say(`${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s (${requests.length} browsing requests in turn, ${TIMEOUT_SECONDS} s timeout)`);
  let peak = { count: 0, rssMb: 0 };
  const sampler = setInterval(() => {
    const now = emulatorWorkers();
    peak = { count: Math.max(peak.count, now.count), rssMb: Math.max(peak.rssMb, now.rssMb) };
  }, 1_000);
  const { durations, statuses, result, wallMs } = await drive(origin, requests, LOAD_CONNECTIONS, LOAD_SECONDS).finally(() => clearInterval(sampler));

  const ok2xx = durations.length;
  const non2xx = [...statuses.entries()].filter(([status]) => status < 200 || status >= 300);
  const ms = (p: number) => Math.round(percentile(durations, p));
  const failures: string[] = [];
  if (result.timeouts > 0) failures.push(`${result.timeouts} requests timed out after ${TIMEOUT_SECONDS} s`);
  if (result.errors > result.timeouts) failures.push(`${result.errors - result.timeouts} connection errors`);
  for (const [status, count] of non2xx) failures.push(`${count} answers with status ${status}`);
  if (ok2xx === 0) failures.push('no request succeeded');

  return {
    ok: failures.length === 0,
    failures,
    figures: [
      {
        title: `Load: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s through Hosting → Functions emulator (${FUNCTIONS_EMULATOR_PARALLEL} workers at most)`,
        columns: ['requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'timeouts', 'workers (peak)', 'workers RSS MB (peak)'],
        rows: [
          [
            ok2xx + non2xx.reduce((sum, [, count]) => sum + count, 0),
            Math.round((ok2xx * 1000) / wallMs),
            ms(50),
            ms(95),
            ms(99),
            Math.round(durations.at(-1) ?? Number.NaN),
            non2xx.reduce((sum, [, count]) => sum + count, 0),
            result.errors,
            result.timeouts,
            peak.count,
            peak.rssMb,
          ],
        ],
      },
    ],
  };
}

export const loadRun: ReliabilityRun = {
  name: 'load',
  about: `${LOAD_CONNECTIONS} clients browsing for ${LOAD_SECONDS} s: req/s, p50/p95/p99, errors and timeouts (none allowed)`,
  run: runLoad,
};
