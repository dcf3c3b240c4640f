import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../shared/config';
import { db } from '../../shared/firestore';
import { atRateLimitWindowStart, call, forwardedFrom, startApi } from '../../test/harness';

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

// The limiter counts per client address; each test speaks from its own, with the header Google's
// front end sends in production (shared/client-address.ts), so the real production limit applies unchanged.
let clients = 0;
const newClient = () => {
  clients += 1;
  return forwardedFrom(`198.51.100.${clients}`);
};

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid}@test.recell`;

const subscribe = (body: unknown, headers: Record<string, string>) =>
  call(`${api.url}/newsletter`, { method: 'POST', body, headers });

const stored = async (email: string) => (await db().collection('newsletter').doc(email).get()).data();
const subscriptionCount = async () => (await db().collection('newsletter').count().get()).data().count;

describe('POST /api/newsletter', () => {
  it('stores a new address once (201), and answers a repeat with 200 and alreadySubscribed', async () => {
    const client = newClient();
    const email = uniqueEmail('reader');
    const first = await subscribe({ email: `  ${email.toUpperCase()} ` }, client);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ acknowledged: true, alreadySubscribed: false });
    expect(first.headers.get('cache-control')).toBe('private, no-store');

    const again = await subscribe({ email }, client);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ acknowledged: true, alreadySubscribed: true });

    const record = await stored(email);
    expect(record).toEqual({ email, createdAt: expect.any(String) });
  });

  it('drops fields it does not know', async () => {
    const email = uniqueEmail('extra');
    const response = await subscribe({ email, admin: true, source: 'x'.repeat(50) }, newClient());
    expect(response.status).toBe(201);
    expect(Object.keys((await stored(email)) ?? {}).sort()).toEqual(['createdAt', 'email']);
  });

  const badRequests: { name: string; status: number; code: string; send: () => ReturnType<typeof call> }[] = [
    { name: 'no email', status: 400, code: 'validation_failed', send: () => subscribe({}, newClient()) },
    { name: 'an email that is a number', status: 400, code: 'validation_failed', send: () => subscribe({ email: 42 }, newClient()) },
    { name: 'not an email', status: 400, code: 'validation_failed', send: () => subscribe({ email: 'not-an-email' }, newClient()) },
    {
      name: 'an oversized email',
      status: 400,
      code: 'validation_failed',
      send: () => subscribe({ email: `${'a'.repeat(300)}@test.recell` }, newClient()),
    },
    { name: 'a JSON array', status: 400, code: 'validation_failed', send: () => subscribe([uniqueEmail('array')], newClient()) },
    { name: 'bad JSON', status: 400, code: 'bad_request', send: () => subscribe('{"email": ', newClient()) },
    {
      name: 'a form post instead of JSON',
      status: 415,
      code: 'unsupported_media_type',
      send: () => subscribe(`email=${uniqueEmail('form')}`, { ...newClient(), 'content-type': 'application/x-www-form-urlencoded' }),
    },
    {
      name: 'a body over 100 KB',
      status: 413,
      code: 'payload_too_large',
      send: () => subscribe({ email: uniqueEmail('big'), padding: 'x'.repeat(120_000) }, newClient()),
    },
  ];

  it.each(badRequests)('refuses $name with $status and stores nothing', async ({ status, code, send }) => {
    const before = await subscriptionCount();
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ acknowledged: false, code });
    expect(typeof response.body.message).toBe('string');
    expect(await subscriptionCount()).toBe(before);
  });

  it(`limits one address to ${config.newsletterRateLimit} sign-ups a minute (429 in the error body)`, async () => {
    atRateLimitWindowStart();
    const client = newClient();
    for (let i = 0; i < config.newsletterRateLimit; i += 1) {
      expect((await subscribe({ email: uniqueEmail(`burst${i}`) }, client)).status).toBe(201);
    }
    const blockedEmail = uniqueEmail('blocked');
    const blocked = await subscribe({ email: blockedEmail }, client);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ acknowledged: false, code: 'rate_limited', message: expect.stringMatching(/try again/i) });
    expect(await stored(blockedEmail)).toBeUndefined();

    // Another address is not affected.
    expect((await subscribe({ email: blockedEmail }, newClient())).status).toBe(201);
  });
});
