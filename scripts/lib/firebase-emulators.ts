import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID, TEST_PROJECT_ID, firebaseBin } from './paths';
import { freePort, waitForPort } from './ports';

export interface EmulatorProcess {
  child: ChildProcess;
  /** Asks firebase-tools to shut down (exporting if it was told to) and waits for it. */
  stop: (timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
}

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
  log?: (line: string) => void;
  timeoutMs?: number;
}

const guard = fileURLToPath(new URL('./emulator-guard.js', import.meta.url));

/**
 * Runs `firebase emulators:start` in its own process group, so a terminal's Ctrl-C reaches
 * only our launcher, which then sends exactly one SIGINT (a second one would skip the export).
 * A small guard process in that group stops the emulators if this process dies without asking.
 */
export async function startFirebaseEmulators(options: StartOptions): Promise<EmulatorProcess> {
  const args = ['emulators:start', '--only', options.only.join(','), '--project', options.projectId ?? PROJECT_ID];
  if (options.config) args.push('--config', options.config);
  if (options.importDir) args.push('--import', options.importDir);
  if (options.exportOnExit) args.push('--export-on-exit', options.exportOnExit);
  const child = spawn(process.execPath, [guard, String(process.pid), firebaseBin, ...args], {
    cwd: options.cwd,
    env: { ...process.env, METADATA_SERVER_DETECTION: 'none', ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      options.log?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const ready = Promise.all(options.waitFor.map((port) => waitForPort(port, options.timeoutMs ?? 60_000)));
  const failed = exited.then((code) => {
    throw new Error(`firebase emulators exited early (code ${code}):\n${output.join('\n')}`);
  });
  await Promise.race([ready, failed]);

  const stop = async (timeoutMs = 30_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, timeoutMs);
    await exited;
    clearTimeout(timer);
    // Workers the emulator forked share its process group; make sure none outlives it.
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  return { child, stop, exited };
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
  // A loaded machine may take minutes to start it: RECELL_TEST_EMULATOR_TIMEOUT_MS gives it longer.
  const timeoutMs = Number(process.env.RECELL_TEST_EMULATOR_TIMEOUT_MS) || undefined;
  const emulator = await startFirebaseEmulators({ only: ['auth'], projectId: TEST_PROJECT_ID, waitFor: [authPort], cwd: dir, config, log, timeoutMs });
  return { ...emulator, host: `127.0.0.1:${authPort}` };
}
