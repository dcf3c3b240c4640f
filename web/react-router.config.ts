import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode: routes in src/app/routes.ts, rendered on the server (the `pages`
 * function, through src/server.ts) and hydrated in the browser. The build writes build/client
 * (Hosting's files) and build/server (the function's).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest comes with the page (a few KB): a navigation to a screen not yet
  // seen needs no `/__manifest` request to the `pages` function first.
  routeDiscovery: { mode: 'initial' },
  future: {
    // Each build's options in vite.config.ts `environments` (client, ssr), as React Router 8 reads them.
    v8_viteEnvironmentApi: true,
    // React Router 7's behaviour, chosen rather than left unset (which warns at every start): each of
    // these changes how routes load or requests are answered, and comes with the move to 8 (Node 22).
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
