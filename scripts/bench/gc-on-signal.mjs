/*
 * Bench only (NODE_OPTIONS=--import): SIGUSR2 makes this process run a full garbage
 * collection, so the bench can read a Functions worker's resident size without the
 * sawtooth of garbage collection. Nothing else changes in the process.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');
process.on('SIGUSR2', () => collectGarbage());
