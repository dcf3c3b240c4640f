import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent on the wire as written (fetch would normalise `..` and re-encode). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** One request on `agent` (keep-alive connections the caller sizes), with its Content-Length, read to the end. */
export function rawRequest(agent: http.Agent, origin: URL, { method, path, headers, body }: RawRequest, timeoutMs = 60_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent: Record<string, string | number> = { ...headers };
    if (body) sent['content-length'] = Buffer.byteLength(body);
    const request = http.request({ host: origin.hostname, port: origin.port, method, path, headers: sent, agent, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}
