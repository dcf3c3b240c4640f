import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type OutageMode, type TcpProxy } from '../../../scripts/lib/tcp-proxy';

/**
 * Fail fast, on the real emulator: this file's API reaches Firestore through a TCP proxy it can
 * cut, as a network partition (`drop`: every call hangs) or as a stopped Firestore (`refuse`).
 * Everything that touches Firestore is loaded after the environment points at the proxy.
 */
const DEADLINE_MS = 1_000;
/** The promise to clients: a 503 within 2 s of the request. */
const ANSWER_WITHIN_MS = 2_000;
/**
 * After Firestore is back the breaker still refuses until its next probe (one a second) gets
 * through, and gRPC may still be in its reconnect backoff (under a second): service is back
 * within a few seconds, without a restart.
 */
const BACK_WITHIN_MS = 5_000;

const saved = { host: process.env.FIRESTORE_EMULATOR_HOST, deadline: process.env.RECELL_FIRESTORE_DEADLINE_MS };
let proxy: TcpProxy;
let api: { url: string; close: () => Promise<void> };
let harness: typeof import('../test/harness');
let firestore: typeof import('./firestore');

beforeAll(async () => {
  proxy = await startTcpProxy(saved.host!);
  process.env.FIRESTORE_EMULATOR_HOST = proxy.host;
  process.env.RECELL_FIRESTORE_DEADLINE_MS = String(DEADLINE_MS);
  harness = await import('../test/harness.js');
  firestore = await import('./firestore.js');
  api = await harness.startApi();
});

afterAll(async () => {
  await api?.close();
  await proxy?.close();
  process.env.FIRESTORE_EMULATOR_HOST = saved.host;
  process.env.RECELL_FIRESTORE_DEADLINE_MS = saved.deadline;
});

// A test that fails while Firestore is cut must not leave it cut, or the breaker spied on, for the next one.
afterEach(async () => {
  vi.restoreAllMocks();
  proxy.restore();
  await onceBack(() => timed('/healthz'), (answer) => answer.status === 200);
});

async function timed(path: string) {
  const started = performance.now();
  const response = await harness.call(`${api.url}${path}`);
  return { ...response, ms: performance.now() - started };
}

/** Asks until `attempt` stops failing (Firestore reconnected, the breaker closed), for at most BACK_WITHIN_MS. */
async function onceBack<T>(attempt: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = performance.now() + BACK_WITHIN_MS;
  for (;;) {
    const value = await attempt();
    if (ok(value) || performance.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each<OutageMode>(['drop', 'refuse'])('Firestore unreachable (%s)', (mode) => {
  it('answers 503 unavailable with Retry-After within 2 s on /products and /healthz, and serves again once Firestore is back', async () => {
    expect((await timed('/healthz')).status).toBe(200);

    proxy.cut(mode);
    for (const path of ['/products', '/healthz', '/products?limit=1']) {
      const answer = await timed(path);
      expect(answer.status, path).toBe(503);
      expect(answer.body).toMatchObject({ acknowledged: false, code: 'unavailable', message: expect.stringMatching(/try again/i) });
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.ms, path).toBeLessThan(ANSWER_WITHIN_MS);
    }

    proxy.restore();
    // No restart: the channel reconnects by itself (FIRESTORE_CHANNEL_OPTIONS) and the breaker's probe closes it.
    expect((await onceBack(() => timed('/healthz'), (answer) => answer.status === 200)).status).toBe(200);
    expect((await timed('/products?limit=1')).status).toBe(200);
  });

  it('answers a burst of concurrent requests at once after the first has found Firestore gone', async () => {
    expect((await timed('/healthz')).status).toBe(200);
    proxy.cut(mode);
    const first = await timed('/products?limit=1');
    expect(first.status).toBe(503);
    // Refused by the open breaker, not held for the deadline: no call of the burst reached Firestore.
    // Asked of the breaker rather than of the clock, which a busy machine slows for either.
    const admits = vi.spyOn(firestore.firestoreBreaker()!, 'admits');
    const burst = await Promise.all(Array.from({ length: 10 }, (_, index) => timed(index % 2 ? '/products' : '/healthz')));
    for (const answer of burst) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
    }
    expect(admits.mock.calls.length).toBeGreaterThanOrEqual(burst.length);
    expect(admits.mock.results.every((result) => result.value === false)).toBe(true);
    proxy.restore();
    expect((await onceBack(() => timed('/healthz'), (answer) => answer.status === 200)).status).toBe(200);
  });
});

describe('a write cut off by the deadline', () => {
  it('fails whole: a batch either lands completely or not at all', async () => {
    const { db } = firestore;
    const ids = ['a', 'b', 'c'].map((suffix) => `deadline-${Date.now().toString(36)}-${suffix}`);
    proxy.cut('refuse');
    const batch = db().batch();
    for (const id of ids) batch.set(db().collection('deadlineProbe').doc(id), { id });
    const started = performance.now();
    await expect(batch.commit()).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    proxy.restore();

    const stored = await onceBack(
      () => Promise.all(ids.map(async (id) => (await db().collection('deadlineProbe').doc(id).get()).exists)).catch((): boolean[] => []),
      (found) => found.length > 0,
    );
    expect(stored).toHaveLength(3);
    expect(new Set(stored).size).toBe(1);
  });
});
