import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../shared/firestore';
import { call, createUser, signIn, startApi } from '../../test/harness';
import type { UserRecord } from '../../contract/users';

// "The last admin" is a fact about the whole users collection, which the other test files share
// and fill with admins of their own. This file therefore talks to a Firestore emulator of its
// own (the Auth emulator stays shared): set before the first db() call reads the variable.
const firestore = new FirestoreServer();
let sharedFirestoreHost: string | undefined;
let api: Awaited<ReturnType<typeof startApi>>;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  await firestore.start(port);
  sharedFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  process.env.FIRESTORE_EMULATOR_HOST = sharedFirestoreHost;
  await firestore.stop();
});

const storedUser = async (uid: string) => (await db().collection('users').doc(uid).get()).data() as UserRecord | undefined;

describe('DELETE /api/users/:id and the last admin', () => {
  it('refuses to delete the only admin (409), lets them go once another admin exists', async () => {
    const only = await createUser('admin');
    const everyone = (await call(`${api.url}/users`, { token: only.token })).body as UserRecord[];
    expect(everyone.map((user) => user._id)).toEqual([only.uid]);

    const refused = await call(`${api.url}/users/${only.uid}`, { method: 'DELETE', token: only.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ acknowledged: false, code: 'conflict', message: 'You cannot delete the last admin.' });
    expect(await storedUser(only.uid)).toEqual(only.record);
    expect((await auth().getUser(only.uid)).uid).toBe(only.uid);

    const next = await createUser('buyer');
    expect((await call(`${api.url}/users/admin/${next.uid}`, { method: 'PUT', token: only.token })).status).toBe(200);
    const selfDelete = await call(`${api.url}/users/${only.uid}`, { method: 'DELETE', token: only.token });
    expect(selfDelete.status).toBe(200);
    expect(await storedUser(only.uid)).toBeUndefined();

    // Now `next` is the last admin in turn.
    const last = await call(`${api.url}/users/${next.uid}`, { method: 'DELETE', token: next.token });
    expect(last.status).toBe(409);
    expect((await storedUser(next.uid))?.role).toBe('admin');
  });
});

const claimsOf = async (uid: string) => (await auth().getUser(uid)).customClaims;
const removeAdmin = (id: string, token: string) => call(`${api.url}/users/admin/${id}`, { method: 'DELETE', token });

// After the test above: runs on what it left (one admin), so it counts admins itself.
describe('DELETE /api/users/admin/:id', () => {
  it('takes admin away, back to their account type; idempotent; 404 for nobody; never the last admin (409), the caller included', async () => {
    const first = await createUser('admin');
    const second = await createUser('verifiedSeller', { role: 'admin' });
    expect(await claimsOf(second.uid)).toEqual({ role: 'seller', admin: true, verified: true });

    const removed = await removeAdmin(second.uid, first.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, user: { ...second.record, role: 'user' } });
    expect(await claimsOf(second.uid)).toEqual({ role: 'seller', verified: true });
    // The record decides: their current token opens no admin route any more.
    expect((await call(`${api.url}/users`, { token: second.token })).status).toBe(403);

    const again = await removeAdmin(second.uid, first.token);
    expect(again.status).toBe(200);
    expect(await storedUser(second.uid)).toEqual({ ...second.record, role: 'user' });
    expect((await removeAdmin('nobody-at-all', first.token)).status).toBe(404);

    // Leave `first` the only admin, then try to remove them.
    const admins = await db().collection('users').where('role', '==', 'admin').get();
    for (const doc of admins.docs) if (doc.id !== first.uid) expect((await removeAdmin(doc.id, first.token)).status).toBe(200);
    const last = await removeAdmin(first.uid, first.token);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ acknowledged: false, code: 'conflict', message: 'You cannot remove the last admin: make someone else an admin first.' });
    expect(await storedUser(first.uid)).toEqual(first.record);
    expect(await claimsOf(first.uid)).toEqual({ role: 'buyer', admin: true });

    // With a second admin again, the first may step down; then the second is the last in turn.
    expect((await call(`${api.url}/users/admin/${second.uid}`, { method: 'PUT', token: first.token })).status).toBe(200);
    expect((await removeAdmin(first.uid, first.token)).status).toBe(200);
    expect(await storedUser(first.uid)).toEqual({ ...first.record, role: 'user' });
    const secondToken = await signIn(second.email);
    expect((await removeAdmin(second.uid, secondToken)).status).toBe(409);
    expect((await storedUser(second.uid))?.role).toBe('admin');

    // The audit log holds exactly the actions that committed, in their order: none for the refused ones.
    const entries = (await db().collection('audit_log').get()).docs.map((doc) => doc.data());
    const logOf = (uid: string) =>
      entries
        .filter((entry) => entry.target.id === uid)
        .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
        .map((entry) => `${entry.what} by ${entry.who.uid === first.uid ? 'first' : 'second'}`);
    expect(logOf(first.uid)).toEqual(['admin_revoked by first']);
    // The repeat was answered and is still an action an admin took.
    expect(logOf(second.uid)).toEqual(['admin_revoked by first', 'admin_revoked by first', 'admin_granted by first']);
  });
});
