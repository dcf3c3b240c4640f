import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * Preloaded into the emulator's processes (NODE_OPTIONS) by the bench: SIGUSR2 makes a process
 * collect its garbage, so RSS can be read without garbage collection's sawtooth (about
 * 100 MB high and some 5,000 requests long in a worker here).
 */
export const GC_ON_SIGNAL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gc-on-signal.mjs');

export interface MemorySample {
  /** Requests served so far in this phase. */
  requests: number;
  /** RSS when the batch ended. */
  rssMB: number;
  /** RSS right after a full garbage collection: memory the worker holds on to. */
  afterGcMB: number;
}

export interface WorkerMemory {
  pid: number;
  samples: MemorySample[];
  /** Sample 10 minus sample 5 (the last half of the requests), as measured. */
  lastHalfGrowthMB: number;
  /** The same after garbage collection: what decides the verdict. */
  lastHalfGrowthAfterGcMB: number;
  /** Least-squares slope of the RSS after garbage collection over the last half, per 1,000 requests. */
  lastHalfSlopeMBPer1000: number;
  /** Requests that were not answered with 2xx. */
  failures: number;
  /** Workers the emulator had started (one per concurrent request it ever had to serve). */
  workersRunning: number;
  growing: boolean;
}

/** Growth over the last half that still counts as flat. */
const FLAT_TOLERANCE_MB = 5;

interface ProcessInfo {
  pid: number;
  ppid: number;
  cmdline: string;
  /** User + system CPU time, in clock ticks. */
  cpuTicks: number;
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return { pid, ppid: Number(fields[1]), cmdline, cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone meanwhile
  }
}

/** VmRSS from /proc/<pid>/status. */
function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024;
}

/**
 * The Functions emulator's workers started by this process's stack: node processes running
 * firebase-tools' functionsEmulatorRuntime whose ancestors include this process.
 */
function functionWorkers(): ProcessInfo[] {
  const all = new Map<number, ProcessInfo>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProcess(Number(entry));
    if (info) all.set(info.pid, info);
  }
  const descendsFromUs = (info: ProcessInfo) => {
    for (let parent = all.get(info.ppid); parent; parent = all.get(parent.ppid)) {
      if (parent.pid === process.pid) return true;
    }
    return false;
  };
  return [...all.values()].filter((info) => info.cmdline.includes('functionsEmulatorRuntime') && descendsFromUs(info));
}

/** Sends `amount` requests to `url`, one at a time; returns how many failed. */
async function send(url: string, amount: number): Promise<number> {
  const result = await autocannon({ url, connections: 1, amount, timeout: 30 });
  return result.non2xx + result.errors + result.timeouts;
}

/**
 * Sends `batches` × `batchSize` requests to `url` one at a time, so one worker serves them all
 * (the emulator hands a request to its first idle worker), and reads that worker's RSS after
 * each batch: as it is, then after a full garbage collection. A leak shows as a rising
 * after-GC level.
 */
export async function measureWorkerMemory(url: string, batches = 10, batchSize = 1_000): Promise<WorkerMemory> {
  const before = new Map(functionWorkers().map((info) => [info.pid, info.cpuTicks]));
  // A few requests first, to see which worker takes them (the one whose CPU time grows).
  let failures = await send(url, 50);
  const workers = functionWorkers();
  const worker = workers
    .map((info) => ({ pid: info.pid, worked: info.cpuTicks - (before.get(info.pid) ?? 0) }))
    .sort((a, b) => b.worked - a.worked)[0];
  if (!worker) throw new Error('No Functions emulator worker found among this process’s children');
  // Without the handler SIGUSR2 would end the worker.
  if (!readFileSync(`/proc/${worker.pid}/environ`, 'utf8').includes(GC_ON_SIGNAL)) {
    throw new Error(`The worker was not started with ${path.basename(GC_ON_SIGNAL)} preloaded`);
  }

  const samples: MemorySample[] = [];
  for (let batch = 1; batch <= batches; batch += 1) {
    failures += await send(url, batchSize);
    const rss = rssMB(worker.pid);
    process.kill(worker.pid, 'SIGUSR2');
    await sleep(500);
    samples.push({ requests: batch * batchSize, rssMB: rss, afterGcMB: rssMB(worker.pid) });
  }

  const half = samples.slice(Math.floor(batches / 2) - 1);
  const first = half[0]!;
  const last = half.at(-1)!;
  const growthAfterGc = last.afterGcMB - first.afterGcMB;
  return {
    pid: worker.pid,
    samples,
    lastHalfGrowthMB: last.rssMB - first.rssMB,
    lastHalfGrowthAfterGcMB: growthAfterGc,
    lastHalfSlopeMBPer1000: leastSquaresSlope(half.map((sample) => [sample.requests / 1000, sample.afterGcMB])),
    failures,
    workersRunning: workers.length,
    growing: growthAfterGc > FLAT_TOLERANCE_MB,
  };
}

function leastSquaresSlope(points: [number, number][]): number {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const numerator = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const denominator = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return denominator === 0 ? 0 : numerator / denominator;
}
