import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build';
import { startFirebaseEmulators, type EmulatorProcess } from './firebase-emulators';
import { collectionNames, startFirestore } from './firestore-emulator';
import { restoreSnapshot, saveSnapshot } from './firestore-snapshot';
import { liveAccounts, type AccountLine } from './live-accounts';
import { PROJECT_ID, repoRoot } from './paths';
import { freePort, isPortFree } from './ports';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** Ports of the firebase-tools emulators come from firebase.json; Firestore's is ours. */
const emulatorConfig = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')).emulators as Record<
  string,
  { port?: number }
>;

/** Every port of a stack, moved by `offset` from firebase.json's (and Firestore's 8080). */
export function stackPorts(offset = 0) {
  return {
    firestore: 8080 + offset,
    auth: emulatorConfig.auth!.port! + offset,
    functions: emulatorConfig.functions!.port! + offset,
    hosting: emulatorConfig.hosting!.port! + offset,
    hub: emulatorConfig.hub!.port! + offset,
    logging: emulatorConfig.logging!.port! + offset,
    eventarc: emulatorConfig.eventarc!.port! + offset,
    tasks: emulatorConfig.tasks!.port! + offset,
  } as const;
}

/**
 * RECELL_PORT_OFFSET moves every port of the stack, so a second one can run beside the first (a
 * developer's open app beside npm test's stacks). The ports are 100 apart at most.
 */
export const PORT_OFFSET = parsePortOffset(process.env.RECELL_PORT_OFFSET);
export const PORTS = stackPorts(PORT_OFFSET);
export type StackPorts = ReturnType<typeof stackPorts>;

function parsePortOffset(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 99) throw new Error(`RECELL_PORT_OFFSET must be a whole number from 0 to 99, not "${value}"`);
  return offset;
}

/**
 * A temporary folder of the stack's own for firebase-tools, whose hub finds "the running emulators"
 * of a project through a file in it (hub-demo-recell.json): beside another stack, whichever started
 * second would otherwise export the first one's accounts on stop as its own.
 */
function emulatorsTmpDir(dataDir: string): string {
  const dir = path.join(dataDir, 'tmp');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * firebase.json with the emulators' ports moved by the offset, in a folder of its own: firebase-tools
 * reads ports only from its configuration, whose paths are relative to the file.
 */
function movedPortsConfig(dir: string, ports: StackPorts): string {
  mkdirSync(dir, { recursive: true });
  const repoConfig = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: Record<string, unknown>;
    functions: Record<string, unknown>[];
    emulators: Record<string, unknown>;
  };
  const fromDir = (repoPath: unknown) => path.relative(dir, path.join(repoRoot, String(repoPath)));
  const emulators = Object.fromEntries(
    Object.entries(repoConfig.emulators).map(([name, value]) => {
      const port = ports[name as keyof StackPorts];
      return [name, port === undefined ? value : { ...(value as object), port }];
    }),
  );
  const file = path.join(dir, 'firebase.json');
  writeFileSync(
    file,
    JSON.stringify({
      hosting: { ...repoConfig.hosting, public: fromDir(repoConfig.hosting.public) },
      functions: repoConfig.functions.map((codebase) => ({ ...codebase, source: fromDir(codebase.source) })),
      emulators,
    }),
  );
  return file;
}

export const DEFAULT_DATA_DIR = path.join(repoRoot, '.local-data');

/** Where the local tools write their logs (firebase-debug.log): in the data folder, never the repository. */
export const logsDir = (dataDir: string) => path.join(dataDir, 'logs');

/**
 * How many requests the Functions emulator runs at once. It has no per-worker concurrency: each
 * worker process takes one request at a time (firebase-tools `RuntimeWorker`, IDLE/BUSY) and ignores
 * the function's `concurrency: 80`, so every request in flight beyond the idle workers forks a new
 * Node process holding the whole API (~100 MB each), up to `FUNCTIONS_EMULATOR_PARALLEL` (default 50;
 * firebase-tools `WorkQueue`), and queues the rest. On a 2-core machine 50 workers only thrash; a
 * few, with the rest waiting in the emulator's queue, serve more requests per second (README, Performance).
 */
export const FUNCTIONS_EMULATOR_PARALLEL = 4;

export interface StackOptions {
  /** Drop saved data and start again from the seed. */
  fresh?: boolean;
  /** Where documents, accounts and images are kept between runs. */
  dataDir?: string;
  /** Skip building the web (the dev server serves it instead). */
  skipWebBuild?: boolean;
  log?: (line: string) => void;
  /** Lines printed by firebase-tools. */
  emulatorLog?: (line: string) => void;
  /**
   * Serve Firestore's port through a TCP proxy that `RunningStack.firestoreLink` can cut (the
   * reliability suite's outage run); the emulator itself then listens on a free port.
   */
  cuttableFirestore?: boolean;
  /** Moves every port by this much (RECELL_PORT_OFFSET by default), for a stack beside another. */
  portOffset?: number;
}

export interface RunningStack {
  /** `functions`: the Functions emulator's base for this project's functions (`${functions}/dispatchEvents`). */
  urls: { web: string; api: string; functions: string; auth: string; firestore: string };
  seeded: boolean;
  /** The seed's accounts with their roles as the running stack has them (live-accounts.ts). */
  accounts: AccountLine[];
  /** The link between everything and Firestore, when started with `cuttableFirestore`. */
  firestoreLink?: TcpProxy;
  /** Saves Firestore and Auth data into the data folder, then stops everything. */
  stop: () => Promise<void>;
}

/**
 * The whole product locally (docs/decisions/001-local-firestore-without-java.md): Firestore (@firestore-emulator/server, in this
 * process), and the firebase-tools Auth, Functions and Hosting emulators.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const portOffset = options.portOffset ?? PORT_OFFSET;
  const ports = stackPorts(portOffset);
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const authDir = path.join(dataDir, 'auth');
  const firestoreFile = path.join(dataDir, 'firestore.json');

  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) busy.push(`${name} (${port})`);
  }
  if (busy.length > 0) {
    throw new Error(`These ports are in use: ${busy.join(', ')}. Is another ReCell stack running?`);
  }

  // Saved data is one unit: documents and accounts together, or start from the seed.
  const hasSavedData = existsSync(firestoreFile) && existsSync(path.join(authDir, 'firebase-export-metadata.json'));
  if (options.fresh || !hasSavedData) rmSync(dataDir, { recursive: true, force: true });
  const seeded = options.fresh || !hasSavedData;
  mkdirSync(path.join(dataDir, 'images'), { recursive: true });

  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    // The stack's own sweep of the outbox queues through the Tasks emulator, as the functions do.
    CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${ports.tasks}`,
    GCLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    RECELL_DATA_DIR: dataDir,
  });

  await buildIfStale({ web: !options.skipWebBuild, log });
  // Hosting's folder, which it wants to exist even when the dev server serves the web.
  mkdirSync(path.join(repoRoot, 'web/build/client'), { recursive: true });

  const firestore = await startFirestore(options.cuttableFirestore ? await freePort() : ports.firestore);
  const firestoreLink = options.cuttableFirestore ? await startTcpProxy(firestore.host, ports.firestore) : undefined;
  let emulators: EmulatorProcess | undefined;
  try {
    const { db } = await import('./firebase-admin');
    if (!seeded) {
      log(`restored ${await restoreSnapshot(db(), firestoreFile)} Firestore documents from ${path.relative(repoRoot, dataDir)}/`);
      // Saved data may predate the current model; the seed never does (it records every migration as applied).
      const { runPendingMigrations } = await import('../migrations/runner');
      await runPendingMigrations(db(), { log });
    }

    // The Tasks emulator runs the outbox's queue function (functions/src/index.ts: dispatchEvents) with
    // its retries; the Functions emulator points its workers at it (CLOUD_TASKS_EMULATOR_HOST).
    log('starting the Auth, Functions, Hosting and Tasks emulators…');
    emulators = await startFirebaseEmulators({
      only: ['auth', 'functions', 'hosting', 'tasks'],
      waitFor: [ports.auth, ports.functions, ports.hosting, ports.tasks],
      cwd: repoRoot,
      config: portOffset === 0 ? undefined : movedPortsConfig(path.join(dataDir, 'ports'), ports),
      importDir: seeded ? undefined : authDir,
      exportOnExit: authDir,
      debugLogDir: logsDir(dataDir),
      env: {
        FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
        RECELL_DATA_DIR: dataDir,
        FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_EMULATOR_PARALLEL),
        // The origin of links in mails and pushes: this stack's Hosting.
        RECELL_PUBLIC_URL: process.env.RECELL_PUBLIC_URL ?? `http://127.0.0.1:${ports.hosting}`,
        TMPDIR: emulatorsTmpDir(dataDir),
      },
      log: options.emulatorLog,
      // Beside the rest of npm test on two cores, firebase-tools has taken over a minute to come up.
      timeoutMs: 180_000,
    });

    const { loadSeed, seedAccounts } = await import('../seed/load-seed');
    if (seeded) {
      await loadSeed({ dataDir, log });
      // Save at once, so the seed survives even a hard stop of this first run.
      await saveSnapshot(db(), collectionNames(firestore.server), firestoreFile);
    }
    const accounts = await liveAccounts(db(), seedAccounts());

    // Both functions, through Hosting: the first page also loads the web's server bundle (functions/src/modules/pages).
    await Promise.all([
      warmFunction(`http://127.0.0.1:${ports.hosting}/api/healthz`),
      options.skipWebBuild ? undefined : warmFunction(`http://127.0.0.1:${ports.hosting}/`),
    ]);

    // The Functions emulator fires no schedules: the stack runs the production sweep of expired
    // meetup holds (functions/src/index.ts: sweepOrders) itself, now and on the same interval.
    const { sweepExpiredOrders } = await import('../../functions/src/modules/orders');
    const { ORDER_SWEEP_MINUTES } = await import('../../functions/src/contract/constants');
    const sweep = () =>
      sweepExpiredOrders(new Date())
        .then((expired) => expired > 0 && log(`expired ${expired} meetup hold(s) whose deadline passed`))
        .catch((error: unknown) => log(`the sweep of expired holds failed: ${String(error)}`));
    await sweep();
    const sweeper = setInterval(() => void sweep(), ORDER_SWEEP_MINUTES * 60_000);
    sweeper.unref();
    // Nor the sweep of offers left unanswered past their deadline (sweepOffers).
    const { sweepExpiredOffers } = await import('../../functions/src/modules/offers');
    const { OFFER_SWEEP_MINUTES } = await import('../../functions/src/contract/constants');
    const sweepOffers = () =>
      sweepExpiredOffers(new Date())
        .then((expired) => expired > 0 && log(`expired ${expired} offer(s) left unanswered`))
        .catch((error: unknown) => log(`the sweep of expired offers failed: ${String(error)}`));
    await sweepOffers();
    const offerSweeper = setInterval(() => void sweepOffers(), OFFER_SWEEP_MINUTES * 60_000);
    offerSweeper.unref();
    // Nor the sweep of the outbox (sweepEvents): events left pending (a stop between a commit and
    // its enqueue, saved data from before) are queued again through the Tasks emulator.
    const { sweepStuckEvents, EVENT_SWEEP_MINUTES } = await import('../../functions/src/modules/events');
    const sweepEvents = () =>
      sweepStuckEvents(new Date())
        .then((queued) => queued > 0 && log(`queued ${queued} pending event(s) again`))
        .catch((error: unknown) => log(`the sweep of pending events failed: ${String(error)}`));
    await sweepEvents();
    const eventSweeper = setInterval(() => void sweepEvents(), EVENT_SWEEP_MINUTES * 60_000);
    eventSweeper.unref();
    // Nor the daily digest of saved-search alerts (sendDailyAlertDigests): checked every hour, sent in its hour.
    const { sendAlertDigests } = await import('../../functions/src/modules/saved-searches');
    const { ALERT_DIGEST_HOUR_UTC } = await import('../../functions/src/contract/constants');
    const digest = () => {
      const now = new Date();
      if (now.getUTCHours() !== ALERT_DIGEST_HOUR_UTC) return;
      void sendAlertDigests(now)
        .then((sent) => sent > 0 && log(`sent ${sent} daily alert email(s) to the mail queue`))
        .catch((error: unknown) => log(`the daily alert digest failed: ${String(error)}`));
    };
    const digester = setInterval(digest, 60 * 60_000);
    digester.unref();

    const running = emulators;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      clearInterval(sweeper);
      clearInterval(eventSweeper);
      clearInterval(digester);
      stopping ??= (async () => {
        const saved = await saveSnapshot(db(), collectionNames(firestore.server), firestoreFile).catch((error) => {
          log(`could not save Firestore data: ${String(error)}`);
          return 0;
        });
        log(`saved ${saved} Firestore documents; saving accounts and stopping the emulators…`);
        try {
          await running.stop();
        } finally {
          await firestoreLink?.close();
          firestore.stop();
        }
      })();
      return stopping;
    };

    return {
      urls: {
        web: `http://127.0.0.1:${ports.hosting}`,
        api: `http://127.0.0.1:${ports.hosting}/api`,
        functions: `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/us-central1`,
        auth: `127.0.0.1:${ports.auth}`,
        firestore: `127.0.0.1:${ports.firestore}`,
      },
      seeded,
      accounts,
      firestoreLink,
      stop,
    };
  } catch (error) {
    await emulators?.stop(5_000).catch((stopError: unknown) => log(String(stopError)));
    await firestoreLink?.close();
    firestore.stop();
    throw error;
  }
}

/**
 * The Functions emulator starts a worker per concurrent request on a cold start; one request
 * first (through Hosting, to Firestore and back) leaves a warm worker for everyone.
 */
async function warmFunction(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The function did not answer at ${url}: ${last}`);
}
