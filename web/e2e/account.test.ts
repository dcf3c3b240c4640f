import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, type RegisteredAccount } from '../../scripts/lib/accounts';
import { signIn } from '../../scripts/lib/auth-emulator';
import { auth } from '../../scripts/lib/firebase-admin';
import { expectAccessible, launchBrowser, newContext, webUrl } from './support/browser';
import { logIn, onPath, runStamp, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const freshBuyer = (name: string): Promise<RegisteredAccount> => registerAccount(`${webUrl()}/api`, 'Buyer', `${name} ${runStamp()}`);

/**
 * The reset code the Auth emulator keeps for this email (it sends no mail): its REST list of
 * out-of-band codes, the newest password reset for the email.
 */
async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(`http://${inject('authEmulatorHost')}/emulator/v1/projects/demo-recell/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
  if (!code) throw new Error(`no password reset code for ${email}`);
  return code;
}

async function openProfile(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
  await onPath(page, '/dashboard/profile');
  await see(page.getByRole('form', { name: 'Your profile' }));
}

describe('an account of your own', () => {
  it('resets a forgotten password through the reset link and logs in with the new one', async () => {
    const person = await freshBuyer('Rina Das');
    const context = await newContext(browser);
    const page = await context.newPage();
    const watched = watchPage(page, 'account-reset');

    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(person.email);
    await expectAccessible(page, 'forgot password dialog');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await see(page.getByText('If an account exists for this email, we sent a link to reset the password.', { exact: false }));
    await page.getByRole('button', { name: 'Done' }).click();

    // The link of the email, as the app's page: /reset-password?mode=resetPassword&oobCode=…
    await page.goto(`/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(await resetCodeFor(person.email))}`);
    await see(page.getByText(`For ${person.email}.`));
    await expectAccessible(page, 'reset password');
    await page.getByRole('textbox', { name: 'New password' }).fill('Fresh#2027');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await onPath(page, '/login');
    await see(page.getByText('Password changed. Log in with your new password.'));

    await expect(signIn(person.email)).rejects.toThrow();
    await logIn(page, person.email, 'Fresh#2027');
    watched.expectNoErrors();
    await context.close();
  });

  it('says a used reset link cannot be used again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/reset-password?mode=resetPassword&oobCode=not-a-real-code');
    await see(page.getByText('This link is not valid or has already been used.', { exact: false }));
    await context.close();
  });

  it('changes their name on the profile page and sees it in the header', async () => {
    const person = await freshBuyer('Sabbir Hossain');
    const context = await newContext(browser);
    const page = await context.newPage();
    const watched = watchPage(page, 'account-profile');
    await logIn(page, person.email);
    await openProfile(page);
    await expectAccessible(page, 'profile');

    const renamed = `Sabbir Rahman ${runStamp()}`;
    await page.getByRole('form', { name: 'Your profile' }).getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await see(page.getByText('Profile saved'));
    await see(page.getByRole('banner').getByText(renamed));
    expect((await auth().getUserByEmail(person.email)).displayName).toBe(renamed);
    watched.expectNoErrors();
    await context.close();
  });

  it('deletes their account and can no longer log in', async () => {
    const person = await freshBuyer('Tania Akter');
    const context = await newContext(browser);
    const page = await context.newPage();
    const watched = watchPage(page, 'account-delete');
    await logIn(page, person.email);
    await openProfile(page);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('Recell#2026');
    await expectAccessible(page, 'delete account dialog');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await onPath(page, '/');
    await see(page.getByText('Your account has been deleted'));
    await see(page.getByRole('banner').getByRole('link', { name: 'Login' }));

    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Recell#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await see(page.getByRole('alert').getByText('The email or password is incorrect.'));
    await expect(auth().getUserByEmail(person.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    watched.expectNoErrors();
    await context.close();
  });
});
