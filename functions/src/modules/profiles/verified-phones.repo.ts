import { auth } from '../../shared/firestore';

/**
 * The mobile number verified on this account (Firebase Auth's phone provider, E.164), or null. Auth
 * is asked rather than the ID token's phone_number claim, which would stay for up to an hour after
 * the number changes; and never the client's word. Auth keeps a number on one account at most.
 */
export async function verifiedPhoneOf(uid: string): Promise<string | null> {
  try {
    return (await auth().getUser(uid)).phoneNumber ?? null;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return null;
    throw error;
  }
}
