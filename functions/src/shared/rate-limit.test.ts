import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { atRateLimitWindowStart, call, forwardedFrom, startApi } from '../test/harness';
import { config } from './config';
import { FirestoreRateLimitStore } from './rate-limit.repo';

/**
 * Rate limits that hold in production: keyed by the address Google's front end reports,
 * whatever the client writes in X-Forwarded-For, and counted in Firestore so that every instance of
 * the function enforces one limit. Two createApp() instances here stand for two Cloud Functions
 * instances: each has its own memory, they share only the emulator.
 */
let first: Awaited<ReturnType<typeof startApi>>;
let second: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  [first, second] = await Promise.all([startApi(createApp()), startApi(createApp())]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});
afterEach(() => {
  vi.useRealTimers();
});

let clients = 0;
const newClientAddress = () => {
  clients += 1;
  return `192.0.2.${clients}`;
};
const uniqueEmail = () => `limit-${randomUUID()}@test.recell`;
const subscribe = (url: string, headers: Record<string, string>) =>
  call(`${url}/newsletter`, { method: 'POST', body: { email: uniqueEmail() }, headers });

describe('the newsletter limit', () => {
  it('is not reset by forged X-Forwarded-For values: only the address the front end appended counts', async () => {
    atRateLimitWindowStart();
    const client = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= config.newsletterRateLimit + 2; i += 1) {
      // A new forged value each time, even a list of them, as a probe of spoofing would.
      const forged = i % 2 ? `10.0.${i}.1` : `198.18.${i}.7, 203.0.113.${i}`;
      statuses.push((await subscribe(first.url, forwardedFrom(client, forged))).status);
    }
    expect(statuses).toEqual([...Array(config.newsletterRateLimit).fill(201), 429, 429, 429]);
  });

  it('answers 429 in the error format with Retry-After and the RateLimit headers', async () => {
    atRateLimitWindowStart();
    const headers = forwardedFrom(newClientAddress());
    for (let i = 0; i < config.newsletterRateLimit; i += 1) expect((await subscribe(first.url, headers)).status).toBe(201);
    const blocked = await subscribe(first.url, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ acknowledged: false, code: 'rate_limited', message: expect.stringMatching(/try again/i), requestId: expect.any(String) });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(config.rateLimitWindowMs / 1000);
    expect(blocked.headers.get('ratelimit')).toMatch(/\br=0\b/);
  });

  it('is one limit for two instances of the API sharing Firestore', async () => {
    atRateLimitWindowStart();
    const headers = forwardedFrom(newClientAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 2 * config.newsletterRateLimit; i += 1) statuses.push((await subscribe(i % 2 ? second.url : first.url, headers)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(config.newsletterRateLimit);
    expect(statuses.slice(config.newsletterRateLimit)).toEqual(Array(config.newsletterRateLimit).fill(429));
  });

  it('lets no more than the limit through when both instances are hit at once', async () => {
    atRateLimitWindowStart();
    const headers = forwardedFrom(newClientAddress());
    const burst = await Promise.all(
      Array.from({ length: 4 * config.newsletterRateLimit }, (_, i) => subscribe(i % 2 ? second.url : first.url, headers)),
    );
    // Each hit is an atomic increment then a read: under a burst a caller may read the others' hits
    // and be refused early (even every request of the burst), never let through beyond the limit.
    expect(burst.filter((response) => response.status === 201).length).toBeLessThanOrEqual(config.newsletterRateLimit);
    expect(burst.every((response) => response.status === 201 || response.status === 429)).toBe(true);
    expect((await subscribe(first.url, headers)).status).toBe(429);
  });
});

describe('FirestoreRateLimitStore', () => {
  it('counts per key and per window, and starts again when the window turns (injected clock)', async () => {
    let now = 1_700_000_000_000;
    const windowMs = 60_000;
    const store = new FirestoreRateLimitStore(`test-${randomUUID()}`, windowMs, () => now);
    const other = new FirestoreRateLimitStore(store.prefix, windowMs, () => now);
    now = Math.floor(now / windowMs) * windowMs + 59_000;

    expect((await store.increment('user:a')).totalHits).toBe(1);
    expect((await other.increment('user:a')).totalHits).toBe(2);
    expect((await store.increment('2001:db8::/56')).totalHits).toBe(1);
    const info = await store.increment('user:a');
    expect(info).toEqual({ totalHits: 3, resetTime: new Date(now + 1_000) });

    await store.decrement('user:a');
    expect((await other.get('user:a'))?.totalHits).toBe(2);

    now += 1_000;
    expect((await other.increment('user:a')).totalHits).toBe(1);
    await store.resetKey('user:a');
    expect(await other.get('user:a')).toBeUndefined();
  });
});
