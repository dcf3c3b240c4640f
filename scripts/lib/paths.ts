import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Well-known places in the repository. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const seedDir = path.join(repoRoot, 'emulator-data');
export const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
/** Where the tooling keeps what it can make again (a fresh `npm ci` clears it), as other tools do. */
export const toolCache = path.join(repoRoot, 'node_modules', '.cache');
export const PROJECT_ID = 'demo-recell';
/**
 * Test runs use their own project id: firebase-tools finds a running emulator hub by project id,
 * and a test's Auth emulator must never answer the local stack's export on exit.
 */
export const TEST_PROJECT_ID = 'demo-recell-test';
