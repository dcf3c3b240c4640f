import type { Language } from '@contract/languages';

/*
 * The installable app's files in each language, built by pwa.config.ts. Each page links its
 * language's manifest (root.tsx), so an install from a Bangla page is named and described in
 * Bangla and opens on /bn; the service worker shows its language's offline page (sw.ts). English
 * keeps the addresses browsers have already installed ReCell from.
 */
export const MANIFEST_HREF = { en: '/manifest.webmanifest', bn: '/manifest-bn.webmanifest' } as const satisfies Record<Language, string>;
export const OFFLINE_PAGE_HREF = { en: '/offline.html', bn: '/offline-bn.html' } as const satisfies Record<Language, string>;
