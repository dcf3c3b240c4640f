import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../functions/src/contract/errors';
import { registerAccount, type RegisteredAccount } from './lib/accounts';
import { startFunctionsEmulatorForTests, type FunctionsEmulatorForTests } from './lib/functions-emulator';
import { FUNCTIONS_EMULATOR_PARALLEL } from './lib/stack';
import { startTcpProxy, type OutageMode, type TcpProxy } from './lib/tcp-proxy';

/**
 * Firestore cut under the Functions emulator as the local stack runs it: four workers, each serving
 * one request at a time, behind Hosting. Without the circuit breaker every worker holds each request
 * for the whole deadline and a burst queues behind them for seconds; with it, only the first request
 * on each worker waits, and the rest are answered at once.
 */
/** Five requests for each worker, sent at once: four wait for the deadline, the rest must not wait behind them. */
const BURST = FUNCTIONS_EMULATOR_PARALLEL * 5;
/** The promise to clients: a 503 within 2 s of the request, however many arrive together. */
const ANSWER_WITHIN_MS = 2_000;
/** The production deadline (shared/config.ts), not the tests' longer one. */
const DEADLINE_MS = 1_500;

let proxy: TcpProxy;
let emulator: FunctionsEmulatorForTests;
let buyer: RegisteredAccount;

beforeAll(async () => {
  proxy = await startTcpProxy(process.env.FIRESTORE_EMULATOR_HOST!);
  emulator = await startFunctionsEmulatorForTests({
    FIRESTORE_EMULATOR_HOST: proxy.host,
    FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_EMULATOR_PARALLEL),
    RECELL_FIRESTORE_DEADLINE_MS: String(DEADLINE_MS),
    RECELL_NEWSLETTER_RATE_LIMIT: '100000',
  });
  buyer = await registerAccount(`${emulator.hostingUrl}/api`, 'Buyer', 'Outage Buyer');
}, 240_000);
afterAll(async () => {
  await emulator?.stop();
  await proxy?.close();
});

interface Answer {
  path: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
  ms: number;
}

let subscribers = 0;

/** Public reads, a public write and a signed-in read: every kind of request meets Firestore. */
function request(index: number): Promise<Answer> {
  const kinds: [string, RequestInit][] = [
    ['/api/products', {}],
    ['/api/healthz', {}],
    ['/api/categories', {}],
    [`/api/orders?email=${encodeURIComponent(buyer.email)}`, { headers: { authorization: `Bearer ${buyer.token}` } }],
    ['/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `outage-${(subscribers += 1)}-${Date.now()}@test.recell` }) }],
  ];
  const [path, init] = kinds[index % kinds.length]!;
  const started = performance.now();
  return fetch(`${emulator.hostingUrl}${path}`, init).then(async (response) => ({
    path: `${init.method ?? 'GET'} ${path}`,
    status: response.status,
    body: await response.json().catch(() => null),
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  }));
}

/**
 * Every worker up and warm (its first Firestore call done, so it has left the cold-start deadline),
 * as on a stack that has served for a while. The emulator may start a worker for a request and then
 * give that request to another that fell idle meanwhile, so a burst is sent again once all four
 * exist: with all of them idle, a burst of eight reaches each one.
 */
async function allWorkersWarm(): Promise<void> {
  let roundsWithAll = 0;
  for (let round = 0; round < 10 && roundsWithAll < 2; round += 1) {
    const answers = await Promise.all(Array.from({ length: FUNCTIONS_EMULATOR_PARALLEL * 2 }, () => fetch(`${emulator.hostingUrl}/api/healthz`)));
    const all = answers.every((answer) => answer.status === 200) && emulator.workerPids().length === FUNCTIONS_EMULATOR_PARALLEL;
    roundsWithAll = all ? roundsWithAll + 1 : 0;
  }
  if (roundsWithAll < 2) throw new Error(`the emulator has ${emulator.workerPids().length} workers serving, not ${FUNCTIONS_EMULATOR_PARALLEL}`);
}

describe.each<OutageMode>(['drop', 'refuse'])('Firestore cut (%s) under the Functions emulator', (mode) => {
  it(`answers ${BURST} concurrent requests 503 with Retry-After, each within 2 s on a quiet machine, and serves again once Firestore is back`, async () => {
    await allWorkersWarm();

    // What the emulator itself takes to pass such a burst, Firestore up: on a quiet machine well under
    // half a second; on a machine too busy for that, the 2 s promise cannot hold for any answer, and the
    // bound becomes the deadline plus that time (still far below a queue of requests each held for the deadline).
    const healthy = await Promise.all(Array.from({ length: BURST }, (_, index) => request(BURST + index)));
    expect(healthy.map((answer) => answer.status)).toEqual(healthy.map((answer) => (answer.path.startsWith('POST') ? 201 : 200)));
    const bound = Math.max(ANSWER_WITHIN_MS, DEADLINE_MS + Math.max(...healthy.map((answer) => answer.ms)));

    const workers = emulator.workerPids();
    proxy.cut(mode);
    const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => request(index))).finally(() => proxy.restore());
    const times = answers.map((answer) => Math.round(answer.ms)).sort((a, b) => a - b);
    const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 3).map((answer) => `${answer.path} ${Math.round(answer.ms)} ms`);
    console.log(
      `${mode}: ${BURST} concurrent requests answered in ${times[0]}-${times.at(-1)} ms (median ${times[BURST / 2]} ms; slowest ${slowest.join(', ')}); bound ${Math.round(bound)} ms`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(errorBodySchema.parse(answer.body)).toMatchObject({ acknowledged: false, code: 'unavailable' });
      expect(answer.retryAfter).toBe('2');
    }
    const slow = answers.filter((answer) => answer.ms >= bound).map((answer) => `${answer.path} ${Math.round(answer.ms)} ms`);
    expect(slow).toEqual([]);
    // The same four workers answered: none was started (cold) during the outage.
    expect(emulator.workerPids()).toEqual(workers);

    // Each worker's breaker closes once its probe gets through; a probe is due a second after the last.
    const deadline = performance.now() + 15_000;
    let back = false;
    while (!back && performance.now() < deadline) {
      const burst = await Promise.all(Array.from({ length: FUNCTIONS_EMULATOR_PARALLEL * 2 }, () => fetch(`${emulator.hostingUrl}/api/healthz`)));
      back = burst.every((answer) => answer.status === 200);
      if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(back).toBe(true);
  });
});
