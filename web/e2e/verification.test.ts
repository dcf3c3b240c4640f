import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../scripts/lib/accounts';
import { auth, db } from '../../scripts/lib/firebase-admin';
import { expectAccessible, launchBrowser, newContext, PHONE, webUrl } from './support/browser';
import { gone, logIn, onPath, runStamp, see, verifyMobileOnProfile, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function openDashboard(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await see(dashboardMenu(page));
}

/** The day of a request made now, as the web shows it: "24 Nov 2026", in Dhaka's time zone. */
const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date());

describe('becoming a verified seller', () => {
  it('a buyer becomes a seller on Profile and asks to be verified; the admin sees the request and verifies; the seller can list', async () => {
    const person = await registerAccount(`${webUrl()}/api`, 'Buyer', `Shirin Akhter ${runStamp()}`);

    // The buyer, on Profile: Become a seller (confirmed); the menu turns into the seller's.
    const sellerContext = await newContext(browser);
    const seller = await sellerContext.newPage();
    const sellerWatch = watchPage(seller, 'verification-seller');
    await logIn(seller, person.email);
    await openDashboard(seller);
    await see(dashboardMenu(seller).getByRole('link', { name: 'Wishlist' }));
    await dashboardMenu(seller).getByRole('link', { name: 'Profile' }).click();
    await onPath(seller, '/dashboard/profile');
    const selling = seller.getByRole('region', { name: 'Selling' });
    await see(selling);
    await expectAccessible(seller, 'profile (buyer)');
    await selling.getByRole('button', { name: 'Become a seller' }).click();
    const question = seller.getByRole('dialog', { name: 'Become a seller?' });
    await see(question);
    await question.getByRole('button', { name: 'Become a seller' }).click();
    await see(seller.getByText('You are now a seller'));
    await see(dashboardMenu(seller).getByRole('link', { name: 'Add Products' }));
    await gone(dashboardMenu(seller).getByRole('link', { name: 'Wishlist' }));
    expect((await auth().getUser(person.uid)).customClaims).toEqual({ role: 'seller' });

    // An unverified seller: what happens next, and one button to ask.
    await see(selling.getByText('Not verified'));
    await see(selling.getByText(/An admin checks every seller before they can list phones\./));
    await expectAccessible(seller, 'profile (unverified seller)');
    await selling.getByRole('button', { name: 'Request verification' }).click();
    await see(selling.getByText(`Requested on ${today()}`));
    await gone(selling.getByRole('button', { name: 'Request verification' }));
    const requested = (await db().collection('users').doc(person.uid).get()).data();
    expect(requested).toMatchObject({ user_role: 'Seller', verified: false, verificationRequestedAt: expect.any(String) });

    // Add Products says the same, with the request already made.
    await dashboardMenu(seller).getByRole('link', { name: 'Add Products' }).click();
    await onPath(seller, '/dashboard/add-products');
    await see(seller.getByText('Sorry! You need to verify first'));
    await see(seller.getByText(`Requested on ${today()}`));

    // The admin: the request shows in Sellers, first with the other requests; Verify, confirmed.
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin, 'verification-admin');
    await logIn(admin, 'admin@recell.test');
    await openDashboard(admin);
    await dashboardMenu(admin).getByRole('link', { name: 'Sellers' }).click();
    await onPath(admin, '/dashboard/sellers');
    const row = admin.getByRole('row', { name: new RegExp(person.name) });
    await see(row.getByText(`Requested ${today()}`));
    await expectAccessible(admin, 'dashboard: sellers (a request)');
    // Pending requests come before sellers who did not ask.
    const rowNames = await admin.getByRole('table', { name: 'Sellers' }).getByRole('row').allInnerTexts();
    const firstWithoutRequest = rowNames.findIndex((text, index) => index > 0 && !text.includes('Requested'));
    expect(rowNames.findIndex((text) => text.includes(person.name))).toBeLessThan(firstWithoutRequest);
    await row.getByRole('button', { name: 'Verify' }).click();
    const verify = admin.getByRole('dialog', { name: `Verify ${person.name}?` });
    await see(verify);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await see(admin.getByText('Verified successfully'));
    await see(row.getByText('Verified', { exact: true }));
    await gone(row.getByText(/^Requested/));
    await see(row.getByRole('button', { name: 'Unverify' }));
    adminWatch.expectNoErrors();
    await adminContext.close();

    // The seller: Add Products now opens the form.
    await seller.reload();
    await see(seller.getByRole('form', { name: 'Add your product' }));
    expect((await db().collection('users').doc(person.uid).get()).data()).toMatchObject({ verified: true, verificationRequestedAt: null });
    sellerWatch.expectNoErrors();
    await sellerContext.close();

    // On their phone: the form asks for a verified number first; Profile verifies it with the code the Auth emulator "texted".
    const phoneContext = await newContext(browser, PHONE);
    const onPhone = await phoneContext.newPage();
    const phoneWatch = watchPage(onPhone, 'verification-phone');
    await logIn(onPhone, person.email);
    await onPhone.goto('/dashboard/add-products');
    const verifyLink = onPhone.getByRole('link', { name: 'Verify your mobile number on your Profile' });
    await see(verifyLink);
    await verifyLink.click();
    await onPath(onPhone, '/dashboard/profile');
    const number = await verifyMobileOnProfile(onPhone);
    await expectAccessible(onPhone, 'profile (phone verified, phone)');
    expect((await auth().getUser(person.uid)).phoneNumber).toBe(number);
    phoneWatch.expectNoErrors();
    await phoneContext.close();
  });
});
