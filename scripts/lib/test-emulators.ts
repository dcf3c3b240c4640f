import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulatorForTests } from './firebase-emulators';
import { startFirestore } from './firestore-emulator';
import { TEST_PROJECT_ID } from './paths';
import { freePort } from './ports';

/**
 * One real Firestore emulator and one real Auth emulator for the whole run, on free ports,
 * so several runs (and the local stack) can share the machine.
 */
export default async function setup() {
  const firestore = await startFirestore(await freePort());
  const authEmulator = await startAuthEmulatorForTests();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-data-'));
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulator.host,
    GCLOUD_PROJECT: TEST_PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    RECELL_DATA_DIR: dataDir,
    RECELL_WRITE_RATE_LIMIT: '100000',
    // Fail fast keeps its production deadline in the stack; tests on a shared, busy machine get more room
    // (firestore-deadline.test.ts sets its own short one). Beside the journeys on two cores this
    // in-process Firestore has stalled past 5 s: the breaker then opened and refused whole files' calls.
    RECELL_FIRESTORE_DEADLINE_MS: '15000',
  });
  return async () => {
    await authEmulator.stop();
    firestore.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
