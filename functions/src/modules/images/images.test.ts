import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from '../../contract/constants';
import { auth } from '../../shared/firestore';
import { call, createUser, signIn, startApi, TEST_PASSWORD, type TestUser } from '../../test/harness';
import type { ErrorBody } from '../../contract/errors';
import { localImagesDir } from './image-store';
import type { UploadedImage } from '../../contract/images';
import { cardUrlFor } from '../../contract/image-urls';

// This file's own image folder (under the run's data folder), so "nothing stored" is exact even
// while other test files upload. Set before the config module reads it; restored afterwards.
const sharedDataDir = vi.hoisted(() => {
  const previous = process.env.RECELL_DATA_DIR;
  process.env.RECELL_DATA_DIR = `${previous}/images-test-${process.pid}-${Date.now()}`;
  return previous;
});

let api: Awaited<ReturnType<typeof startApi>>;
let buyer: TestUser;

beforeAll(async () => {
  api = await startApi();
  buyer = await createUser('buyer');
});
afterAll(async () => {
  await api.close();
  process.env.RECELL_DATA_DIR = sharedDataDir;
});

const storedFiles = () => (existsSync(localImagesDir()) ? readdirSync(localImagesDir()).sort() : []);

/** A photo-like picture: smooth colour patches, as a camera makes them. */
function photo(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(Math.random() * 256);
  return sharp(noise, { raw: { width, height, channels: 3 } }).blur(3);
}

/** Pure noise: the worst case for any compressor. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function form(parts: { field: string; bytes: Buffer | string; name?: string; type?: string }[]) {
  const body = new FormData();
  for (const part of parts) {
    body.append(part.field, new Blob([part.bytes], { type: part.type ?? 'image/jpeg' }), part.name ?? 'photo.jpg');
  }
  return body;
}

/** The success or the error body; each test looks at the one it expects. */
type UploadAnswer = { success: true; data: UploadedImage } & Partial<ErrorBody>;

async function upload(body: FormData | string, init: { token?: string | null; contentType?: string } = {}) {
  const headers: Record<string, string> = {};
  const token = init.token === undefined ? buyer.token : init.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.contentType) headers['content-type'] = init.contentType;
  const response = await fetch(`${api.url}/images`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

/** GETs a URL the API answered (`/api/images/...`) from the test server. */
async function fetchImage(url: string) {
  const response = await fetch(new URL(url, api.url));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('POST /api/images', () => {
  it('re-encodes a JPEG photo to WebP at the card and detail widths, served with immutable caching', async () => {
    const jpeg = await photo(1600, 1200).jpeg({ quality: 90 }).toBuffer();
    const response = await upload(form([{ field: 'image', bytes: jpeg }]));

    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    const { display_url, card_url } = response.body.data;
    expect(display_url).toMatch(new RegExp(`^/api/images/${UUID}-${IMAGE_WIDTHS.detail}\\.webp$`));
    expect(card_url).toBe(cardUrlFor(display_url));

    for (const [url, width] of [[display_url, IMAGE_WIDTHS.detail], [card_url, IMAGE_WIDTHS.card]] as const) {
      const { response: served, bytes } = await fetchImage(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Pages on any local origin (Vite's :5173, localhost or 127.0.0.1 on :5000) may show it.
      expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(existsSync(path.join(localImagesDir(), path.basename(url)))).toBe(true);
    }
    const card = await fetchImage(card_url);
    expect(card.bytes.length).toBeLessThan(40_000);
  });

  it('keeps even a worst-case card (pure noise) under 40 KB', async () => {
    const jpeg = await noise(1200, 900).jpeg({ quality: 95 }).toBuffer();
    const response = await upload(form([{ field: 'image', bytes: jpeg }]));
    expect(response.status).toBe(201);
    const card = await fetchImage(response.body.data.card_url);
    expect(card.bytes.length).toBeLessThan(40_000);
  });

  it('turns the picture upright from its EXIF orientation and strips the metadata', async () => {
    // Stored 800x600 with "rotate 90°": the picture a person sees is 600 wide and 800 tall.
    const jpeg = await photo(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const response = await upload(form([{ field: 'image', bytes: jpeg }]));
    expect(response.status).toBe(201);
    const card = await sharp((await fetchImage(response.body.data.card_url)).bytes).metadata();
    expect(card).toMatchObject({ width: 400, height: 533 });
    expect(card.orientation).toBeUndefined();
    expect(card.exif).toBeUndefined();
  });

  it('accepts PNG and WebP and never enlarges a small picture', async () => {
    const png = await photo(300, 200).png().toBuffer();
    const pngResponse = await upload(form([{ field: 'image', bytes: png, name: 'a.png', type: 'image/png' }]));
    expect(pngResponse.status).toBe(201);
    for (const url of [pngResponse.body.data.card_url, pngResponse.body.data.display_url]) {
      expect(await sharp((await fetchImage(url)).bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    }

    const webp = await photo(640, 480).webp().toBuffer();
    const webpResponse = await upload(form([{ field: 'image', bytes: webp, name: 'a.webp', type: 'image/webp' }]));
    expect(webpResponse.status).toBe(201);
  });
});

describe('POST /api/images refuses, storing nothing', () => {
  const cases: { name: string; status: number; code: string; message?: string; send: () => Promise<Awaited<ReturnType<typeof upload>>> }[] = [
    {
      name: 'no token',
      status: 401,
      code: 'unauthenticated',
      send: async () => upload(form([{ field: 'image', bytes: await photo(50, 50).jpeg().toBuffer() }]), { token: null }),
    },
    {
      name: 'a forged token',
      status: 401,
      code: 'unauthenticated',
      send: async () => upload(form([{ field: 'image', bytes: await photo(50, 50).jpeg().toBuffer() }]), { token: 'not-a-token' }),
    },
    {
      // Uploads, like every write, are for registered people: signing up makes the record first.
      name: 'an Auth account with no ReCell record yet',
      status: 403,
      code: 'forbidden',
      message: 'Finish creating your ReCell account first.',
      send: async () => {
        const email = `registrant-${Date.now()}@test.recell`;
        await auth().createUser({ email, password: TEST_PASSWORD });
        return upload(form([{ field: 'image', bytes: await photo(50, 50).png().toBuffer(), type: 'image/png' }]), { token: await signIn(email) });
      },
    },
    {
      name: 'a JSON body',
      status: 415,
      code: 'unsupported_media_type',
      send: () => upload(JSON.stringify({ image: 'https://example.test/a.jpg' }), { contentType: 'application/json' }),
    },
    {
      name: 'a text file named .jpg and sent as image/jpeg',
      status: 415,
      code: 'unsupported_media_type',
      message: 'The file is not a JPEG, PNG or WebP image.',
      send: () => upload(form([{ field: 'image', bytes: 'this is not a picture\n'.repeat(50), name: 'phone.jpg' }])),
    },
    {
      name: 'a GIF',
      status: 415,
      code: 'unsupported_media_type',
      send: async () => upload(form([{ field: 'image', bytes: await photo(50, 50).gif().toBuffer(), name: 'a.gif', type: 'image/gif' }])),
    },
    {
      name: 'an SVG (could carry script)',
      status: 415,
      code: 'unsupported_media_type',
      send: () =>
        upload(
          form([
            {
              field: 'image',
              bytes: '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><script>alert(1)</script></svg>',
              name: 'a.png',
              type: 'image/png',
            },
          ]),
        ),
    },
    {
      name: 'a truncated JPEG (header fine, picture broken)',
      status: 415,
      code: 'unsupported_media_type',
      send: async () => {
        const jpeg = await photo(400, 300).jpeg().toBuffer();
        return upload(form([{ field: 'image', bytes: jpeg.subarray(0, jpeg.length / 2) }]));
      },
    },
    {
      name: 'a PNG header claiming 10000x10000 pixels (decompression bomb)',
      status: 413,
      code: 'payload_too_large',
      send: () => upload(form([{ field: 'image', bytes: pngHeaderClaiming(10_000, 10_000), name: 'a.png', type: 'image/png' }])),
    },
    {
      name: 'a 6 MB file (over MAX_IMAGE_BYTES)',
      status: 413,
      code: 'payload_too_large',
      send: () => upload(form([{ field: 'image', bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024, 0xff) }])),
    },
    {
      name: 'the file in another field',
      status: 400,
      code: 'bad_request',
      send: async () => upload(form([{ field: 'photo', bytes: await photo(50, 50).jpeg().toBuffer() }])),
    },
    {
      name: 'two files',
      status: 400,
      code: 'bad_request',
      send: async () => {
        const jpeg = await photo(50, 50).jpeg().toBuffer();
        return upload(form([{ field: 'image', bytes: jpeg }, { field: 'image', bytes: jpeg }]));
      },
    },
    {
      name: 'an extra text field',
      status: 400,
      code: 'bad_request',
      send: async () => {
        const body = form([{ field: 'image', bytes: await photo(50, 50).jpeg().toBuffer() }]);
        body.append('key', 'spec-image-host-key');
        return upload(body);
      },
    },
    {
      name: 'no file at all',
      status: 400,
      code: 'bad_request',
      send: () => upload(new FormData()),
    },
  ];

  it.each(cases)('$name -> $status', async ({ status, code, message, send }) => {
    const before = storedFiles();
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ acknowledged: false, code, ...(message ? { message } : {}) });
    expect(typeof response.body.message).toBe('string');
    expect(storedFiles()).toEqual(before);
  });
});

describe('GET /api/images/:file (local stack)', () => {
  it.each([
    ['an unknown id', '0b3f5b8e-8d1f-4c3a-9a57-2f1f0f6c9d10-400.webp'],
    ['a name that is not ours', 'notes.txt'],
    ['a path out of the folder', '..%2F..%2Fpackage.json'],
    ['a dot file', '.partial'],
  ])('answers 404 for %s', async (_case, file) => {
    const response = await call(`${api.url}/images/${file}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'not_found' });
  });
});

/** A PNG that claims the given size but carries a single row of pixels: tiny on the wire. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const firstRow = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRow),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/images behind the Cloud Functions runtime', () => {
  it('reads the body the runtime already consumed (req.rawBody)', async () => {
    // Cloud Functions and its emulator read every body before our app runs and keep the bytes.
    const runtime = express();
    runtime.use(
      express.raw({
        type: '*/*',
        limit: '10mb',
        verify: (req, _res, bytes) => {
          (req as typeof req & { rawBody?: Buffer }).rawBody = bytes;
        },
      }),
    );
    runtime.use(createApp());
    const server = runtime.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const jpeg = await photo(300, 200).jpeg().toBuffer();
      const response = await fetch(`http://127.0.0.1:${port}/api/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}` },
        body: form([{ field: 'image', bytes: jpeg }]),
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as UploadAnswer).data.display_url).toMatch(new RegExp(`/api/images/${UUID}-1200\\.webp$`));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
