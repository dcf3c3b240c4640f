import { whenIdle } from '@/lib/when-idle';

/** Where the built service worker is served (web/pwa.config.ts builds it into build/client). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle, in built apps
 * only: the dev server has no worker. Installing it fetches, stores and compiles the app shell,
 * which on a first visit would otherwise compete with the page's own load and a phone's first taps.
 * `updateViaCache: 'none'`: the browser asks for sw.js itself every time it checks for an update,
 * as Hosting also sends it uncached, so a deploy reaches people at their next visit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      // Without a worker the app works as before, only not offline; nothing for the person to do.
      console.warn('The service worker could not be registered', error);
    });
  const whenLoadedAndIdle = () => whenIdle(() => void register());
  if (document.readyState === 'complete') whenLoadedAndIdle();
  else window.addEventListener('load', whenLoadedAndIdle, { once: true });
}

/** The worker's registration, once it is active (what FCM's getToken pushes through). */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}
