import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from './lib/build';
import { repoRoot } from './lib/paths';
import { isPortFree } from './lib/ports';
import { logsDir, stackPorts } from './lib/stack';

/**
 * `npm start` end to end: the CLI as a person runs it, Ctrl-C included, which a terminal sends as
 * SIGINT to its whole foreground process group (npm, its shell, Node).
 * Its stack's ports are moved (RECELL_PORT_OFFSET), so it runs beside any other stack: a developer's
 * open app, the browser journeys'.
 */
const PORT_OFFSET = 20;
const PORTS = stackPorts(PORT_OFFSET);
const testStarted = Date.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-stack-'));
const web = `http://127.0.0.1:${PORTS.hosting}`;
const authRest = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
let running: ChildProcess | undefined;

// A build that another run holds the lock of (scripts/lib/build.ts) is waited for here, outside the
// time a start is given.
beforeAll(() => buildIfStale({ web: true, log: () => undefined }), 900_000);

// A failed test leaves its stack running: stop it the way a person would, so the next one can start.
afterEach(async () => {
  if (running && running.exitCode === null && running.signalCode === null) await stop(running);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(fresh: boolean): Promise<{ child: ChildProcess; banner: string }> {
  // A process group of its own, as a terminal gives the command it runs.
  const child = spawn('npm', ['start', ...(fresh ? ['--', '--fresh'] : [])], {
    cwd: repoRoot,
    env: { ...process.env, RECELL_DATA_DIR: dataDir, RECELL_PORT_OFFSET: String(PORT_OFFSET), FIRESTORE_EMULATOR_HOST: '', FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running = child;
  let output = '';
  const banner = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl-C stops everything')) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}:\n${output}`)));
  });
  return { child, banner };
}

/**
 * Ctrl-C: SIGINT to the whole process group. npm waits for the stack to stop, then ends itself by
 * that SIGINT, as a program a terminal interrupted should: whether the stack stopped cleanly is
 * what it printed last.
 */
async function stop(child: ChildProcess): Promise<string> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(`${code ?? signal}`)));
  process.kill(-child.pid!, 'SIGINT');
  const how = await exited;
  return STOPPED_CLEANLY.test(output) && !output.includes('could not stop cleanly') ? 'stopped cleanly' : `ended by ${how}:\n${output}`;
}
const STOPPED_CLEANLY = /\[recell\] stopped; ports [\d, ]+ are free again\./;

async function signIn(email: string, password: string) {
  const response = await fetch(`${authRest}/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return (await response.json()) as { idToken?: string };
}

/**
 * Processes still running that belong to this test's stack, wherever they were re-parented and
 * whatever their process group: every one inherited its data folder in its environment.
 */
function leftoverProcesses(): string[] {
  const mark = `RECELL_DATA_DIR=${dataDir}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(mark)) return [];
        return [`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ')}`];
      } catch {
        return [];
      }
    });
}

/** The start banner's line for an account: its role as the running stack has it. */
const bannerRole = (banner: string, email: string) => new RegExp(`^\\s+${email.replaceAll('.', '\\.')}\\s+(.+?)\\s+Recell#2026$`, 'm').exec(banner)?.[1];

function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

/** A start boots four emulators: on a 2-core machine busy with the rest of npm test, that can take minutes. */
const START_TIMEOUT_MS = 240_000;

describe('npm start', { timeout: START_TIMEOUT_MS + 120_000 }, () => {
  const subscriber = `stack-test-${Date.now()}@example.com`;
  const newAccount = `stack-account-${Date.now()}@example.com`;

  it('serves the web app and the API, with seed accounts whose claims match their roles', async () => {
    const { child, banner } = await start(true);
    expect(banner).toContain(web);
    expect(banner).toContain('admin@recell.test');

    const page = await fetch(`${web}/`);
    expect(page.status).toBe(200);
    // The home page rendered on the server (the pages function), in English, the language of an unprefixed address.
    expect(await page.text()).toMatch(/<html lang="en"[ >]/);

    const health = await fetch(`${web}/api/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });

    const categories = await (await fetch(`${web}/api/categories`)).json();
    expect(categories.map((c: { category_name: string }) => c.category_name)).toEqual(['apple', 'samsung', 'oneplus', 'huawei']);

    const expected: Record<string, Record<string, unknown>> = {
      'admin@recell.test': { admin: true },
      'seller@recell.test': { role: 'seller', verified: true },
      'newseller@recell.test': { role: 'seller' },
      'buyer@recell.test': { role: 'buyer' },
    };
    for (const [email, claims] of Object.entries(expected)) {
      const { idToken } = await signIn(email, 'Recell#2026');
      expect(idToken, email).toBeTruthy();
      expect(claimsOf(idToken!)).toMatchObject(claims);
    }
    expect(claimsOf((await signIn('newseller@recell.test', 'Recell#2026')).idToken!).verified).toBeUndefined();
    expect(claimsOf((await signIn('buyer@recell.test', 'Recell#2026')).idToken!).admin).toBeUndefined();
    expect(bannerRole(banner, 'newseller@recell.test')).toBe('seller (not verified)');
    expect(bannerRole(banner, 'admin@recell.test')).toBe('admin');

    // The local tools log into the data folder, never into the repository.
    expect(existsSync(path.join(logsDir(dataDir), 'firebase-debug.log'))).toBe(true);
    const rootLog = path.join(repoRoot, 'firebase-debug.log');
    expect(existsSync(rootLog) && statSync(rootLog).mtimeMs >= testStarted, 'firebase-debug.log written in the repository').toBe(false);

    // Data made while it runs: a document and an account.
    const subscribed = await fetch(`${web}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: subscriber }),
    });
    expect(subscribed.status).toBe(201);
    const signUp = await fetch(`${authRest}/accounts:signUp?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: newAccount, password: 'Recell#2026', returnSecureToken: true }),
    });
    expect(signUp.status).toBe(200);
    // An admin's change of a role, which the next start's banner shows.
    const { idToken: adminToken } = await signIn('admin@recell.test', 'Recell#2026');
    const verified = await fetch(`${web}/api/users/verify/seed-newseller`, { method: 'PUT', headers: { authorization: `Bearer ${adminToken}` } });
    expect(verified.status).toBe(200);

    await stopsCleanlyUnderLoad(child, 'the first start');
  });

  it("keeps that data across a restart, migrating it to the current model first; npm test's API suite runs beside it", { timeout: START_TIMEOUT_MS + API_TESTS_TIMEOUT_MS }, async () => {
    // Saved data from before migration 001: a listing's seller photo with an origin, no ledger.
    const savedFile = path.join(dataDir, 'firestore.json');
    const saved = JSON.parse(readFileSync(savedFile, 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
    const listing = saved.products!['seed-iphone-14-pro']!;
    const relativePhoto = listing.seller_img as string;
    listing.seller_img = `http://127.0.0.1:5000${relativePhoto}`;
    delete saved.migrations;
    writeFileSync(savedFile, JSON.stringify(saved));

    const { child, banner } = await start(false);
    expect(banner).toContain('saved data restored');
    expect(bannerRole(banner, 'newseller@recell.test')).toBe('seller (verified)');
    expect(banner).toContain('migration 001-relative-image-urls: 1 document(s) changed');
    expect((await (await fetch(`${web}/api/products/seed-iphone-14-pro`)).json()).seller_img).toBe(relativePhoto);
    const again = await fetch(`${web}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: subscriber }),
    });
    expect(await again.json()).toMatchObject({ alreadySubscribed: true });
    expect((await signIn(newAccount, 'Recell#2026')).idToken).toBeTruthy();

    // A developer keeps the app open while testing: the API tests start their own emulators on free ports.
    const tests = await runApiTests();
    expect(tests.code, tests.output).toBe(0);
    expect(tests.output).toMatch(new RegExp(`Test Files\\s+${API_TEST_FILES.length} passed`));
    // ...and the app is still up, with its own data.
    expect((await fetch(`${web}/api/healthz`)).status).toBe(200);
    expect((await signIn(newAccount, 'Recell#2026')).idToken).toBeTruthy();
    await stopsCleanlyUnderLoad(child, 'the restart');
  });

  it('forgets it with --fresh, and leaves no port open after Ctrl-C', async () => {
    const { child, banner } = await start(true);
    expect(banner).toContain('fresh from the seed');
    expect(bannerRole(banner, 'newseller@recell.test')).toBe('seller (not verified)');
    const again = await fetch(`${web}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: subscriber }),
    });
    expect(await again.json()).toMatchObject({ alreadySubscribed: false });
    expect((await signIn(newAccount, 'Recell#2026')).idToken).toBeUndefined();
    await stopsCleanlyUnderLoad(child, 'the fresh start');
  });

  it(`stops cleanly with requests in flight ${STOP_CYCLES} times in all (the three above, then from saved data), leaving no process behind`, { timeout: MORE_CYCLES * (START_TIMEOUT_MS + 60_000) }, async () => {
    for (let cycle = 1; cycle <= MORE_CYCLES; cycle += 1) {
      const { child } = await start(false);
      await stopsCleanlyUnderLoad(child, `start ${3 + cycle} of ${STOP_CYCLES}`);
    }
  });
});

/**
 * Ctrl-C with every kind of worker busy (the API's, the pages') and more requests in flight than
 * workers: the stack stops cleanly, frees its ports and leaves no process behind.
 */
async function stopsCleanlyUnderLoad(child: ChildProcess, which: string): Promise<void> {
  const load = startLoad();
  await load.served(LOAD_CONNECTIONS * 3);
  const stopped = await stop(child);
  await load.stop();
  expect(stopped, which).toBe('stopped cleanly');
  expect(leftoverProcesses(), which).toEqual([]);
  for (const port of Object.values(PORTS)) expect(await isPortFree(port), `${which}: port ${port}`).toBe(true);
}

/**
 * Files of `npm test`'s API suite (the functions workspace) that run beside the stack. Every file of
 * it opens the same ports (its global setup's Firestore and Auth emulators, the latter with
 * firebase-tools' hub and logging ports), so these stand for the rest: the users tests (Auth accounts
 * and claims, Firestore) and the images tests (files in a data folder, which the stack keeps too).
 * The whole suite takes minutes on two cores and already runs once in `npm test`; twice would
 * push CI past its 30 minutes.
 */
const API_TEST_FILES = ['src/modules/users/users.test.ts', 'src/modules/images/images.test.ts'];
/** Two emulators to start on a busy machine, then the files. */
const API_TESTS_TIMEOUT_MS = 300_000;

/** Runs those files as `npm test` does, in the functions workspace, with none of this run's emulator settings. */
async function runApiTests(): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env };
  for (const key of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'GCLOUD_PROJECT', 'RECELL_DATA_DIR', 'FORCE_COLOR']) delete env[key];
  // Plain text, for the count read above and for the reader of a failure.
  const child = spawn('npm', ['test', '-w', 'functions', '--', ...API_TEST_FILES], { cwd: repoRoot, env: { ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/**
 * Enough stops under load to catch one that leaves workers behind one time in four (as it did),
 * cheap enough for CI: every start of this file ends that way, so two more make five.
 */
const STOP_CYCLES = 5;
const MORE_CYCLES = STOP_CYCLES - 3;
const LOAD_CONNECTIONS = 8;

/** Requests on LOAD_CONNECTIONS connections, each sending the next as soon as the last is answered, until stopped. */
function startLoad() {
  const paths = ['/api/products', '/', '/api/healthz', '/products', '/api/categories'];
  let answered = 0;
  let running = true;
  const waiters: { count: number; resolve: () => void }[] = [];
  const connection = async (index: number) => {
    for (let sent = index; running; sent += 1) {
      // Errors are expected once the stack is stopping; a refused connection is not retried at once.
      await fetch(`${web}${paths[sent % paths.length]}`, { signal: AbortSignal.timeout(30_000) })
        .then((response) => response.arrayBuffer())
        .then(() => (answered += 1))
        .catch(() => new Promise((resolve) => setTimeout(resolve, 100)));
      for (const waiter of waiters.filter((entry) => answered >= entry.count)) waiter.resolve();
    }
  };
  const connections = Promise.all(Array.from({ length: LOAD_CONNECTIONS }, (_, index) => connection(index)));
  return {
    served: (count: number) => new Promise<void>((resolve) => waiters.push({ count, resolve })),
    stop: async () => {
      running = false;
      await connections;
    },
  };
}
