/*
 * The API as a signed-in person calls it, for journeys and the screenshots that set up their data
 * the way people would. The screenshots run outside Vitest, so the web's address is a parameter and
 * a failure throws instead of asserting.
 */

/** The password of every seeded account (emulator-data/accounts.json). */
export const SEED_PASSWORD = 'Recell#2026';

/** A seed account's ID token from the Auth emulator. */
export async function idTokenOf(email: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`could not sign in ${email}`);
  return body.idToken;
}

/** Calls `/api${path}` on the web's origin (as the browser does) with `token`; any answer but 2xx throws with its status and body. */
export async function callApi<T = unknown>(baseURL: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: baseURL },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
