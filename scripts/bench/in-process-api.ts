import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The deployable `api` function (functions/src/index.ts) served by a plain Node server in this
 * process on a free port: what the Functions runtime runs, without the emulator's proxies.
 * Loaded lazily, because the API reads its settings from the environment the stack sets first.
 */
export async function startInProcessApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const { api } = await import('../../functions/src/index');
  const server = createServer((req, res) => void api(req as never, res as never));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
