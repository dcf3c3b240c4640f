import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build';
import { startFirebaseEmulators } from './firebase-emulators';
import { TEST_PROJECT_ID, repoRoot } from './paths';
import { freePort } from './ports';

/** What `index.html` of the throwaway Hosting site says, so a test can tell it from an API answer. */
export const HOSTING_INDEX_MARKER = 'recell-test-hosting-index';

export interface FunctionsEmulatorForTests {
  /** The `api` function straight from the Functions emulator: `…/demo-recell-test/us-central1/api`. */
  functionUrl: string;
  /** The Tasks emulator running the outbox's queue function (`dispatchEvents`): what CLOUD_TASKS_EMULATOR_HOST names. */
  tasksHost: string;
  /** The Hosting emulator, with firebase.json's own rewrites (`/api/**` → the function). */
  hostingUrl: string;
  /** Process ids of the Functions emulator's workers (functionsEmulatorRuntime) now alive. */
  workerPids: () => number[];
  /** What firebase-tools printed so far. */
  output: () => string[];
  stop: () => Promise<void>;
}

/**
 * The deployable function (functions/lib, built when stale) in firebase-tools' Functions emulator,
 * behind its Hosting emulator configured with the hosting section of the repository's firebase.json,
 * on free ports: the Cloud Functions runtime as the API meets it in production (its own Express app
 * and body parsers in front of ours, one worker process per concurrent request), for tests of what
 * only that runtime shows. Firestore and Auth are the ones the environment names
 * (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST), as in the API's tests.
 */
export async function startFunctionsEmulatorForTests(env: NodeJS.ProcessEnv = {}): Promise<FunctionsEmulatorForTests> {
  await buildIfStale({ web: false, log: (line) => console.log(line) });
  const [functionsPort, hostingPort, hubPort, loggingPort, tasksPort, eventarcPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recell-functions-'));
  const site = path.join(dir, 'site');
  mkdirSync(site);
  writeFileSync(path.join(site, 'index.html'), `<!doctype html><title>${HOSTING_INDEX_MARKER}</title>`);
  const repoConfig = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: Record<string, unknown>;
    functions: Record<string, unknown>[];
  };
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      hosting: { ...repoConfig.hosting, public: site },
      functions: repoConfig.functions.map((codebase) => ({ ...codebase, source: path.relative(dir, path.join(repoRoot, String(codebase.source))), predeploy: [] })),
      emulators: {
        singleProjectMode: true,
        functions: { host: '127.0.0.1', port: functionsPort },
        hosting: { host: '127.0.0.1', port: hostingPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        tasks: { host: '127.0.0.1', port: tasksPort },
        // firebase-tools starts Eventarc beside any functions, on 9299 unless told: the local stack's port.
        eventarc: { host: '127.0.0.1', port: eventarcPort },
        ui: { enabled: false },
      },
    }),
  );
  const lines: string[] = [];
  const emulator = await startFirebaseEmulators({
    only: ['functions', 'hosting', 'tasks'],
    projectId: TEST_PROJECT_ID,
    waitFor: [functionsPort, hostingPort, tasksPort],
    cwd: dir,
    config,
    env: {
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      RECELL_DATA_DIR: process.env.RECELL_DATA_DIR,
      ...env,
    },
    log: (line) => lines.push(line),
    timeoutMs: 90_000,
  });
  const group = emulator.child.pid!;
  const functionUrl = `http://127.0.0.1:${functionsPort}/${TEST_PROJECT_ID}/us-central1/api`;
  // The port opens before the function is loaded (404 until then); the first answer also starts a worker.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${functionUrl}/api/healthz`).catch((error: unknown) => ({ status: 0, text: async () => String(error) }));
    if (response.status === 200) break;
    const last = `${response.status} ${await response.text()}`;
    if (Date.now() > deadline) {
      await emulator.stop(5_000);
      throw new Error(`The function did not answer: ${last}\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    functionUrl,
    tasksHost: `127.0.0.1:${tasksPort}`,
    hostingUrl: `http://127.0.0.1:${hostingPort}`,
    workerPids: () =>
      execFileSync('ps', ['-eo', 'pid,pgid,args'], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((fields) => Number(fields[1]) === group && fields.slice(2).some((arg) => arg.includes('functionsEmulatorRuntime')))
        .map((fields) => Number(fields[0])),
    output: () => [...lines],
    stop: async () => {
      await emulator.stop(10_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
