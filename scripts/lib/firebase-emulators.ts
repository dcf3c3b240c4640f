import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnGuarded, type GuardedProcess } from './guarded-process';
import { PROJECT_ID, TEST_PROJECT_ID, firebaseBin } from './paths';
import { freePort, waitForPort } from './ports';

/** firebase-tools, running; `stop` asks it to shut down (exporting if it was told to) and leaves none of its processes behind. */
export type EmulatorProcess = GuardedProcess;

export interface StartOptions {
  only: string[];
  projectId?: string;
  /** Ports to wait for before resolving. */
  waitFor: number[];
  cwd: string;
  config?: string;
  importDir?: string;
  exportOnExit?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Where firebase-tools writes firebase-debug.log (its FIREBASE_DEBUG_PATH; a folder ends in /).
   * Without it the log lands in `cwd`, and a stop that is not clean leaves it there (megabytes).
   */
  debugLogDir?: string;
  log?: (line: string) => void;
  timeoutMs?: number;
}

/** What firebase-tools prints once every emulator it was asked for serves. */
const ALL_READY = 'All emulators ready!';

/**
 * Runs `firebase emulators:start` under a guard (guarded-process.ts): in its own process group, so
 * a terminal's Ctrl-C reaches only our launcher, which then sends exactly one SIGINT (a second one
 * would skip the export); stopped if this process dies without asking; and, once stopped, with no
 * worker of the Functions emulator left behind.
 */
export async function startFirebaseEmulators(options: StartOptions): Promise<EmulatorProcess> {
  const args = ['emulators:start', '--only', options.only.join(','), '--project', options.projectId ?? PROJECT_ID];
  if (options.config) args.push('--config', options.config);
  if (options.importDir) args.push('--import', options.importDir);
  if (options.exportOnExit) args.push('--export-on-exit', options.exportOnExit);
  const emulators = spawnGuarded(firebaseBin, args, {
    cwd: options.cwd,
    // The Functions emulator gives loading functions/lib 10 s by default; on a busy 2-core machine that
    // can pass, and the emulator then serves no function at all ("Function us-central1-api does not exist").
    env: {
      ...process.env,
      METADATA_SERVER_DETECTION: 'none',
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...(options.debugLogDir ? { FIREBASE_DEBUG_PATH: `${options.debugLogDir}${path.sep}` } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { child, exited } = emulators;
  const output: string[] = [];
  let announceReady = () => {};
  const announced = new Promise<void>((resolve) => (announceReady = resolve));
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      if (line.includes(ALL_READY)) announceReady();
      options.log?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  // An open port alone is not a running emulator: before starting them, firebase-tools checks each
  // port is free by listening on it for a moment, and a connection in that moment succeeds.
  const timeoutMs = options.timeoutMs ?? 60_000;
  const ready = Promise.all([
    ...options.waitFor.map((port) => waitForPort(port, timeoutMs)),
    Promise.race([
      announced,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`firebase-tools did not say "${ALL_READY}" within ${timeoutMs} ms:\n${output.join('\n')}`)), timeoutMs).unref()),
    ]),
  ]);
  const failed = exited.then((code) => {
    throw new Error(`firebase emulators exited early (code ${code}):\n${output.join('\n')}`);
  });
  await Promise.race([ready, failed]);

  return emulators;
}

/** An Auth emulator on free ports, in a throwaway project folder: for test harnesses. */
export async function startAuthEmulatorForTests(log?: (line: string) => void) {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recell-auth-'));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  // Beside the browser journeys on two cores, firebase-tools took over a minute to come up: four
  // minutes before giving up (RECELL_TEST_EMULATOR_TIMEOUT_MS sets another limit).
  const timeoutMs = Number(process.env.RECELL_TEST_EMULATOR_TIMEOUT_MS) || 240_000;
  const emulator = await startFirebaseEmulators({ only: ['auth'], projectId: TEST_PROJECT_ID, waitFor: [authPort], cwd: dir, config, log, timeoutMs });
  return { ...emulator, host: `127.0.0.1:${authPort}` };
}
