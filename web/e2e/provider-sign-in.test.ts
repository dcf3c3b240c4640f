import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../scripts/lib/firebase-admin';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Google sign-in through the Auth emulator popup', () => {
  it('creates a Buyer and signs them in', async () => {
    const context = await newContext(browser, DESKTOP, { googleStandIn: true });
    const page = await context.newPage();
    const watched = watchPage(page, 'google-sign-in');
    await page.goto('/login');

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /Google/ }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.locator('#add-account-button').click();
    await popup.locator('#autogen-button').click();
    const email = await popup.locator('#email-input').inputValue();
    await popup.locator('#sign-in').click();
    await popup.waitForEvent('close');

    // Signed in: the header offers Logout; the API stored a Buyer with matching claims.
    await expect.poll(() => page.getByRole('button', { name: /log ?out/i }).first().isVisible(), { timeout: 20_000 }).toBe(true);
    const account = await auth().getUserByEmail(email);
    expect(account.customClaims).toMatchObject({ role: 'buyer' });
    const record = (await db().collection('users').doc(account.uid).get()).data();
    expect(record).toMatchObject({ email, user_role: 'Buyer', role: 'user', verified: false });
    watched.expectNoErrors();
    await context.close();
  });
});
