import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { config } from './config';
import { FIRESTORE_CHANNEL_OPTIONS, installDeadlines } from './firestore-deadline';

/**
 * The one Admin SDK app. Project, default bucket and emulator hosts come from the environment
 * (FIREBASE_CONFIG in Cloud Functions, GCLOUD_PROJECT and the *_EMULATOR_HOST variables locally).
 */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

/** Marks the shared client as configured; a registered symbol, because scripts and tests may load a second copy of this module. */
const CONFIGURED = Symbol.for('recell.firestore.configured');

export function db(): Firestore {
  const firestore = getFirestore(adminApp());
  if (!(CONFIGURED in firestore)) {
    firestore.settings({ ignoreUndefinedProperties: true, ...FIRESTORE_CHANNEL_OPTIONS });
    installDeadlines(firestore, config.firestoreDeadlineMs);
    Object.defineProperty(firestore, CONFIGURED, { value: true });
  }
  return firestore;
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
