import type { RunningStack } from '../lib/stack';

/** What every run of `npm run test:reliability` is given. */
export interface RunContext {
  /** The stack under test (fresh seed, throwaway data folder, the fixed ports of firebase.json). */
  stack: RunningStack;
  /** Where that stack keeps its data (documents, accounts, images). */
  dataDir: string;
  /** How many generated inputs per route (or requests per client, for a load run): `--inputs=N`. */
  inputs: number;
  /** The fast-check seed, so a failing run can be replayed: `--seed=N`. */
  seed: number;
  say: (line: string) => void;
}

/** A table of figures a run prints; one row per route, scenario or measure. */
export interface Figures {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface RunResult {
  /** False when any of the run's assertions failed; the command then exits non-zero. */
  ok: boolean;
  figures: Figures[];
  /** What failed, one line each (the first few of each kind). */
  failures: string[];
}

/** One run of the suite: `bad-input` here; `load` and `outage` are siblings with the same shape. */
export interface ReliabilityRun {
  name: string;
  /** One line for `--help` and the report. */
  about: string;
  run: (context: RunContext) => Promise<RunResult>;
}
