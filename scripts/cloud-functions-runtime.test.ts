import http from 'node:http';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../functions/src/contract/constants';
import { errorBodySchema } from '../functions/src/contract/errors';
import { registerAccount, type RegisteredAccount } from './lib/accounts';
import { HOSTING_INDEX_MARKER, startFunctionsEmulatorForTests, type FunctionsEmulatorForTests } from './lib/functions-emulator';

/**
 * The API as the Cloud Functions runtime serves it: the built function in firebase-tools' Functions
 * emulator (its own Express app and body parsers run before ours; a worker process per concurrent
 * request) and behind its Hosting emulator with firebase.json's rewrites. What only that runtime
 * shows is tested here; everything else is tested in-process.
 */
let emulator: FunctionsEmulatorForTests;
let buyer: RegisteredAccount;

beforeAll(async () => {
  emulator = await startFunctionsEmulatorForTests({ RECELL_NEWSLETTER_RATE_LIMIT: '100000', RECELL_WRITE_RATE_LIMIT: '100000' });
  // The first request starts the worker.
  expect((await send(emulator.functionUrl, 'GET', '/api/healthz')).status).toBe(200);
  buyer = await registerAccount(`${emulator.functionUrl}/api`, 'Buyer', 'Runtime Buyer');
}, 240_000);
afterAll(async () => {
  await emulator?.stop();
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

interface SendOptions {
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Sends the body in this many pieces, this many ms apart (a slow client). */
  slow?: { pieces: number; gapMs: number };
  /** Sends half the body, then drops the connection. */
  abandon?: boolean;
}

/** A request whose path goes on the wire exactly as written (fetch would normalise `..` and `%2E`). */
function send(base: string, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const url = new URL(base);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname.replace(/\/$/, '')}${path}`,
        headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', (error) => (options.abandon ? resolve({ status: 0, contentType: '', text: String(error) }) : reject(error)));
    if (!body) {
      request.end();
      return;
    }
    if (options.abandon) {
      request.write(body.subarray(0, body.length / 2), () => setTimeout(() => request.destroy(), 200));
      setTimeout(() => resolve({ status: 0, contentType: '', text: 'abandoned' }), 400);
      return;
    }
    if (!options.slow) {
      request.end(body);
      return;
    }
    const { pieces, gapMs } = options.slow;
    const size = Math.ceil(body.length / pieces);
    let offset = 0;
    const next = () => {
      const piece = body.subarray(offset, offset + size);
      offset += size;
      if (offset >= body.length) request.end(piece);
      else request.write(piece, () => setTimeout(next, gapMs));
    };
    next();
  });
}

/** The answer is the contract's error body, as JSON, with no stack trace or server path. */
function expectErrorBody(answer: Answer, status: number, code?: string) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.contentType).toContain('application/json');
  const body = errorBodySchema.parse(JSON.parse(answer.text));
  if (code) expect(body.code).toBe(code);
  expect(answer.text).not.toMatch(/\n\s+at |node_modules|\/lib\/|\/src\//);
}

const BOUNDARY = 'runtime-test-boundary';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
function imageForm(bytes: Buffer, { closed = true } = {}) {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="phone.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(closed ? `\r\n--${BOUNDARY}--\r\n` : ''),
  ]);
}
const jpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe('POST /api/images in the Functions emulator', () => {
  it('answers a truncated upload 400, twenty times over, and oversized, slow and abandoned uploads, with the same worker serving throughout', async () => {
    const auth = { authorization: `Bearer ${buyer.token}` };
    const workers = emulator.workerPids();
    expect(workers.length).toBeGreaterThan(0);
    const photo = await jpeg();

    // Cut off before the closing boundary: "Unexpected end of form" in busboy, on the parser and on the file stream.
    for (let round = 0; round < 20; round += 1) {
      const cut = imageForm(photo, { closed: false }).subarray(0, 200 + round * 37);
      expectErrorBody(await send(emulator.functionUrl, 'POST', '/api/images', { headers: { ...auth, ...MULTIPART }, body: cut }), 400, 'bad_request');
    }
    expectErrorBody(
      await send(emulator.functionUrl, 'POST', '/api/images', { headers: { ...auth, ...MULTIPART }, body: imageForm(Buffer.alloc(MAX_IMAGE_BYTES + 1024, 0xff)) }),
      413,
      'payload_too_large',
    );
    // A slow client: the whole form over about a second.
    const slow = await send(emulator.functionUrl, 'POST', '/api/images', { headers: { ...auth, ...MULTIPART }, body: imageForm(photo), slow: { pieces: 8, gapMs: 120 } });
    expect(slow.status, slow.text).toBe(201);
    // A slow client that is cut off, then one that gives up halfway.
    expectErrorBody(
      await send(emulator.functionUrl, 'POST', '/api/images', { headers: { ...auth, ...MULTIPART }, body: imageForm(photo, { closed: false }), slow: { pieces: 4, gapMs: 100 } }),
      400,
    );
    await send(emulator.functionUrl, 'POST', '/api/images', { headers: { ...auth, ...MULTIPART }, body: imageForm(photo), abandon: true });
    // Through Hosting too.
    expectErrorBody(await send(emulator.hostingUrl, 'POST', '/api/images', { headers: { ...auth, ...MULTIPART }, body: imageForm(photo, { closed: false }) }), 400);

    expect((await send(emulator.functionUrl, 'GET', '/api/healthz')).status).toBe(200);
    const uploaded = await send(emulator.functionUrl, 'POST', '/api/images', { headers: { ...auth, ...MULTIPART }, body: imageForm(photo) });
    expect(uploaded.status, uploaded.text).toBe(201);
    // No worker died and none was started in its place.
    expect(emulator.workerPids()).toEqual(workers);
    expect(emulator.output().join('\n')).not.toMatch(/Unexpected end of form|uncaught|exited with code/i);
  }, 120_000);
});

describe('the error contract through the Cloud Functions runtime', () => {
  const json = { 'content-type': 'application/json' };
  const bodies: { name: string; headers: Record<string, string>; body: Buffer | string; status: number; code: string }[] = [
    { name: 'malformed JSON', headers: json, body: '{"email":', status: 400, code: 'bad_request' },
    { name: 'a top-level string', headers: json, body: '"str"', status: 400, code: 'bad_request' },
    { name: 'a top-level number', headers: json, body: '123', status: 400, code: 'bad_request' },
    { name: 'a top-level null', headers: json, body: 'null', status: 400, code: 'bad_request' },
    { name: 'NaN', headers: json, body: '{"email":NaN}', status: 400, code: 'bad_request' },
    { name: 'bad gzip', headers: { ...json, 'content-encoding': 'gzip' }, body: 'not gzip at all', status: 400, code: 'bad_request' },
    { name: 'an unknown content-encoding', headers: { ...json, 'content-encoding': 'zstd-x' }, body: '{"email":"a@b.co"}', status: 415, code: 'unsupported_media_type' },
    { name: 'an unknown charset', headers: { 'content-type': 'application/json; charset=klingon' }, body: '{"email":"a@b.co"}', status: 415, code: 'unsupported_media_type' },
    { name: 'a charset other than UTF-8', headers: { 'content-type': 'application/json; charset=utf-7' }, body: '{"email":"a@b.co"}', status: 415, code: 'unsupported_media_type' },
    { name: 'a body over 100 KB', headers: json, body: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(150_000) }), status: 413, code: 'payload_too_large' },
    {
      name: 'a gzipped body over 100 KB once inflated',
      headers: { ...json, 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(500_000) })),
      status: 413,
      code: 'payload_too_large',
    },
    { name: 'a body over the runtime’s 10 MB', headers: json, body: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(11_000_000) }), status: 413, code: 'payload_too_large' },
  ];

  for (const via of ['function', 'hosting'] as const) {
    const base = () => (via === 'function' ? emulator.functionUrl : emulator.hostingUrl);

    it.each(bodies)(`POST /api/newsletter with $name answers $status in the error format (${via})`, async ({ headers, body, status, code }) => {
      expectErrorBody(await send(base(), 'POST', '/api/newsletter', { headers, body }), status, code);
    });

    it(`answers a valid body as before (${via})`, async () => {
      const answer = await send(base(), 'POST', '/api/newsletter', { headers: json, body: JSON.stringify({ email: `runtime-${via}-${Date.now()}@test.recell` }) });
      expect(answer.status, answer.text).toBe(201);
    });

    it(`answers ids naming Object.prototype members 404 and reserved ids 400 (${via})`, async () => {
      for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
        expectErrorBody(await send(base(), 'GET', `/api/products/${id}`), 404, 'not_found');
        expectErrorBody(await send(base(), 'DELETE', `/api/wishlist/${id}`, { headers: { authorization: `Bearer ${buyer.token}` } }), 404, 'not_found');
      }
      for (const id of ['__proto__', '__name__']) expectErrorBody(await send(base(), 'GET', `/api/products/${id}`), 400, 'validation_failed');
    });

    it(`answers %2F in an id in the error format (${via})`, async () => {
      const answer = await send(base(), 'GET', '/api/products/a%2Fb');
      expect([400, 404]).toContain(answer.status);
      expectErrorBody(answer, answer.status);
    });
  }

  // Limits in front of the API, pinned so that a firebase-tools upgrade that changes them shows
  // (README, Reliability): the API itself answers `%zz` with its JSON 400 (functions/src/test/ids.test.ts).
  it('meets %zz in a path at the runtime router (bare 400) and the Hosting emulator (plain-text 500), before the API', async () => {
    const direct = await send(emulator.functionUrl, 'GET', '/api/products/%zz');
    expect(direct.status).toBe(400);
    expect(direct.contentType).toContain('text/html');
    const hosted = await send(emulator.hostingUrl, 'GET', '/api/products/%zz');
    expect(hosted.status).toBe(500);
    expect(hosted.contentType).not.toContain('application/json');
  });

  it('meets a path segment starting with a dot at the Hosting emulator (its own HTML 404), before the API', async () => {
    const hosted = await send(emulator.hostingUrl, 'DELETE', '/api/wishlist/.x');
    expect(hosted.status).toBe(404);
    expect(hosted.contentType).toContain('text/html');
    expectErrorBody(await send(emulator.functionUrl, 'DELETE', '/api/wishlist/.x', { headers: { authorization: `Bearer ${buyer.token}` } }), 400);
  });

  it('meets a 20 KB Authorization header at Node’s HTTP parser (bare 431), before any JavaScript', async () => {
    const headers = { authorization: `Bearer ${'x'.repeat(20_000)}` };
    for (const base of [emulator.functionUrl, emulator.hostingUrl]) {
      const answer = await send(base, 'GET', '/api/products/x', { headers });
      expect(answer.status).toBe(431);
      expect(answer.text).toBe('');
    }
  });

  it('sends every /api path to the function, normalised ones included, never the web app', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/users/..'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['PUT', '/api/products/sold/%2E%2E'],
    ] as const) {
      const answer = await send(emulator.hostingUrl, method, path, { headers: { authorization: `Bearer ${buyer.token}` } });
      expect(answer.text, `${method} ${path}`).not.toContain(HOSTING_INDEX_MARKER);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('the outbox on the Tasks emulator', () => {
  it('runs an event queued through Cloud Tasks in the queue function (dispatchEvents), which reads its own body', async () => {
    process.env.CLOUD_TASKS_EMULATOR_HOST = emulator.tasksHost;
    const { newEvent, recordEvents, dispatch, getEvent } = await import('../functions/src/modules/events');
    // A listing that does not exist: the handler reads it and has nothing to note, and the event is done.
    const event = newEvent('catalog.note', `no-listing-${Date.now()}`, 'probe', { listingId: 'no-listing' }, new Date());
    await recordEvents([event]);
    await dispatch([event]);
    const deadline = Date.now() + 60_000;
    let stored = await getEvent(event._id);
    while (stored?.state === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stored = await getEvent(event._id);
    }
    expect(stored).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(emulator.output().join('\n')).not.toContain('Invalid request, unable to process');
  });
});
