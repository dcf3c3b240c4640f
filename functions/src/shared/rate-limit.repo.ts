import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, IncrementResponse, Store } from 'express-rate-limit';
import { db } from './firestore';

/** The collection of the shared counters; a TTL policy on `expiresAt` (firestore.indexes.json) deletes old windows. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

/**
 * Hit counters that every instance of the function shares: one Firestore document per
 * route, key and fixed window, `rateLimits/{route}_{key}_{windowStart}`, behind express-rate-limit's
 * `Store` interface.
 *
 * A hit is `FieldValue.increment(1)` (applied atomically by Firestore, however many instances
 * write at once) followed by a read of the total. Two instances counting at the same moment may
 * both read the other's hit too, so a caller can be stopped one request early under a race, never
 * let through late. A transaction (read, then write hits + 1) would be exact on Cloud Firestore,
 * but the local emulator does not isolate transactions (README), where it would lose hits.
 * Cost: one write and one read per limited request.
 */
export class FirestoreRateLimitStore implements Store {
  readonly localKeys = false;

  constructor(
    readonly prefix: string,
    private readonly windowMs: number,
    /** The clock; tests move it instead of waiting for a window to pass. */
    private readonly now: () => number = () => Date.now(),
  ) {}

  private window() {
    const windowStart = Math.floor(this.now() / this.windowMs) * this.windowMs;
    return { windowStart, resetTime: new Date(windowStart + this.windowMs) };
  }

  private doc(key: string, windowStart: number) {
    // Addresses hold ':' and an IPv6 block '/': encoded, a key is always one valid document id.
    return db().collection(RATE_LIMITS_COLLECTION).doc(`${this.prefix}_${encodeURIComponent(key)}_${windowStart}`);
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.add(key, 1);
  }

  async decrement(key: string): Promise<void> {
    await this.add(key, -1);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { windowStart, resetTime } = this.window();
    const snapshot = await this.doc(key, windowStart).get();
    return snapshot.exists ? { totalHits: Number(snapshot.get('hits') ?? 0), resetTime } : undefined;
  }

  async resetKey(key: string): Promise<void> {
    await this.doc(key, this.window().windowStart).delete();
  }

  private async add(key: string, hits: number): Promise<IncrementResponse> {
    const { windowStart, resetTime } = this.window();
    const ref = this.doc(key, windowStart);
    await ref.set(
      {
        route: this.prefix,
        key,
        windowStart,
        hits: FieldValue.increment(hits),
        expiresAt: Timestamp.fromMillis(windowStart + 2 * this.windowMs),
      },
      { merge: true },
    );
    const snapshot = await ref.get();
    return { totalHits: Number(snapshot.get('hits') ?? hits), resetTime };
  }
}
