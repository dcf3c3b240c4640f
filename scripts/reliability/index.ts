/**
 * `npm run test:reliability [-- run… --inputs=N --seed=N]`: how the API holds under bad input, load
 * (load.ts) and a Firestore outage (outage.ts), over HTTP against a stack of its own (fresh seed
 * in a temporary folder, the fixed ports of firebase.json, under the machine's stack lock).
 * Each run prints its figures; the command exits non-zero when any run fails. Not part of `npm test`.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTS, startStack, type RunningStack } from '../lib/stack';
import { badInputRun } from './bad-input';
import { loadRun } from './load';
import { outageRun } from './outage';
import { renderFigures } from './report';
import type { ReliabilityRun, RunResult } from './run';

/** Every run, in the order they run when none is named. */
const RUNS: ReliabilityRun[] = [badInputRun, loadRun, outageRun];

const say = (line: string) => console.log(`[reliability] ${line}`);

function parseArgs(argv: string[]) {
  const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const inputs = Number(option('inputs') ?? process.env.RECELL_RELIABILITY_INPUTS ?? 1000);
  const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
  if (!Number.isInteger(inputs) || inputs < 1) throw new Error(`--inputs must be a positive whole number, not ${option('inputs')}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${option('seed')}`);
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !RUNS.some((run) => run.name === name));
  if (unknown.length > 0) throw new Error(`unknown run ${unknown.join(', ')}; the runs are ${RUNS.map((run) => run.name).join(', ')}`);
  return { inputs, seed, runs: names.length > 0 ? RUNS.filter((run) => names.includes(run.name)) : RUNS, help: argv.includes('--help') };
}

async function main(): Promise<boolean> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log('npm run test:reliability -- [run …] [--inputs=N] [--seed=N]\n');
    for (const run of RUNS) console.log(`  ${run.name.padEnd(10)} ${run.about}`);
    return true;
  }
  // The runs send far more writes than a person: the API's per-account limits would answer 429 before
  // the input is even read. Read at start by the API in the Functions emulator, which inherits this environment.
  process.env.RECELL_WRITE_RATE_LIMIT = '1000000000';
  process.env.RECELL_NEWSLETTER_RATE_LIMIT = '1000000000';
  process.env.RECELL_MESSAGE_RATE_LIMIT = '1000000000';
  process.env.RECELL_REPORT_RATE_LIMIT = '1000000000';

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-reliability-'));
  // Kept after the run, for the answers a run found wrong.
  const emulatorLogFile = path.join(os.tmpdir(), `recell-reliability-emulators-${process.pid}.log`);
  const emulatorLog = createWriteStream(emulatorLogFile);
  let stack: RunningStack | undefined;
  const cleanUp = async () => {
    await stack?.stop().catch((error: unknown) => say(`could not stop the stack: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
    emulatorLog.end();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      say(`${signal}: stopping…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    say(`starting a fresh stack in ${dataDir} (ports ${Object.values(PORTS).join(', ')})…`);
    say(`the emulators' log (the API's own lines among them): ${emulatorLogFile}`);
    // cuttableFirestore: the outage run cuts the link between the emulators and Firestore.
    stack = await startStack({
      fresh: true,
      dataDir,
      skipWebBuild: true,
      log: say,
      cuttableFirestore: true,
      emulatorLog: (line) => emulatorLog.write(`${line}\n`),
    });
    const results: { run: ReliabilityRun; result: RunResult }[] = [];
    for (const run of args.runs) {
      say(`${run.name}: ${run.about} (inputs ${args.inputs}, seed ${args.seed})`);
      const started = Date.now();
      const result = await run.run({ stack, dataDir, inputs: args.inputs, seed: args.seed, say: (line) => say(`${run.name}: ${line}`) });
      say(`${run.name}: ${result.ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      results.push({ run, result });
    }
    for (const { run, result } of results) {
      console.log(`\n== ${run.name}: ${result.ok ? 'pass' : 'FAIL'} ==`);
      for (const figures of result.figures) console.log(`\n${renderFigures(figures)}`);
      if (result.failures.length > 0) console.log(`\nFailures:\n${result.failures.map((line) => `  - ${line}`).join('\n')}`);
    }
    console.log(`\nseed ${args.seed} (replay with --seed=${args.seed})`);
    return results.every(({ result }) => result.ok);
  } finally {
    await cleanUp();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
