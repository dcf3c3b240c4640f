import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { config } from './config';
import type { FirestoreBreaker } from './firestore-breaker';
import { FIRESTORE_CHANNEL_OPTIONS, installDeadlines, PROBE_DOCUMENT } from './firestore-deadline';

/**
 * The one Admin SDK app. Project, default bucket and emulator hosts come from the environment
 * (FIREBASE_CONFIG in Cloud Functions, GCLOUD_PROJECT and the *_EMULATOR_HOST variables locally).
 */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

/** Marks the shared client as configured; a registered symbol, because scripts and tests may load a second copy of this module. */
const CONFIGURED = Symbol.for('recell.firestore.configured');

/** The circuit breaker this module put on each client it configured. */
const breakers = new WeakMap<Firestore, FirestoreBreaker>();

export function db(): Firestore {
  const firestore = getFirestore(adminApp());
  if (!(CONFIGURED in firestore)) {
    firestore.settings({ ignoreUndefinedProperties: true, ...FIRESTORE_CHANNEL_OPTIONS });
    breakers.set(firestore, installDeadlines(firestore, config.firestoreDeadlineMs));
    Object.defineProperty(firestore, CONFIGURED, { value: true });
  }
  return firestore;
}

/**
 * The shared client's breaker, for a test to see which calls it let through: whether an answer came
 * from the breaker or from a call held for its deadline does not show in a wall-clock time on a busy machine.
 */
export function firestoreBreaker(): FirestoreBreaker | undefined {
  return breakers.get(db());
}

/**
 * Opens the Firestore channel in the background as a serving instance starts, so that a new instance
 * (a new worker of the Functions emulator) is warm, and under the normal deadline rather than the
 * cold-start one, by its first requests, or even if the emulator never gives it one. Only where a
 * function is served: a deploy's discovery of the functions and the tests load the app too.
 */
export function openFirestoreChannelWhenServing(): void {
  if (!config.servingFunction) return;
  db()
    .doc(PROBE_DOCUMENT)
    .get()
    .catch(() => undefined);
}

export function auth() {
  return getAuth(adminApp());
}

/** gRPC status codes surfaced by Firestore writes. */
export const ALREADY_EXISTS = 6;
export const NOT_FOUND = 5;

export function hasGrpcCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Runs a write that create()s a document (alone or in a batch): true once written, false when the
 * document existed already, in which case nothing of the write happened.
 */
export async function createdOnce(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) return false;
    throw error;
  }
}
