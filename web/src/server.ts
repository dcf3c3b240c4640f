import { createRequestHandler } from '@react-router/express';
import type { ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import type { PagesLoadContext, PagesRequestHandler } from '@contract/pages';

declare module 'react-router' {
  // What every loader receives as `context` on the `pages` function: the API's public reads, in-process.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PagesLoadContext {}
}

/**
 * The server build's entry (vite.config.ts): the Express handler the `pages` function mounts
 * (functions/src/modules/pages), rendering every route with `context` given to its loaders.
 */
export function createPagesHandler(context: PagesLoadContext): PagesRequestHandler {
  return createRequestHandler({ build: build as unknown as ServerBuild, getLoadContext: () => ({ ...context }) }) as unknown as PagesRequestHandler;
}
