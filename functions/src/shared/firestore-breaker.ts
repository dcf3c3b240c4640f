/**
 * A circuit breaker in front of Firestore, one per instance. The deadline (firestore-deadline.ts)
 * lets one call fail fast, but each call still waits the whole deadline: where one instance serves
 * one request at a time (the local Functions emulator's four workers), requests queue behind calls
 * that are each held for it, and answers come seconds late. So once a call has shown Firestore
 * unreachable, the breaker opens and every call fails at once; meanwhile a probe, one at a time and
 * at most one per `probeEveryMs`, asks Firestore again in the background (half-open), and the first
 * call that Firestore answers (a probe's, or one that was already under way) closes it.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface FirestoreBreaker {
  /** Whether a call may go to Firestore now. While open, it also starts a probe when one is due. */
  admits(): boolean;
  /** Firestore answered a call (with data or with an error of its own, such as NOT_FOUND). */
  answered(): void;
  /** A call missed its deadline or found Firestore unavailable. */
  unreachable(): void;
  state(): BreakerState;
}

export interface BreakerOptions {
  /** Milliseconds on some monotonic clock; tests move it by hand. */
  now: () => number;
  /** One cheap call that Firestore answers when it is reachable; it must not be refused by this breaker. */
  probe: () => Promise<unknown>;
  /** The least time between the starts of two probes. */
  probeEveryMs: number;
}

/** A probe a second: at most one read a second per instance during an outage, and service back within about a second after it. */
export const PROBE_EVERY_MS = 1_000;

export function createFirestoreBreaker({ now, probe, probeEveryMs }: BreakerOptions): FirestoreBreaker {
  let open = false;
  let probing = false;
  let lastProbeAt = Number.NEGATIVE_INFINITY;

  const runProbe = () => {
    probing = true;
    lastProbeAt = now();
    // The probe's outcome reaches answered()/unreachable() through the calls it makes; this only ends the probe.
    probe().then(
      () => {
        probing = false;
        open = false;
      },
      () => {
        probing = false;
      },
    );
  };

  return {
    admits() {
      if (!open) return true;
      if (!probing && now() - lastProbeAt >= probeEveryMs) runProbe();
      return false;
    },
    answered() {
      open = false;
    },
    unreachable() {
      if (open) return;
      open = true;
      // Ask again at once: a single slow call on a healthy Firestore then costs one probe's round trip of refusals, not a second.
      if (!probing) runProbe();
    },
    state() {
      if (!open) return 'closed';
      return probing ? 'half-open' : 'open';
    },
  };
}
