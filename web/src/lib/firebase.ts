import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/env';
import { AUTH_EMULATOR_META } from '@/lib/auth-emulator-meta';

/** The one Firebase app of the client, set up once at module scope. The client uses Auth only. */
export const firebaseApp = initializeApp(env.firebase);

/**
 * Sessions persist in IndexedDB, then local storage, then session storage (spec §9). The popup
 * resolver is handed to the popup calls themselves (auth-session.tsx): given here, Auth sets it up
 * at once, loading Google's gapi script and an iframe on every page, for a sign-in few visits use.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

/** The local stack's Auth emulator: the one the page's server names (app/root.tsx), or the build's. */
const pageAuthEmulatorHost = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>(`meta[name="${AUTH_EMULATOR_META}"]`)?.content;
const authEmulatorUrl = env.authEmulatorUrl && (pageAuthEmulatorHost ? `http://${pageAuthEmulatorHost}` : env.authEmulatorUrl);

if (authEmulatorUrl) {
  connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  // The emulator texts no codes and checks no reCAPTCHA (it lists its codes instead): never set against real Auth.
  auth.settings.appVerificationDisabledForTesting = true;
}
