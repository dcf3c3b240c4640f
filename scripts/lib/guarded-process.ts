import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { endTree, TREE_VARIABLE } from './process-tree.js';

export interface GuardedProcess {
  /** The guard (process-guard.js), leader of the command's process group. */
  child: ChildProcess;
  exited: Promise<number | null>;
  /**
   * Asks the command to stop (one SIGINT), kills it after `timeoutMs`, and resolves once neither it
   * nor anything it started is left; rejects naming the processes that would not end.
   */
  stop: (timeoutMs?: number) => Promise<void>;
}

const guard = fileURLToPath(new URL('./process-guard.js', import.meta.url));

/** How long a command that was asked to stop gets before it is killed, when the launcher itself is gone. */
const ORPHAN_STOP_TIMEOUT_MS = 30_000;

function killGroup(leader: number | undefined): void {
  if (!leader) return;
  try {
    process.kill(-leader, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs a command under process-guard.js, in a process group of its own (a terminal's Ctrl-C reaches
 * only our launcher, which decides how the command stops), with every process it starts marked as
 * one tree (process-tree.js), so that stopping it leaves nothing behind.
 */
export function spawnGuarded(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; stdio: StdioOptions }): GuardedProcess {
  const tree = randomUUID();
  const child = spawn(process.execPath, [guard, String(process.pid), String(ORPHAN_STOP_TIMEOUT_MS), command, ...args], {
    cwd: options.cwd,
    env: { ...options.env, [TREE_VARIABLE]: tree },
    detached: true,
    stdio: options.stdio,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async (timeoutMs = 30_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => killGroup(child.pid), timeoutMs);
      await exited;
      clearTimeout(timer);
    }
    // The guard ended the tree before it exited, unless it was killed itself: make sure, and say so if anything is left.
    killGroup(child.pid);
    const left = await endTree(tree);
    if (left.length > 0) throw new Error(`processes ${left.join(', ')} started by ${command} would not end`);
  };
  return { child, exited, stop };
}
