import { performance } from 'node:perf_hooks';

/** Latency of one cell (a route or a floor query under one load), in milliseconds. */
export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  /** Completed calls per second over the cell's wall time. */
  perSecond: number;
  /** Answers that were not 2xx (routes) or calls that threw (floor). */
  failures: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Raw timings of one run: each successful call's duration, the failures, and the run's wall time. */
export interface Samples {
  durations: number[];
  failures: number;
  wallMs: number;
}

/** Several short runs of one cell taken as one. */
export function pool(runs: readonly Samples[]): Samples {
  return {
    durations: runs.flatMap((run) => run.durations),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    wallMs: runs.reduce((sum, run) => sum + run.wallMs, 0),
  };
}

export function summarize({ durations, wallMs, failures }: Samples): LatencySummary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: wallMs > 0 ? (sorted.length * 1000) / wallMs : 0,
    failures,
  };
}

/**
 * Runs `call` from `concurrency` loops until `durationMs` has passed, timing each call on
 * its own; the route cells run their HTTP calls through it too (api-latency.ts).
 */
export async function timeCalls(call: () => Promise<unknown>, options: { concurrency: number; durationMs: number }): Promise<Samples> {
  const durations: number[] = [];
  let failures = 0;
  const begin = performance.now();
  const deadline = begin + options.durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await call();
        durations.push(performance.now() - t0);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return { durations, failures, wallMs: performance.now() - begin };
}

/** A small deterministic generator, so every run benches the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
