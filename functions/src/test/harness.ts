import { ESTABLISHED_SELLER_SALES } from '../contract/constants';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { config } from '../shared/config';
import { createApp } from '../app';
import { auth, db } from '../shared/firestore';
import { ACCOUNT_PASSWORD, randomBdMobile, signIn } from '../../../scripts/lib/auth-emulator';
import { checkResponse } from './response-check';
// The in-process API hands its outbox events to an in-process queue the tests play (installed on import).
import { settleEvents } from './event-queue';
import { DEFAULT_EMAIL_PREFERENCES, NO_STANDING, type RoleClaims, type UserRecord } from '../contract/users';
import { DEFAULT_LANGUAGE } from '../contract/languages';

/** The harness's sign-in and password are the tooling's (scripts/lib/auth-emulator.ts). */
export { randomBdMobile, signIn, ACCOUNT_PASSWORD as TEST_PASSWORD };

/** The API in this process on a free port, as the tests call it: over HTTP. */
export async function startApi(app = createApp()): Promise<{ url: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The address Google's front end appends after the client's in production (shared/client-address.ts). */
export const FRONT_END_ADDRESS = '203.0.113.250';

/**
 * The X-Forwarded-For a request from `client` carries when it reaches the function in production:
 * whatever the client itself sent (`forged`), then the client's address and the front end's, which
 * Google's front end appends.
 */
export function forwardedFrom(client: string, forged?: string): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': [forged, client, FRONT_END_ADDRESS].filter(Boolean).join(', ') };
}

/**
 * Rate-limit counters use fixed windows (shared/rate-limit.repo.ts): a test that counts up to a limit
 * moves the clock to just after the next window opens, so it never straddles two. Only Date is faked
 * and it keeps running; call vi.useRealTimers() after the test.
 */
export function atRateLimitWindowStart(): void {
  const windowMs = config.rateLimitWindowMs;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: (Math.floor(Date.now() / windowMs) + 1) * windowMs + 50 });
}

let counter = 0;

export type TestUserKind = 'buyer' | 'seller' | 'verifiedSeller' | 'admin';

export interface TestUser {
  uid: string;
  email: string;
  name: string;
  token: string;
  record: UserRecord;
  /** The mobile number verified on the account (E.164), or null. */
  phone: string | null;
}

/**
 * A real Auth account with a verified mobile number (as its phone provider holds one: listing and
 * booking need it), unique to it; `{ phone: false }` for an account without one, `{ phone: '+880…' }` for that number.
 */
async function createAccount(email: string, displayName: string, phone: boolean | string) {
  for (let attempt = 0; ; attempt += 1) {
    const phoneNumber = typeof phone === 'string' ? phone : phone ? randomBdMobile() : undefined;
    try {
      return await auth().createUser({ email, password: ACCOUNT_PASSWORD, displayName, ...(phoneNumber ? { phoneNumber } : {}) });
    } catch (error) {
      // Test files run at once and draw numbers at random: a clash draws again.
      if ((error as { code?: unknown }).code !== 'auth/phone-number-already-exists' || typeof phone === 'string' || attempt >= 5) throw error;
    }
  }
}

/** A real Auth account with claims and a users/{uid} record, signed in. */
export async function createUser(kind: TestUserKind = 'buyer', overrides: Partial<UserRecord> = {}, options: { phone?: boolean | string } = {}): Promise<TestUser> {
  counter += 1;
  const email = `${kind.toLowerCase()}-${Date.now().toString(36)}-${process.pid}-${counter}@test.recell`;
  const name = `Test ${kind} ${counter}`;
  const account = await createAccount(email, name, options.phone ?? true);
  const seller = kind === 'seller' || kind === 'verifiedSeller';
  // A back-dated account (overrides.createdAt) sorts by that date in the admin lists, as a real one would.
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  const record: UserRecord = {
    _id: account.uid,
    name,
    email,
    image: 'https://example.test/avatar.webp',
    user_role: seller ? 'Seller' : 'Buyer',
    role: kind === 'admin' ? 'admin' : 'user',
    verified: kind === 'verifiedSeller',
    verificationRequestedAt: null,
    emailPreferences: DEFAULT_EMAIL_PREFERENCES,
    language: DEFAULT_LANGUAGE,
    ...NO_STANDING,
    // A verified seller is established: their listings go live at once. A new seller's
    // listings wait for review: pass { completed_sales: 0 }.
    ...(kind === 'verifiedSeller' ? { completed_sales: ESTABLISHED_SELLER_SALES } : {}),
    createdAt,
    sortKey: `${createdAt}_${account.uid}`,
    ...overrides,
  };
  const claims: RoleClaims = {
    role: seller ? 'seller' : 'buyer',
    ...(record.role === 'admin' ? { admin: true as const } : {}),
    ...(record.verified ? { verified: true as const } : {}),
  };
  await auth().setCustomUserClaims(account.uid, { ...claims });
  await db().collection('users').doc(account.uid).set(record);
  return { uid: account.uid, email, name, token: await signIn(email), record, phone: account.phoneNumber ?? null };
}

/**
 * fetch with JSON in and out, and the caller's token when given; the answer is checked against the
 * OpenAPI document. Then the events the request committed are played (src/test/event-queue.ts), as
 * the queue would a moment later, so a test reads the world after its effects; `settle: false`
 * leaves them queued (a test of what the request itself does).
 */
export async function call(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string>; settle?: boolean } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const response = await fetch(url, { method: init.method ?? 'GET', headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // Every answer the tests see must be one the OpenAPI document describes (status and body).
  checkResponse(init.method ?? 'GET', url, response.status, response.headers.get('content-type'), json);
  if (init.settle !== false) await settleEvents();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, body: json as any };
}
