/** Build-time settings (Vite embeds VITE_* variables). The defaults run the offline local stack. */
import { usesEmulators } from '@/config/emulators';

const vars = import.meta.env;

const projectId = vars.VITE_FIREBASE_PROJECT_ID || 'demo-recell';

export const env = {
  firebase: {
    apiKey: vars.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN || 'demo-recell.firebaseapp.com',
    projectId,
    ...(vars.VITE_FIREBASE_APP_ID ? { appId: vars.VITE_FIREBASE_APP_ID } : {}),
    ...(vars.VITE_FIREBASE_MESSAGING_SENDER_ID ? { messagingSenderId: vars.VITE_FIREBASE_MESSAGING_SENDER_ID } : {}),
  },
  /** Where the Auth emulator listens, or null for the real service. A `demo-` project always uses it. */
  authEmulatorUrl: vars.VITE_AUTH_EMULATOR_HOST
    ? `http://${vars.VITE_AUTH_EMULATOR_HOST}`
    : projectId.startsWith('demo-')
      ? 'http://127.0.0.1:9099'
      : null,
  /** True on the local stack: no Firebase service is reached, and the developer pages exist. */
  onEmulators: usesEmulators(vars),
  /** The web push certificate's public key for FCM's getToken; unset, no push alerts are offered (except on the emulators). */
  vapidKey: vars.VITE_FIREBASE_VAPID_KEY || null,
  /** Same origin by default: Hosting rewrites /api/** to the function. */
  apiBaseUrl: `${(vars.VITE_API_BASE_URL || '').replace(/\/$/, '')}/api`,
} as const;
