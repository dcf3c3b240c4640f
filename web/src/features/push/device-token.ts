import { env } from '@/config/env';
import { activeServiceWorker } from '@/lib/service-worker';

/** Where the local stack keeps this browser's stand-in token, so the device stays one device. */
const LOCAL_TOKEN_KEY = 'recell.local-push-token';

/** Whether this browser and build can take push alerts at all. */
export function pushSupported(): boolean {
  if (typeof window === 'undefined' || !('Notification' in window)) return false;
  if (env.onEmulators) return true;
  return env.vapidKey !== null && 'serviceWorker' in navigator && 'PushManager' in window;
}

/**
 * This device's push token. In production, FCM's registration token for the service worker's push
 * subscription (`getToken` with the worker's registration, so FCM's pushes reach sw.js).
 *
 * On the emulators FCM cannot be reached (getToken would call FCM's registration service), so the
 * device makes up a token of its own and keeps it. It goes through the same API and the server's
 * recording sender records each push for it, so saving a search to a recorded push runs end to end;
 * what this path does not exercise is FCM itself: the push subscription, the token's validity, and
 * the delivery to sw.js (its handlers are tested apart, in push-notification.test.ts).
 */
export async function deviceToken(): Promise<string> {
  if (env.onEmulators) {
    const kept = localStorage.getItem(LOCAL_TOKEN_KEY);
    if (kept) return kept;
    const made = `local-device-${crypto.randomUUID()}`;
    localStorage.setItem(LOCAL_TOKEN_KEY, made);
    return made;
  }
  // Loaded on a yes only: Cloud Messaging's SDK is no part of any page's first load.
  const [{ getMessaging, getToken }, { firebaseApp }] = await Promise.all([import('firebase/messaging'), import('@/lib/firebase')]);
  return getToken(getMessaging(firebaseApp), { vapidKey: env.vapidKey ?? undefined, serviceWorkerRegistration: await activeServiceWorker() });
}
