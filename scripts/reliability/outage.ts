import { performance } from 'node:perf_hooks';
import { signIn } from '../lib/auth-emulator';
import { db } from '../lib/firebase-admin';
import { isOpenOrderStatus } from '../../functions/src/contract/order-status';
import type { OutageMode } from '../lib/tcp-proxy';
import type { Figures, ReliabilityRun, RunContext, RunResult } from './run';

/** With Firestore cut, 503 in the error format within 2 s; afterwards service resumes by itself. */
const ANSWER_WITHIN_MS = 2_000;
/** How long each outage lasts (long enough for every route to be tried during it). */
const OUTAGE_MS = 10_000;
/** After Firestore is back, the API must serve again within this long, without a restart. */
const RESUME_WITHIN_MS = 3_000;
const BUYER = 'buyer@recell.test';

interface Answer {
  status: number;
  code?: string;
  retryAfter: string | null;
  ms: number;
}

async function ask(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    return { status: response.status, code: body?.code, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
  } catch {
    return { status: 0, retryAfter: null, ms: performance.now() - started };
  }
}

/**
 * The listing/order aggregate, read straight from Firestore: a booked listing names its open order,
 * which exists, is open (booked, or accepted for a meetup), points back and carries the listing's
 * booking sequence; an available or sold listing names none; every open order is named by its listing.
 */
export async function aggregateViolations(): Promise<string[]> {
  const [products, orders] = await Promise.all([db().collection('products').get(), db().collection('orders').get()]);
  const orderById = new Map(orders.docs.map((doc) => [doc.id, doc.data()]));
  const productById = new Map(products.docs.map((doc) => [doc.id, doc.data()]));
  const violations: string[] = [];
  for (const [id, product] of productById) {
    if ((product.status === 'booked') !== (product.bookedId !== null)) violations.push(`listing ${id} is ${product.status} with bookedId ${product.bookedId}`);
    if (product.bookedId === null) continue;
    const order = orderById.get(product.bookedId);
    if (!order) violations.push(`listing ${id} names order ${product.bookedId}, which does not exist`);
    else if (!isOpenOrderStatus(order.status) || order.bookedId !== id || product.bookedId !== `${id}-${product.bookingSeq}`) {
      violations.push(`listing ${id} and its order ${product.bookedId} disagree (${order.status}, for ${order.bookedId})`);
    }
  }
  for (const [id, order] of orderById) {
    if (isOpenOrderStatus(order.status) && productById.get(order.bookedId)?.bookedId !== id) violations.push(`${order.status} order ${id} is not its listing's open order`);
  }
  return violations;
}

async function runOutage({ stack, say }: RunContext): Promise<RunResult> {
  const link = stack.firestoreLink;
  if (!link) throw new Error('the outage run needs a stack started with cuttableFirestore');
  const api = stack.urls.api;
  const failures: string[] = [];
  const rows: Figures['rows'] = [];
  const token = await signIn(BUYER);
  const available = ((await (await fetch(`${api}/products?limit=100`)).json()) as { _id: string; status: string }[]).filter(
    (product) => product.status === 'available',
  );
  const book = (listingId: string) =>
    ask(`${api}/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bookedId: listingId, mobile_number: '+8801712345678', meet_location: 'Dhanmondi 27', message: 'Still there?', slots: [new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()] }),
    });

  const before = await aggregateViolations();
  if (before.length > 0) failures.push(`before any outage: ${before.join('; ')}`);

  for (const mode of ['drop', 'refuse'] as OutageMode[]) {
    const listing = available.shift();
    if (!listing) throw new Error('the seed has too few available listings');
    const healthy = await ask(`${api}/healthz`);
    if (healthy.status !== 200) failures.push(`${mode}: /healthz answered ${healthy.status} before the outage`);

    say(`${mode}: cutting Firestore for ${OUTAGE_MS / 1000} s`);
    link.cut(mode);
    const cutAt = performance.now();
    const during: { what: string; answer: Answer }[] = [];
    // A booking caught by the cut, then every route the check covers, once a second until the outage ends.
    during.push({ what: 'POST /orders', answer: await book(listing._id) });
    while (performance.now() - cutAt < OUTAGE_MS) {
      for (const path of ['/products', '/healthz']) during.push({ what: `GET ${path}`, answer: await ask(`${api}${path}`) });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    link.restore();
    const restoredAt = performance.now();
    say(`${mode}: Firestore back`);

    for (const what of new Set(during.map((entry) => entry.what))) {
      const answers = during.filter((entry) => entry.what === what).map((entry) => entry.answer);
      const worst = Math.max(...answers.map((answer) => answer.ms));
      const wrong = answers.filter((answer) => answer.status !== 503 || answer.code !== 'unavailable' || answer.retryAfter === null);
      rows.push([mode, what, answers.length, answers.filter((answer) => answer.status === 503).length, Math.round(worst), wrong.length]);
      if (worst >= ANSWER_WITHIN_MS) failures.push(`${mode}: ${what} took ${Math.round(worst)} ms to answer during the outage`);
      if (wrong.length > 0) failures.push(`${mode}: ${what} answered ${wrong.map((answer) => `${answer.status} ${answer.code ?? ''}`).join(', ')} instead of 503 unavailable with Retry-After`);
    }

    // Service resumes by itself: the next requests succeed (the first may meet gRPC's reconnect).
    let resumed: Answer | undefined;
    let attempts = 0;
    while (performance.now() - restoredAt < RESUME_WITHIN_MS + 2_000) {
      attempts += 1;
      const answer = await ask(`${api}/products`);
      if (answer.status === 200) {
        resumed = answer;
        break;
      }
    }
    const resumedMs = Math.round(performance.now() - restoredAt);
    const next = await Promise.all([ask(`${api}/products`), ask(`${api}/healthz`)]);
    rows.push([mode, 'after: first 200 of GET /products', attempts, attempts - (resumed ? 1 : 0), resumedMs, resumed ? 0 : 1]);
    if (!resumed || resumedMs > RESUME_WITHIN_MS) failures.push(`${mode}: the API served again only after ${resumedMs} ms`);
    if (next.some((answer) => answer.status !== 200)) failures.push(`${mode}: after the outage /products and /healthz answered ${next.map((answer) => answer.status).join(', ')}`);

    // The booking cut off by the outage either landed whole or not at all: booking again books it or meets it.
    const retry = await book(listing._id);
    rows.push([mode, 'after: POST /orders again', 1, 0, Math.round(retry.ms), retry.status === 201 || retry.status === 409 ? 0 : 1]);
    if (retry.status !== 201 && retry.status !== 409) failures.push(`${mode}: booking again after the outage answered ${retry.status}`);
    const violations = await aggregateViolations();
    if (violations.length > 0) failures.push(`${mode}: half-done writes: ${violations.join('; ')}`);
  }

  return {
    ok: failures.length === 0,
    failures,
    figures: [
      {
        title: `Outage: Firestore cut for ${OUTAGE_MS / 1000} s (drop: partitioned; refuse: stopped), through Hosting → Functions emulator`,
        columns: ['mode', 'request', 'sent', '503', 'slowest ms', 'wrong'],
        rows,
      },
    ],
  };
}

export const outageRun: ReliabilityRun = {
  name: 'outage',
  about: `Firestore partitioned, then stopped, for ${OUTAGE_MS / 1000} s each: 503 within ${ANSWER_WITHIN_MS / 1000} s, service back by itself, no half-done write`,
  run: runOutage,
};
