import net from 'node:net';

/**
 * How an outage looks from the API:
 * - `drop`: a network partition. Connections stay open and new ones are accepted, but nothing
 *   gets through in either direction until `restore()`, which delivers what was held (as TCP
 *   would after a short partition). Every call hangs: the case a deadline exists for.
 * - `refuse`: Firestore is down. Open connections are reset and new ones refused at once.
 */
export type OutageMode = 'drop' | 'refuse';

export interface TcpProxy {
  port: number;
  host: string;
  cut: (mode: OutageMode) => void;
  restore: () => void;
  close: () => Promise<void>;
}

/** A TCP proxy to `target` ("host:port") on a free port of 127.0.0.1 (or `port`), which a test can cut. */
export async function startTcpProxy(target: string, port = 0): Promise<TcpProxy> {
  const [targetHost, targetPort] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  let mode: OutageMode | null = null;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; held: { to: net.Socket; chunk: Buffer }[] }>();

  const server = net.createServer((client) => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream, held: [] as { to: net.Socket; chunk: Buffer }[] };
    pairs.add(pair);
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (mode === 'drop') pair.held.push({ to, chunk });
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.address() as net.AddressInfo).port,
    host: `127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut(next) {
      mode = next;
      if (next === 'refuse') {
        for (const pair of pairs) {
          pair.client.resetAndDestroy();
          pair.upstream.destroy();
        }
      }
    },
    restore() {
      mode = null;
      for (const pair of pairs) {
        for (const { to, chunk } of pair.held.splice(0)) to.write(chunk);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
