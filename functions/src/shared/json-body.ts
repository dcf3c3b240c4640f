import http, { type IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from './app-error';

/** The largest JSON body the API reads (inflated size, for gzip and deflate bodies too). */
export const MAX_JSON_BODY = '100kb';

/** The request headers a Cloud Functions runtime's body parsers act on. */
const BODY_HEADERS = ['content-type', 'content-encoding'] as const;
/** Registered symbols: the function module and the runtime may each load a copy of this module. */
const HIDDEN = Symbol.for('recell.body-headers-hidden-from-runtime');
const INSTALLED = Symbol.for('recell.body-headers-hiding-installed');

type Hidden = IncomingMessage & { [HIDDEN]?: Partial<Record<(typeof BODY_HEADERS)[number], string>> };

/**
 * Makes the API, not the Cloud Functions runtime, read request bodies.
 *
 * The runtime that serves an `onRequest` function (functions-framework in production, firebase-tools'
 * functionsEmulatorRuntime locally) is an Express app of its own that runs body-parser's json, text,
 * urlencoded and raw parsers (limit 32 MB and up) on every request BEFORE it calls our handler. A body
 * they refuse (malformed JSON, a top-level "str", 123 or null, NaN, bad gzip, an unknown
 * Content-Encoding or charset) never reaches us: the runtime's default Express handler answers it
 * with an HTML page (with the stack trace, outside production). No option of either runtime changes
 * that, and an error handler of ours cannot see an error raised before our handler is called.
 *
 * Every one of those parsers acts only on a request that has a Content-Type. So, on each request
 * the process's HTTP servers receive, this moves Content-Type and Content-Encoding aside before
 * any Express app sees them; `jsonBody()`, the API's first body middleware, puts them back and
 * parses the untouched stream itself with the API's limits, and every refusal is an error body of
 * the contract. Installed once, by index.ts (the deployed function): tests of createApp() in a
 * plain Node server run without it and behave the same, since jsonBody() then has nothing to restore.
 */
export function keepBodiesFromRuntimeParsers(): void {
  const server = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (server[INSTALLED]) return;
  Object.defineProperty(server, INSTALLED, { value: true });
  const emit = server.emit;
  server.emit = function emitRequestWithBodyHeadersHidden(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') hideBodyHeaders(args[0] as Hidden);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof server.emit;
}

function hideBodyHeaders(req: Hidden): void {
  const hidden: NonNullable<Hidden[typeof HIDDEN]> = {};
  for (const name of BODY_HEADERS) {
    const value = req.headers[name];
    if (value === undefined) continue;
    hidden[name] = value;
    delete req.headers[name];
  }
  req[HIDDEN] = hidden;
}

function restoreBodyHeaders(req: Hidden): void {
  const hidden = req[HIDDEN];
  if (!hidden) return;
  Object.assign(req.headers, hidden);
  delete req[HIDDEN];
}

const parseJson = express.json({ limit: MAX_JSON_BODY, strict: true });

/** body-parser's refusals, as the contract's error bodies. */
function toBodyError(error: { type?: string; status?: number }): unknown {
  switch (error.type) {
    case 'entity.too.large':
      return new AppError(413, 'payload_too_large', 'The request body is larger than 100 KB.');
    case 'encoding.unsupported':
      return new AppError(415, 'unsupported_media_type', 'Send the request body uncompressed, or compressed with gzip, deflate or br.');
    case 'charset.unsupported':
      return new AppError(415, 'unsupported_media_type', 'Send the request body as UTF-8 JSON.');
    case 'entity.parse.failed':
      return AppError.badRequest('The request body is not valid JSON: send one JSON object.');
  }
  if (error.status !== undefined && error.status >= 400 && error.status < 500) {
    return AppError.badRequest('The request body could not be read (cut off, or not what its headers say).');
  }
  return error;
}

/**
 * The API's body reader: gives back the headers hidden from the runtime (see
 * keepBodiesFromRuntimeParsers), then parses a JSON body (at most MAX_JSON_BODY, an object or an
 * array, UTF-8; gzip, deflate and br inflated) into req.body. Other media types are left unread for
 * the routes that take them (multipart uploads) or refuse them (415).
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  restoreBodyHeaders(req);
  // JSON is UTF-8 (RFC 8259); body-parser would also decode any other `utf-*` (UTF-7, UTF-16, …).
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (req.is('application/json') && charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    next(toBodyError({ type: 'charset.unsupported' }));
    return;
  }
  void parseJson(req, res, (error?: unknown) => next(error ? toBodyError(error as { type?: string; status?: number }) : undefined));
}

/**
 * A function of this codebase other than the API (the outbox's queue function), with the headers
 * hidden from the runtime given back and its JSON body read, as the runtime would have done:
 * keepBodiesFromRuntimeParsers acts on every request of the process, whichever function it is for.
 * Keeps the function's deployment metadata (its own properties: `__endpoint`, `run`, …).
 */
export function withJsonBody<F extends (req: never, res: never) => unknown>(run: F): F {
  const handle = run as unknown as (req: Request, res: Response) => unknown;
  const read = (req: Request, res: Response) =>
    jsonBody(req, res, (error?: unknown) => {
      if (error) res.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: 'Bad Request' } });
      else void handle(req, res);
    });
  return Object.assign(read, run) as unknown as F;
}
