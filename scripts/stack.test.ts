import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths';
import { isPortFree } from './lib/ports';
import { PORTS } from './lib/stack';

/**
 * `npm start` end to end: the CLI as a person runs it, Ctrl-C (SIGINT) included.
 * Uses the fixed ports of firebase.json, so it cannot run beside another local stack.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-stack-'));
const web = `http://127.0.0.1:${PORTS.hosting}`;
const authRest = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
let running: ChildProcess | undefined;

// A failed test leaves its stack running: stop it the way a person would, so the next one can start.
afterEach(async () => {
  if (running && running.exitCode === null && running.signalCode === null) await stop(running);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(fresh: boolean): Promise<{ child: ChildProcess; banner: string }> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/stack.ts', ...(fresh ? ['--fresh'] : [])], {
    cwd: repoRoot,
    env: { ...process.env, RECELL_DATA_DIR: dataDir, FIRESTORE_EMULATOR_HOST: '', FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
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

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  return exited;
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${authRest}/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return (await response.json()) as { idToken?: string };
}

/** Processes still running that belong to this test's stack (their command lines name its data folder). */
function leftoverProcesses(): string[] {
  return execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(dataDir));
}

function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

/** A start builds what changed, then boots four emulators: on a loaded 2-core machine that is over a minute. */
const START_TIMEOUT_MS = 150_000;

describe('npm start', { timeout: START_TIMEOUT_MS + 30_000 }, () => {
  const subscriber = `stack-test-${Date.now()}@example.com`;
  const newAccount = `stack-account-${Date.now()}@example.com`;

  it('serves the web app and the API, with seed accounts whose claims match their roles', async () => {
    const { child, banner } = await start(true);
    expect(banner).toContain(web);
    expect(banner).toContain('admin@recell.test');

    const page = await fetch(`${web}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

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

    expect(await stop(child)).toBe(0);
    for (const port of Object.values(PORTS)) expect(await isPortFree(port), `port ${port}`).toBe(true);
  });

  it('keeps that data across a restart, migrating it to the current model first', async () => {
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
    expect(banner).toContain('migration 001-relative-image-urls: 1 document(s) changed');
    expect((await (await fetch(`${web}/api/products/seed-iphone-14-pro`)).json()).seller_img).toBe(relativePhoto);
    const again = await fetch(`${web}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: subscriber }),
    });
    expect(await again.json()).toMatchObject({ alreadySubscribed: true });
    expect((await signIn(newAccount, 'Recell#2026')).idToken).toBeTruthy();
    expect(await stop(child)).toBe(0);
  });

  it('forgets it with --fresh, and leaves no port open after Ctrl-C', async () => {
    const { child, banner } = await start(true);
    expect(banner).toContain('fresh from the seed');
    const again = await fetch(`${web}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: subscriber }),
    });
    expect(await again.json()).toMatchObject({ alreadySubscribed: false });
    expect((await signIn(newAccount, 'Recell#2026')).idToken).toBeUndefined();
    expect(await stop(child)).toBe(0);
    for (const port of Object.values(PORTS)) expect(await isPortFree(port), `port ${port}`).toBe(true);
    expect(leftoverProcesses()).toEqual([]);
  });
});
