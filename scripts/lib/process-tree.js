/*
 * A process tree that can be found whole and ended whole. Every process started under the tree
 * inherits one environment variable naming it, so its members are found by that mark wherever they
 * ended up: re-parented to init after their parent died, or in a process group of their own. The
 * Functions emulator's workers are such members: a worker that was still starting when the emulator
 * stopped outlives it, and a process group kill misses any that left the group.
 *
 * Plain JavaScript, because emulator-guard.js runs it with bare Node; process-tree.d.ts types it.
 * Linux reads marks from /proc; where there is no /proc the tree is found empty, and callers rely
 * on the process group alone.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The environment variable that names the tree a process belongs to. */
export const TREE_VARIABLE = 'RECELL_PROCESS_TREE';

/** Process ids of the living members of the tree, other than this process. */
export function treeMembers(tree) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const mark = `${TREE_VARIABLE}=${tree}`;
  const members = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let environment;
    try {
      // A zombie's environment reads empty: it has ended, only its parent has not collected it yet.
      environment = readFileSync(`/proc/${entry}/environ`, 'latin1');
    } catch {
      continue;
    }
    if (environment.split('\0').includes(mark)) members.push(Number(entry));
  }
  return members;
}

/**
 * Kills every member of the tree (SIGKILL: whatever is left once its emulator has stopped has
 * nothing to save) until none remains or `timeoutMs` has passed; resolves to the ids still alive.
 */
export async function endTree(tree, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const members = treeMembers(tree);
    if (members.length === 0 || Date.now() > deadline) return members;
    for (const pid of members) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
