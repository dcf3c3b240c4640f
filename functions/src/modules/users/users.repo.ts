import { db } from '../../shared/firestore';
import type { UserRecord } from './users.schema';

const users = () => db().collection('users');

export async function getUserById(uid: string): Promise<UserRecord | null> {
  const snapshot = await users().doc(uid).get();
  return snapshot.exists ? (snapshot.data() as UserRecord) : null;
}
