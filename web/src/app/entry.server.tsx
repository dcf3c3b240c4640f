import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';

/** How long a page may take to render before React gives up on what is still suspended. */
export const streamTimeout = 10_000;

/**
 * The page as React Router's route tree renders it. Sent once all of it is ready (`onAllReady`),
 * not from the shell on: a page's data comes from its loader, so little is left to suspend, and
 * the HTML a CDN keeps, a crawler reads and a browser without JavaScript shows is then whole.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return Promise.resolve(new Response(null, { status, headers }));
  return new Promise((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <ServerRouter context={routerContext} url={request.url} />
      </StrictMode>,
      {
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        },
        onShellError: reject,
        onError(error) {
          responseStatus = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
