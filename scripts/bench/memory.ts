import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

export interface MemorySample {
  /** Requests served so far in this phase. */
  requests: number;
  pid: number;
  rssMB: number;
}

export interface WorkerMemory {
  samples: MemorySample[];
  /** RSS growth from sample 5 to sample 10 (the last half of the requests). */
  lastHalfGrowthMB: number;
  /** Least-squares slope of RSS over the last half, per 1,000 requests. */
  lastHalfSlopeMBPer1000: number;
  /** Requests that were not answered with 2xx. */
  failures: number;
  /** Distinct worker processes that served the batches; 1 when the measurement followed one worker. */
  workers: number;
  growing: boolean;
}

/** A little of a Node process's RSS wanders with garbage collection; this much over the last half is noise. */
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

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kB / 1024;
}

/**
 * The Functions emulator's workers started by this process's stack: node processes running
 * firebase-tools' functionsEmulatorRuntime whose ancestors include this process.
 */
export function functionWorkers(): ProcessInfo[] {
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

/**
 * Sends `batches` × `batchSize` requests to `url` one at a time (so one worker serves them all:
 * the emulator hands each request to its first idle worker) and samples the RSS of the worker
 * that did the work (the one whose CPU time grew) after each batch.
 */
export async function measureWorkerMemory(url: string, batches = 10, batchSize = 1_000): Promise<WorkerMemory> {
  const samples: MemorySample[] = [];
  let failures = 0;
  for (let batch = 1; batch <= batches; batch += 1) {
    const before = new Map(functionWorkers().map((info) => [info.pid, info.cpuTicks]));
    const result = await autocannon({ url, connections: 1, amount: batchSize, timeout: 30 });
    failures += result.non2xx + result.errors + result.timeouts;
    await sleep(200);
    const busiest = functionWorkers()
      .map((info) => ({ pid: info.pid, worked: info.cpuTicks - (before.get(info.pid) ?? 0) }))
      .sort((a, b) => b.worked - a.worked)[0];
    if (!busiest) throw new Error('No Functions emulator worker found among this process’s children');
    samples.push({ requests: batch * batchSize, pid: busiest.pid, rssMB: rssMB(busiest.pid) });
  }
  const lastHalf = samples.slice(Math.floor(batches / 2) - 1);
  const growth = lastHalf.at(-1)!.rssMB - lastHalf[0]!.rssMB;
  const slope = leastSquaresSlope(lastHalf.map((sample) => [sample.requests / 1000, sample.rssMB]));
  return {
    samples,
    lastHalfGrowthMB: growth,
    lastHalfSlopeMBPer1000: slope,
    failures,
    workers: new Set(samples.map((sample) => sample.pid)).size,
    growing: growth > FLAT_TOLERANCE_MB,
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
