import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { AppRouter, appRoutes } from '@/app/router';
import { afterNextPaint, loadMatchedRoutes, repeatEarlyInput, serverRenderedState } from '@/app/server-rendered';
import { createQueryClient } from '@/lib/query-client';
import '@/app/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const routes = appRoutes(queryClient);
const rendered = serverRenderedState();
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} hydrating={rendered !== undefined}>
      <AppRouter routes={routes} />
    </AppProvider>
  </StrictMode>
);

// Both in a transition: React works in slices, so the page stays responsive while it does.
if (rendered) {
  // A public page the pages function rendered (entry-server.tsx): React takes over its HTML, with
  // the data it was drawn from and the route's code loaded first, so its first render matches it.
  // All of it after the first paint, and apart from this module's evaluation (a task of its own
  // on a phone's main thread).
  // If a chunk fails to arrive, React still takes over: the router tries it again and shows its error screen.
  void afterNextPaint()
    .then(() => loadMatchedRoutes(routes, window.location).catch(() => undefined))
    .then(() => {
      hydrate(queryClient, rendered.queries);
      startTransition(
        () =>
          void hydrateRoot(
            root,
            <>
              {app}
              <TakenOver />
            </>,
          ),
      );
    });
} else {
  // Its first commit replaces the header bar index.html paints before the scripts run.
  startTransition(() => {
    createRoot(root).render(app);
  });
}

/** Draws nothing; its effect runs once React has taken the page over. */
function TakenOver() {
  useEffect(repeatEarlyInput, []);
  return null;
}
