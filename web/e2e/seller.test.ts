import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { freshImei, gone, logIn, onPath, photoFile, runStamp, see, watchPage } from './support/journey';
import { fillPhoneDetails, fillSaleDetails } from './support/listing-form';
import { holdingAdminQueues } from './support/admin-queues';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('a new seller', () => {
  it('waits for verification, lists a phone with a photo that waits for review, advertises it once approved and sells it', async () => {
    const sellerContext = await newContext(browser);
    const seller = await sellerContext.newPage();
    const sellerWatch = watchPage(seller, 'seller');

    // Not verified yet: Add Products explains why, and shows the request they made (the seed's, on 20 Nov).
    await logIn(seller, 'newseller@recell.test');
    // My products says where verification stands, and offers no Add product that would only turn them away.
    await mainNav(seller).getByRole('link', { name: 'My Products' }).click();
    await onPath(seller, '/my-products');
    await see(seller.getByText('Waiting for verification'));
    await see(seller.getByText(/An admin is checking your account\. There is nothing more to do/));
    expect(await seller.getByRole('link', { name: 'Add product' }).count()).toBe(0);
    await mainNav(seller).getByRole('link', { name: 'Dashboard' }).click();
    await seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Products' }).click();
    await onPath(seller, '/dashboard/add-products');
    await see(seller.getByText('Sorry! You need to verify first'));
    await see(seller.getByText('Requested on 20 Nov 2026'));
    await expectAccessible(seller, 'add product (not verified)');

    // The admin verifies them from the sellers' list.
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin, 'seller-admin');
    await logIn(admin, 'admin@recell.test');
    await mainNav(admin).getByRole('link', { name: 'Dashboard' }).click();
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sellers' }).click();
    await onPath(admin, '/dashboard/sellers');
    const row = admin.getByRole('row', { name: /Rafiq Islam/ });
    await see(row);
    await expectAccessible(admin, 'dashboard: sellers');
    await row.getByRole('button', { name: 'Verify' }).click();
    const question = admin.getByRole('dialog', { name: 'Verify Rafiq Islam?' });
    await see(question);
    await question.getByRole('button', { name: 'Verify' }).click();
    await see(admin.getByText('Verified successfully'));
    await see(row.getByText('Verified', { exact: true }));

    // Back with the seller: a reload asks again, and the form is there.
    await seller.reload();
    const form = seller.getByRole('form', { name: 'Add your product' });
    await see(form);
    await expectAccessible(seller, 'add product (form)');

    const name = `Galaxy S10e ${runStamp()}`;
    await fillPhoneDetails(form, { name, storage: '128 GB', ram: '6', battery: '84', camera: '16 MP + 12 MP', processor: 'Exynos 9820', brand: 'Samsung', condition: /^Good/, imei: freshImei() });
    for (const box of await form.getByRole('group', { name: 'Every grade means' }).getByRole('checkbox').all()) await box.check();
    await form.getByLabel('Photos of the phone').setInputFiles(await photoFile('galaxy-s10e', '#0ea5e9'));
    await see(form.getByRole('img', { name: 'galaxy-s10e.png' }));
    await fillSaleDetails(form, { price: '18500', purchaseYear: '2020', usedFor: '3 years', location: 'Mirpur 10, Dhaka', description: 'Small and quick. Battery at 84%, with the original box and charger.' });
    const listing = seller.getByRole('row', { name: new RegExp(name) });
    // In the review queue until the admin approves it: the admin menu's count is the stack's, which another journey may be counting.
    await holdingAdminQueues(async () => {
      await form.getByRole('button', { name: 'Add product' }).click();

      // Listed: a seller without three completed sales waits for an admin, with their place in the queue.
      await see(seller.getByText('Product added successfully'));
      await see(seller.getByText(/It waits for an admin's review before buyers can see it\. It is \d+(st|nd|rd|th) in the queue/));
      await onPath(seller, '/my-products');
      await see(listing.getByText('Under review'));
      await see(listing.getByText(/^\d+(st|nd|rd|th) in the queue$/));
      await expectAccessible(seller, 'my products (under review)');

      // The admin approves it from the review queue, reached by the menu's count.
      const reviewLink = admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Review/ });
      await see(reviewLink.getByText(/\d+ to review/));
      await reviewLink.click();
      await onPath(admin, '/dashboard/review');
      const queued = admin.getByRole('region', { name: new RegExp(`^${name}, number \\d+ in the queue$`) });
      await see(queued.getByRole('list', { name: `Checks of ${name}` }).getByText(/has a valid format$/));
      await see(queued.getByText('No other listing has this IMEI'));
      await expectAccessible(admin, 'review queue');
      await queued.getByRole('button', { name: `Approve ${name}` }).click();
      await see(admin.getByText('Approved: the listing is live'));
      await gone(queued);
      adminWatch.expectNoErrors();
      await adminContext.close();
    });

    // Live now: available and not advertised.
    await seller.reload();
    await see(listing.getByText('Available', { exact: true }));
    await see(listing.getByRole('button', { name: `Mark as sold: ${name}` }));
    await expectAccessible(seller, 'my products');

    // Advertise it: it shows among the home page's advertised phones.
    await listing.getByRole('button', { name: 'Advertise' }).click();
    await see(seller.getByText('Advertised successfully'));
    await see(listing.getByRole('button', { name: 'Running' }));
    await mainNav(seller).getByRole('link', { name: 'Home' }).click();
    const advertised = seller.getByRole('region', { name: 'Advertised phones' });
    await see(advertised.getByRole('article', { name }));

    // Sold, once confirmed: the button says so, and the home page stops advertising it.
    await mainNav(seller).getByRole('link', { name: 'My Products' }).click();
    await see(listing);
    await listing.getByRole('button', { name: `Mark as sold: ${name}` }).click();
    const markSold = seller.getByRole('dialog', { name: 'Mark this phone as sold?' });
    await see(markSold.getByText(/leaves the shop/));
    await markSold.getByRole('button', { name: 'Mark as sold' }).click();
    await see(seller.getByText('Item sold successfully'));
    await see(listing.getByText('Sold', { exact: true }));
    await see(listing.getByRole('button', { name: `Make available: ${name}` }));
    expect(await listing.getByRole('button', { name: 'Advertise' }).isDisabled()).toBe(true);
    // (The home page shows what it knew while it asks again; the check waits for the answer.)
    const advertisedAgain = seller.waitForResponse((response) => new URL(response.url()).pathname === '/api/products/adversite');
    await mainNav(seller).getByRole('link', { name: 'Home' }).click();
    await advertisedAgain;
    await gone(advertised.getByRole('article', { name }));

    sellerWatch.expectNoErrors();
    await sellerContext.close();
  });
});
