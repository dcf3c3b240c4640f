import type { Language } from '@contract/languages';

/**
 * Where each language's web app manifest is served: built by pwa.config.ts, linked by root.tsx, so
 * an install from a Bangla page is named and described in Bangla and opens on /bn. English keeps
 * the address browsers have already installed ReCell from.
 */
export const MANIFEST_HREF = { en: '/manifest.webmanifest', bn: '/manifest-bn.webmanifest' } as const satisfies Record<Language, string>;
