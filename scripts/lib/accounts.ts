import type { AccountType, UserWriteResponse } from '../../functions/src/contract/users';
import { ACCOUNT_PASSWORD, signIn } from './auth-emulator';
import { auth } from './firebase-admin';

export interface RegisteredAccount {
  uid: string;
  email: string;
  name: string;
  token: string;
}

let counter = 0;

/**
 * A new person, registered the way the web app does it: an Auth account (email and password),
 * then POST /users with its ID token, so the API writes the record and the claims itself.
 * `apiUrl` ends in /api.
 */
export async function registerAccount(apiUrl: string, accountType: AccountType, name: string): Promise<RegisteredAccount> {
  counter += 1;
  const email = `${accountType.toLowerCase()}-${Date.now().toString(36)}-${process.pid}-${counter}@test.recell`;
  const { uid } = await auth().createUser({ email, password: ACCOUNT_PASSWORD, displayName: name });
  const response = await fetch(`${apiUrl}/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signIn(email)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, user_role: accountType }),
  });
  if (response.status !== 201) throw new Error(`POST /users for ${email} answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as UserWriteResponse;
  // A fresh token carries the claims POST /users just set.
  return { uid, email: user.email, name: user.name, token: await signIn(email) };
}
