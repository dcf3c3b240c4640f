import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import '@/app/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in slices, so the page stays responsive while it does.
// Its first commit replaces the header bar index.html paints before the scripts run.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
