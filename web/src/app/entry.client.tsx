import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { languageOfPath } from '@/lib/i18n/languages';
import { rememberedLanguage } from '@/lib/i18n/remembered-language';

const language = languageOfPath(window.location.pathname);

// A reader who chose Bangla on this device and opens the bare address is taken to the Bangla
// home page before anything else runs; every other address is one language's, as shared.
if (window.location.pathname === '/' && rememberedLanguage() === 'bn') {
  window.location.replace(`/bn${window.location.search}${window.location.hash}`);
} else {
  // The page's words first (its language's catalog, a chunk of its own), then React takes the
  // server's page over. In a transition: React hydrates in slices, so a tap is answered in between.
  void loadLanguage(language).then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
}
