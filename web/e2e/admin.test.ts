import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../scripts/lib/firebase-admin';
import { registerAccount } from '../../scripts/lib/accounts';
import { signIn } from '../../scripts/lib/auth-emulator';
import { expectAccessible, launchBrowser, newContext, webUrl } from './support/browser';
import { gone, logIn, onPath, runStamp, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the admin', () => {
  it('makes a user an admin and deletes another, who can then no longer sign in', async () => {
    // Two people of this journey's own, so it never depends on another journey's data.
    const stamp = runStamp();
    const promoted = await registerAccount(`${webUrl()}/api`, 'Buyer', `Farhana Akter ${stamp}`);
    const removed = await registerAccount(`${webUrl()}/api`, 'Seller', `Kamal Uddin ${stamp}`);

    const context = await newContext(browser);
    const page = await context.newPage();
    const watched = watchPage(page, 'admin');
    await logIn(page, 'admin@recell.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const dashboardMenu = page.getByRole('navigation', { name: 'Dashboard' });

    // The buyers' list is there too.
    await dashboardMenu.getByRole('link', { name: 'Buyers' }).click();
    await onPath(page, '/dashboard/buyers');
    await see(page.getByRole('row', { name: new RegExp(promoted.name) }));
    await expectAccessible(page, 'dashboard: buyers');

    // Everyone: make one of them an admin, after a confirmation.
    await dashboardMenu.getByRole('link', { name: 'User List' }).click();
    await onPath(page, '/dashboard/users');
    const promotedRow = page.getByRole('row', { name: new RegExp(promoted.name) });
    await see(promotedRow);
    await expectAccessible(page, 'dashboard: users');
    await promotedRow.getByRole('button', { name: 'Make admin' }).click();
    const makeAdmin = page.getByRole('dialog', { name: `Make ${promoted.name} an admin?` });
    await see(makeAdmin);
    await makeAdmin.getByRole('button', { name: 'Make admin' }).click();
    await see(page.getByText('Admin made successfully'));
    await see(promotedRow.getByText('Admin', { exact: true }));
    await see(promotedRow.getByRole('button', { name: 'Remove admin' }));
    expect((await auth().getUser(promoted.uid)).customClaims).toMatchObject({ admin: true });

    // Delete the other, after a confirmation: gone from the list.
    const removedRow = page.getByRole('row', { name: new RegExp(removed.name) });
    await removedRow.getByRole('button', { name: `Delete ${removed.name}` }).click();
    const deleteUser = page.getByRole('dialog', { name: `Delete ${removed.name}?` });
    await see(deleteUser);
    await deleteUser.getByRole('button', { name: 'Delete user' }).click();
    await see(page.getByText('Deleted successfully'));
    await gone(removedRow);

    // Their account is gone from Auth: signing in is refused.
    await expect(signIn(removed.email)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
    await expect(auth().getUser(removed.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection('users').doc(removed.uid).get()).exists).toBe(false);

    watched.expectNoErrors();
    await context.close();
  });
});
