import { ACCOUNT_PARTS, newEvent, type AuthProfileField, type OutboxEvent } from '../events';
import { getUserById } from '../profiles';
import { deleteAuthAccount, updateAuthProfile } from './auth-accounts.repo';

/*
 * What a change of an account owes beyond its record, as events written with the record's change:
 * the cleanup of a deleted account (one event per module that keeps something of the person) and
 * the Auth profile that shows a new name or photo.
 */

/**
 * The events of an account's deletion, one per part it leaves (ACCOUNT_PARTS), keyed by the
 * deletion's time: a transaction run again writes the same ones.
 */
export function accountDeletedEvents(uid: string, now: Date): OutboxEvent<'account.deleted'>[] {
  return ACCOUNT_PARTS.map((part) => newEvent('account.deleted', uid, `${part}_${now.getTime()}`, { uid, part }, now));
}

/**
 * Handles the `auth` part of `account.deleted`: ends the Auth account's sessions and deletes it. The
 * request that deleted the record does it too, so the person is shut out at once; this makes sure
 * it happens when that request died after its commit. Gone already is done.
 */
export async function onAccountDeletedAuth(event: OutboxEvent<'account.deleted'>): Promise<void> {
  await deleteAuthAccount(event.payload.uid);
}

/** The Auth profile fields a change of the record's name or photo owes (none when neither was sent). */
export function authProfileEvent(uid: string, change: { name?: string; image?: string }, origin: string, now: Date): OutboxEvent<'auth.profile'>[] {
  const fields: AuthProfileField[] = [...(change.name !== undefined ? ['displayName' as const] : []), ...(change.image !== undefined ? ['photoURL' as const] : [])];
  return fields.length === 0 ? [] : [newEvent('auth.profile', uid, String(now.getTime()), { uid, fields, origin }, now)];
}

/** The Auth profile keeps absolute photo URLs: a local upload's relative URL is resolved against the app's origin. */
function absolutePhotoUrl(image: string, origin: string): string {
  return /^https?:\/\//i.test(image) ? image : new URL(image, origin).href;
}

/**
 * Handles `auth.profile`: the named Auth profile fields show the record as it is now, so a late or
 * repeated run never brings back an older name. A record that is gone (a deleted account) changes nothing.
 */
export async function onAuthProfile(event: OutboxEvent<'auth.profile'>): Promise<void> {
  const { uid, fields, origin } = event.payload;
  const record = await getUserById(uid);
  if (!record) return;
  await updateAuthProfile(uid, {
    ...(fields.includes('displayName') ? { displayName: record.name } : {}),
    ...(fields.includes('photoURL') ? { photoURL: absolutePhotoUrl(record.image, origin) } : {}),
  });
}
