import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * firebase-admin for the scripts (stack, seed, benchmarks, browser journeys), against the
 * emulators named by the environment (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
 * GCLOUD_PROJECT). The scripts use the Admin SDK directly, never the API's own modules.
 */
const app = () => getApps()[0] ?? initializeApp();

/**
 * The API sets the same settings on the same shared client when the benchmark runs it in this
 * process; whoever comes first sets them and marks the client with this registered symbol (the
 * API's shared/firestore.ts uses the same one), because settings may be set only once.
 */
const CONFIGURED = Symbol.for('recell.firestore.configured');

export function db(): Firestore {
  const firestore = getFirestore(app());
  if (!(CONFIGURED in firestore)) {
    firestore.settings({ ignoreUndefinedProperties: true });
    Object.defineProperty(firestore, CONFIGURED, { value: true });
  }
  return firestore;
}

export function auth(): Auth {
  return getAuth(app());
}
