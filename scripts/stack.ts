/**
 * `npm start` (and `npm run dev` with --dev): the whole of ReCell locally, with seed data.
 *   --fresh   forget saved data and start again from the seed in emulator-data/
 *   --dev     serve the web from React Router's dev server (hot reload) instead of the build
 * RECELL_PORT_OFFSET=N moves every port by N, for a second stack beside the first. Its pages name
 * its Auth emulator to the browser (web/src/app/root.tsx); the dev server is told it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnGuarded, type GuardedProcess } from './lib/guarded-process';
import { repoRoot } from './lib/paths';
import { waitForPort } from './lib/ports';
import { DEFAULT_DATA_DIR, logsDir, PORT_OFFSET, PORTS, startStack } from './lib/stack';

const VITE_PORT = 5173 + PORT_OFFSET;
const { values: flags } = parseArgs({
  options: { fresh: { type: 'boolean', default: false }, dev: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false } },
});
const say = (line: string) => console.log(`[recell] ${line}`);

const started = Date.now();
const dataDir = process.env.RECELL_DATA_DIR ?? DEFAULT_DATA_DIR;
const webOrigin = flags.dev ? `http://127.0.0.1:${VITE_PORT}` : `http://127.0.0.1:${PORTS.hosting}`;

/**
 * The Auth emulator sends no email: it logs the link instead ("To reset the password for <email>,
 * follow this link: …oobCode=…"). Without --verbose that log is hidden, so the reset link of the
 * app's own page (/reset-password) is printed for each one.
 */
function emulatorLine(line: string): void {
  if (flags.verbose) console.log(`[firebase] ${line}`);
  const reset = /To reset the password for (\S+), follow this link: (\S+)/.exec(line);
  const oobCode = reset && URL.canParse(reset[2]!) ? new URL(reset[2]!).searchParams.get('oobCode') : null;
  if (reset && oobCode) say(`password reset for ${reset[1]}: ${webOrigin}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
}
const stack = await startStack({
  fresh: flags.fresh,
  dataDir,
  skipWebBuild: flags.dev,
  log: say,
  emulatorLog: emulatorLine,
}).catch((error: unknown) => {
  console.error(`[recell] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let vite: GuardedProcess | undefined;
if (flags.dev) {
  vite = spawnGuarded('npx', ['react-router', 'dev', '--port', String(VITE_PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: path.join(repoRoot, 'web'),
    // web/vite.config.ts proxies /api to this stack's Hosting; the page signs in on this stack's Auth.
    env: { ...process.env, VITE_HOSTING_ORIGIN: stack.urls.web, VITE_AUTH_EMULATOR_HOST: stack.urls.auth },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(VITE_PORT, 60_000);
}

const web = flags.dev ? `http://127.0.0.1:${VITE_PORT}` : stack.urls.web;
const accounts = stack.accounts.map((account) => `    ${account.email.padEnd(26)} ${account.role.padEnd(22)} ${account.password}`);
console.log(`
  ReCell is running (${((Date.now() - started) / 1000).toFixed(1)} s, ${stack.seeded ? 'fresh from the seed' : 'saved data restored'})

    Product     ${web}
    API         ${stack.urls.api}/...   (e.g. ${stack.urls.api}/products)
    Auth        ${stack.urls.auth}   (Firebase Auth emulator)
    Firestore   ${stack.urls.firestore}   (@firestore-emulator/server)
    Data        ${path.relative(repoRoot, dataDir)}/ (kept between runs; npm start -- --fresh starts again from the seed)
    Logs        ${path.relative(repoRoot, logsDir(dataDir))}/ (firebase-tools' debug log)

  Seed accounts (roles as the running stack has them; password as seeded):
${accounts.join('\n')}

  Ctrl-C stops everything and saves the data.
`);

let shuttingDown = false;
/**
 * Ctrl-C reaches every process of the terminal's foreground group: npm, its shell and this one
 * (`npm start` runs Node with tsx as a loader, not the tsx command, whose own relay kills a child
 * that takes more than a few tens of milliseconds to acknowledge a signal, as a busy stack does:
 * then nothing would stop the emulators' workers). The emulators and Vite run in groups of their
 * own, so this handler alone stops them, once, and checks that nothing of theirs is left.
 */
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  say(`${signal}: stopping…`);
  const stopped = await Promise.allSettled([vite?.stop(10_000), stack.stop()]);
  const failures = stopped.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  if (failures.length > 0) {
    console.error(`[recell] could not stop cleanly: ${failures.join('; ')}`);
    process.exit(1);
  }
  say(`stopped; ports ${Object.values(PORTS).join(', ')} are free again.`);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
