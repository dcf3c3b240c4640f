/** Where the built service worker is served (web/pwa.config.ts builds it into build/client). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has been taken over (root.tsx), in built apps only:
 * the dev server has no worker. `updateViaCache: 'none'`: the browser asks for sw.js itself every
 * time it checks for an update, as Hosting also sends it uncached, so a deploy reaches people at their next visit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
    // Without a worker the app works as before, only not offline; nothing for the person to do.
    console.warn('The service worker could not be registered', error);
  });
}

/** The worker's registration, once it is active (what FCM's getToken pushes through). */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}
