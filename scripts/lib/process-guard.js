/*
 * Runs one command (firebase emulators:start) and ties its life to the process that started us:
 * a SIGINT or SIGTERM we receive is passed on once, and if our parent disappears (crashed,
 * killed with -9) the command gets a SIGINT too, so no emulator is left holding its ports.
 * Usage: node emulator-guard.cjs <parent-pid> <command> [args...]
 */
import { spawn } from 'node:child_process';

const [parentPid, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
let signalled = false;

function stopChild(signal) {
  if (signalled) return;
  signalled = true;
  child.kill(signal);
}

process.on('SIGINT', () => stopChild('SIGINT'));
process.on('SIGTERM', () => stopChild('SIGINT'));

const watchdog = setInterval(() => {
  try {
    process.kill(Number(parentPid), 0);
  } catch {
    stopChild('SIGINT');
  }
}, 1000);

child.on('exit', (code, signal) => {
  clearInterval(watchdog);
  process.exit(code ?? (signal ? 1 : 0));
});
