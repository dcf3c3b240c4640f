/*
 * Runs one command (firebase emulators:start, Vite) and ties its whole process tree to the process
 * that launched us, whatever happens to that launcher:
 * - a SIGINT, SIGTERM or SIGHUP we receive reaches the command once, as SIGINT (a second one would
 *   make firebase-tools skip its export);
 * - if the launcher disappears (crashed, or killed with -9 by whatever ran it) the command gets that
 *   SIGINT too, and is killed if it has not ended `stop-timeout-ms` later;
 * - once the command has exited, every process left in its tree (process-tree.js: the emulator's
 *   workers among them) is killed, and we exit only when none remains.
 * The launcher names the tree in RECELL_PROCESS_TREE, which the command and all it starts inherit.
 * Usage: node process-guard.js <launcher-pid> <stop-timeout-ms> <command> [args...]
 */
import { spawn } from 'node:child_process';
import { endTree, TREE_VARIABLE } from './process-tree.js';

const [launcherPid, stopTimeoutMs, command, ...args] = process.argv.slice(2);
const tree = process.env[TREE_VARIABLE];
if (!tree || !command) {
  console.error(`usage: ${TREE_VARIABLE}=<tree> node process-guard.js <launcher-pid> <stop-timeout-ms> <command> [args...]`);
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit' });
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  child.kill('SIGINT');
  setTimeout(() => child.kill('SIGKILL'), Number(stopTimeoutMs)).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);

const watchdog = setInterval(() => {
  try {
    process.kill(Number(launcherPid), 0);
  } catch {
    stop();
  }
}, 500);

child.on('exit', (code, signal) => {
  clearInterval(watchdog);
  void endTree(tree).then((left) => {
    if (left.length > 0) console.error(`[process-guard] processes ${left.join(', ')} started by ${command} would not end`);
    process.exit(left.length > 0 ? 3 : (code ?? (signal ? 1 : 0)));
  });
});
