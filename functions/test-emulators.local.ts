import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFirebaseEmulators } from '/work/wt-trust-api/scripts/lib/firebase-emulators';
import { startFirestore } from '/work/wt-trust-api/scripts/lib/firestore-emulator';
import { TEST_PROJECT_ID } from '/work/wt-trust-api/scripts/lib/paths';
import { freePort } from '/work/wt-trust-api/scripts/lib/ports';

// A copy of scripts/lib/test-emulators.ts with a longer start timeout for a busy machine (not committed).
export default async function setup() {
  const firestore = await startFirestore(await freePort());
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recell-auth-'));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify({ emulators: { singleProjectMode: true, auth: { host: '127.0.0.1', port: authPort }, hub: { host: '127.0.0.1', port: hubPort }, logging: { host: '127.0.0.1', port: loggingPort }, ui: { enabled: false } } }));
  const authEmulator = await startFirebaseEmulators({ only: ['auth'], projectId: TEST_PROJECT_ID, waitFor: [authPort], cwd: dir, config, timeoutMs: 300_000 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-data-'));
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    GCLOUD_PROJECT: TEST_PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    RECELL_DATA_DIR: dataDir,
    RECELL_WRITE_RATE_LIMIT: '100000',
    RECELL_FIRESTORE_DEADLINE_MS: '5000',
  });
  return async () => {
    await authEmulator.stop();
    firestore.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
