import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { ErrorRequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from './app-error';
import { createFirestoreBreaker, PROBE_EVERY_MS, type FirestoreBreaker } from './firestore-breaker';

/**
 * Fail fast: every Firestore call carries a deadline, and a call that misses it, or that Firestore
 * refuses as unavailable, becomes 503 `unavailable` with Retry-After instead of a request that hangs
 * for the outage. Once one has, a circuit breaker (firestore-breaker.ts) refuses the calls that
 * follow at once, until a probe finds Firestore back (docs/decisions/013-failing-fast-when-firestore-is-down.md).
 *
 * Why here and not in the SDK's own timeouts: the Admin SDK retries a failed read up to five times
 * with a backoff that starts at 1 s (`requestStream` → `_retry`, `ExponentialBackoff`), a transaction
 * retries UNAVAILABLE and DEADLINE_EXCEEDED again on top, and gax adds its own retry loop; a gRPC
 * deadline of its own only feeds those loops (about 8 s on a refused port, the whole outage on a
 * dropped one). So the deadline races the SDK's two funnels every RPC goes through: `request`
 * (Commit, BeginTransaction, Rollback, BatchWrite) and `requestStream` (BatchGetDocuments, RunQuery,
 * RunAggregationQuery), retries included. They are the SDK's internal methods: installDeadlines()
 * refuses to start if they are gone, and firestore-deadline.test.ts fails on an SDK that changed them.
 *
 * A write whose commit missed its deadline may still land when Firestore answers later: 503 means
 * "the outcome is unknown, try again", and every write is one atomic commit (a batch or a
 * transaction), so it lands whole or not at all; retrying a booking or a sign-up meets the
 * deterministic id that the first attempt may have created (409).
 */
export const FIRESTORE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 2;

/** gRPC status codes that mean "Firestore cannot be reached right now". */
const DEADLINE_EXCEEDED = 4;
const UNAVAILABLE = 14;

const FUNNELS = ['request', 'requestStream'] as const;
type Funnel = (...args: unknown[]) => Promise<unknown>;

export function firestoreUnavailable(): AppError {
  return new AppError(503, 'unavailable', FIRESTORE_UNAVAILABLE_MESSAGE);
}

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === UNAVAILABLE || code === DEADLINE_EXCEEDED;
}

/** A stream that arrives after its caller gave up is drained, so the SDK can release its channel. */
function drainLate(value: unknown): void {
  const stream = value as { resume?: () => void; on?: (event: string, listener: () => void) => void } | null;
  if (stream && typeof stream.resume === 'function') {
    stream.on?.('error', () => undefined);
    stream.resume();
  }
}

/** Rejects with 503 when the call has not settled within `deadlineMs`. */
export function withDeadline<T>(call: Promise<T>, deadlineMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(firestoreUnavailable());
    }, deadlineMs);
    call.then(
      (value) => {
        clearTimeout(timer);
        if (late) drainLate(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!late) reject(isUnreachable(error) ? firestoreUnavailable() : error);
      },
    );
  });
}

/**
 * The first calls of a new instance also load the gRPC client and open its channel: seconds on a
 * busy machine (5 s measured on the shared 2-core one), which is a cold start, not an outage. Until
 * one call has succeeded, calls get this much longer deadline.
 */
export const COLD_START_DEADLINE_MS = 15_000;

/** What the breaker's probe reads: a document nobody writes, so the probe costs one read of nothing. */
export const PROBE_DOCUMENT = 'health/probe';

/** Marks the calls the breaker's probe makes, which must reach Firestore while it refuses the rest. */
const probeCalls = new AsyncLocalStorage<true>();

/**
 * Puts the deadline and the circuit breaker on every RPC of this Firestore client (once, when the
 * client is configured), and returns the breaker.
 */
export function installDeadlines(firestore: Firestore, deadlineMs: number): FirestoreBreaker {
  const internals = firestore as unknown as Record<(typeof FUNNELS)[number], Funnel | undefined>;
  const breaker = createFirestoreBreaker({
    now: () => performance.now(),
    probeEveryMs: PROBE_EVERY_MS,
    probe: () => probeCalls.run(true, () => firestore.doc(PROBE_DOCUMENT).get()),
  });
  let warm = false;
  for (const name of FUNNELS) {
    const original = internals[name];
    if (typeof original !== 'function') {
      throw new Error(`Firestore.${name}() is gone from this firebase-admin: update shared/firestore-deadline.ts.`);
    }
    internals[name] = async function (this: unknown, ...args: unknown[]) {
      if (!probeCalls.getStore() && !breaker.admits()) throw firestoreUnavailable();
      try {
        const result = await withDeadline(original.apply(this, args), warm ? deadlineMs : COLD_START_DEADLINE_MS);
        warm = true;
        breaker.answered();
        return result;
      } catch (error) {
        if (error instanceof AppError && error.status === 503) {
          breaker.unreachable();
        } else {
          // Firestore answered (ALREADY_EXISTS, NOT_FOUND…): the channel is up.
          warm = true;
          breaker.answered();
        }
        throw error;
      }
    };
  }
  return breaker;
}

/**
 * gRPC reconnects to a Firestore that was gone with a backoff growing to 2 minutes by default; these
 * channel options keep it under a second, so service resumes by itself right after an outage.
 */
export const FIRESTORE_CHANNEL_OPTIONS = {
  'grpc.initial_reconnect_backoff_ms': 200,
  'grpc.max_reconnect_backoff_ms': 1_000,
} as const;

/** A 503 tells the client when to come back (the error body itself is written by app.ts's error handler). */
export const retryAfterOnUnavailable: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof AppError && error.status === 503 && !res.headersSent) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  next(error);
};
