import type { Firestore } from 'firebase-admin/firestore';
import type { UserRecord } from '../../functions/src/contract/users';

export interface AccountLine {
  email: string;
  password: string;
  role: string;
}

/** What an account may do, as its record says: the record, not the seed, is the source of truth once the stack runs. */
export function roleOf(user: Pick<UserRecord, 'role' | 'user_role' | 'verified'>): string {
  const side = user.user_role === 'Seller' ? `seller (${user.verified ? 'verified' : 'not verified'})` : 'buyer';
  if (user.role !== 'admin') return side;
  return user.user_role === 'Seller' ? `admin, ${side}` : 'admin';
}

/**
 * The seed's accounts as the running stack has them now: an admin's change of a role shows, and an
 * account deleted since is left out. Passwords are the seed's (nobody can read a changed one).
 */
export async function liveAccounts(db: Firestore, seed: { email: string; password: string }[]): Promise<AccountLine[]> {
  const records = await Promise.all(seed.map(({ email }) => db.collection('users').where('email', '==', email).limit(1).get()));
  return seed.flatMap(({ email, password }, index) => {
    const record = records[index]!.docs[0]?.data() as UserRecord | undefined;
    return record ? [{ email, password, role: roleOf(record) }] : [];
  });
}
