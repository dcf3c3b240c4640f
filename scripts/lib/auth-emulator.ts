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


/** The Auth emulator's answer to a phone link: a new ID token, or (a number on another account) a temporary proof and no token. */
export interface PhoneLinkAnswer {
  idToken?: string;
  phoneNumber?: string;
  temporaryProof?: string;
  error?: { message?: string };
}

function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set.');
  return host;
}

async function identityToolkit(method: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Asks the Auth emulator to "text" a code to this number; answers the session the code belongs to. */
export async function sendPhoneCode(phoneNumber: string): Promise<string> {
  const answer = await identityToolkit('sendVerificationCode', { phoneNumber });
  if (typeof answer.sessionInfo !== 'string') throw new Error(`sendVerificationCode failed: ${JSON.stringify(answer)}`);
  return answer.sessionInfo;
}

/** The code the Auth emulator "sent" for a session, from its list of codes (GET …/verificationCodes). */
export async function phoneCodeOf(sessionInfo: string, projectId = process.env.GCLOUD_PROJECT ?? 'demo-recell'): Promise<string> {
  const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { sessionInfo: string; code: string }[] };
  const found = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
  if (!found) throw new Error('The Auth emulator has no code for this session.');
  return found.code;
}

/** Links the number of a session to the account of idToken with its code, as linkWithPhoneNumber's confirm does. */
export function linkPhone(idToken: string, sessionInfo: string, code: string): Promise<PhoneLinkAnswer> {
  return identityToolkit('signInWithPhoneNumber', { idToken, sessionInfo, code }) as Promise<PhoneLinkAnswer>;
}

/** The last code the Auth emulator "texted" to a number (a browser journey does not know its session). */
export async function latestPhoneCodeFor(phoneNumber: string, projectId = process.env.GCLOUD_PROJECT ?? 'demo-recell'): Promise<string> {
  const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  const found = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
  if (!found) throw new Error(`The Auth emulator has sent no code to ${phoneNumber}.`);
  return found.code;
}

/** A Bangladeshi mobile number in E.164 that is most likely free (eight random digits): Auth refuses one already in use. */
export function randomBdMobile(): string {
  return `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
