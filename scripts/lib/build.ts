import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { repoRoot, toolCache } from './paths';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    // Only node_modules: the inputs are source folders, and a source folder may be named lib (web/src/lib).
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when the output is missing or older than any of the inputs. */
export function isStale(output: string, inputs: string[]): boolean {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return inputs.some((input) => newestMtime(path.join(repoRoot, input)) > built);
}

export function runNpm(args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    // A build started from a test runner would inherit NODE_ENV=test and make a development bundle,
    // and VITEST, which makes web/vite.config.ts configure the jsdom tests instead of the app.
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env.VITEST;
    const child = spawn('npm', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
    const output: string[] = [];
    const collect = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else {
        log(output.join(''));
        reject(new Error(`npm ${args.join(' ')} failed with code ${code}`));
      }
    });
  });
}

const BUILD_LOCK = path.join(toolCache, 'recell-build.lock');

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The lock's owner is gone, or left no pid a while after making it (it died between the two steps). */
function isAbandoned(): boolean {
  try {
    const pidFile = path.join(BUILD_LOCK, 'pid');
    if (existsSync(pidFile)) return !isRunning(Number(readFileSync(pidFile, 'utf8')));
    return Date.now() - statSync(BUILD_LOCK).mtimeMs > 10_000;
  } catch {
    return false; // released meanwhile: try again
  }
}

/**
 * Runs one build at a time per checkout: test files that build (the stack's, the bundle budget's,
 * the deploy check's) run in parallel, and two builds writing web/build at once would mix their
 * files. The lock is a directory (made atomically) holding its owner's pid, taken over when that
 * process is gone.
 */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      if (isAbandoned()) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  writeFileSync(path.join(BUILD_LOCK, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds the function and the web app when their sources changed since the last build, then puts
 * the web's server build, which the `pages` function renders with, beside it (functions/copy-web.mjs).
 */
export function buildIfStale(options: { web: boolean; log: (line: string) => void }): Promise<void> {
  return withBuildLock(() => buildStale(options));
}

async function buildStale(options: { web: boolean; log: (line: string) => void }): Promise<void> {
  const jobs: Promise<void>[] = [];
  if (isStale(path.join(repoRoot, 'functions/lib/index.js'), ['functions/src', 'functions/package.json', 'functions/tsconfig.json'])) {
    options.log('building the API (functions/lib)…');
    jobs.push(runNpm(['exec', '-w', 'functions', '--', 'tsc', '-p', 'tsconfig.build.json'], options.log));
  }
  if (
    options.web &&
    isStale(path.join(repoRoot, 'web/build/server/index.js'), ['web/src', 'web/public', 'web/vite.config.ts', 'web/pwa.config.ts', 'web/react-router.config.ts', 'web/package.json', 'functions/src'])
  ) {
    options.log('building the web app (web/build/client, web/build/server)…');
    // The bundles alone: `npm run lint` type-checks web/, and a deploy's `npm run build` does both.
    jobs.push(runNpm(['run', 'bundle', '-w', 'web'], options.log));
  }
  await Promise.all(jobs);
  // Only when the web's server build changed: the copy starts by removing the last one, and a check
  // running meanwhile in another process (the deploy's, in `npm test`) would find none.
  if (options.web && isStale(path.join(repoRoot, 'functions/lib/web/server/index.js'), ['web/build/server'])) {
    await runNpm(['run', 'copy-web', '-w', 'functions'], options.log);
  }
}
