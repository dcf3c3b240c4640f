/** The password of every account the tests and the scripts create (the seed's too). */
export const ACCOUNT_PASSWORD = 'Recell#2026';

/**
 * Signs in through the Auth emulator's REST API (FIREBASE_AUTH_EMULATOR_HOST) and returns a real
 * ID token. It imports nothing of ours, so the API's tests load it too.
 */
export async function signIn(email: string, password = ACCOUNT_PASSWORD): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

