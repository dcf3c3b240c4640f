import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { AppRouter, appRoutes } from '@/app/router';
import { loadMatchedRoutes, serverRenderedState } from '@/app/server-rendered';
import { createQueryClient } from '@/lib/query-client';
import '@/app/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const routes = appRoutes(queryClient);
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter routes={routes} />
    </AppProvider>
  </StrictMode>
);

const rendered = serverRenderedState();
if (rendered) {
  // A public page the function rendered (entry-server.tsx): React takes over its HTML, with the
  // data it was drawn from and the route's code loaded first, so the first render matches it.
  hydrate(queryClient, rendered.queries);
  void loadMatchedRoutes(routes, window.location).then(() => hydrateRoot(root, app));
} else {
  // A transition: React renders the first screen in slices, so the page stays responsive while it does.
  // Its first commit replaces the header bar index.html paints before the scripts run.
  startTransition(() => {
    createRoot(root).render(app);
  });
}
