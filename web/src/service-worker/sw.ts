/// <reference lib="webworker" />
/**
 * ReCell's service worker (built by vite-plugin-pwa's injectManifest into build/client/sw.js):
 * keeps the app's code, styles and icons for offline use, answers a page that cannot load with the
 * home page last seen or the offline page, each in the page's language, and shows the web pushes FCM delivers to it (the page
 * hands this registration to `getToken`, so FCM's pushes arrive here).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OFFLINE_PAGE_HREF } from '@/config/installable-app';
import { LANGUAGES, languageOfPath, pathInLanguage } from '@/lib/i18n/languages';
import { linkOf, notificationOf, type DeliveredPush } from './push-notification';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The home page in each language as last loaded, kept for loading it offline. */
const HOME_CACHE = 'recell-home';
const HOMES: readonly string[] = LANGUAGES.map((language) => pathInLanguage('/', language));

// A new version takes over at once (open pages keep the code they run; their next page load is
// the new version's), so nobody is asked to reload, nor kept on an old version by an open tab.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Pages come from the network: they are rendered with the current listings, so a copy is never
 * shown in their place while the network answers. Home's answer is kept (one entry per language,
 * replaced on each load) for when it does not: a reader whose device remembers Bangla is sent
 * from `/` to `/bn` before hydration, so both must open offline.
 */
async function pageFromNetwork({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const home = HOMES.includes(url.pathname);
  try {
    const response = await fetch(request);
    if (home && url.search === '' && response.ok) {
      const copy = response.clone();
      await (await caches.open(HOME_CACHE)).put(url.pathname, copy);
    }
    return response;
  } catch (error) {
    const offline = home ? await (await caches.open(HOME_CACHE)).match(url.pathname) : await matchPrecache(OFFLINE_PAGE_HREF[languageOfPath(url.pathname)]);
    if (offline) return offline;
    throw error;
  }
}
// The API and the framework's data requests are never pages; the dev server's are not ours.
registerRoute(new NavigationRoute(pageFromNetwork, { denylist: [/^\/api\//] }));

self.addEventListener('push', (event) => {
  const delivered = parsedPush(event.data);
  const shown = delivered ? notificationOf(delivered, self.location.origin) : null;
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

function parsedPush(data: PushMessageData | null): DeliveredPush | null {
  try {
    return (data?.json() as DeliveredPush | undefined) ?? null;
  } catch {
    return null;
  }
}

/** A click opens the listing: in a ReCell tab already open if there is one, else in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = linkOf({ data: event.notification.data as Record<string, string> }, self.location.origin);
  if (!link) return;
  event.waitUntil(openLink(link));
});

async function openLink(link: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    await tab.focus();
    await tab.navigate(link);
  } else {
    await self.clients.openWindow(link);
  }
}
