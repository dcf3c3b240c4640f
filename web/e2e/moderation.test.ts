import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, newContext, PHONE } from './support/browser';
import { api, freshImei, gone, logIn, onPath, runStamp, see, watchPage } from './support/journey';
import { idTokenOf } from './support/api';
import { holdingAdminQueues } from './support/admin-queues';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A seed photo (the iPhone 12's), for a listing this journey puts up through the API. */
const SEED_PHOTO = '/api/images/2ec92607-aa8d-4513-98ab-3b4c97117707-1200.webp';

/** seller@recell.test (established: three completed sales) lists a phone through the API; it is live at once. */
async function listAsEstablishedSeller(name: string): Promise<string> {
  const { insertedId } = await api<{ insertedId: string }>(await idTokenOf('seller@recell.test'), 'POST', '/products', {
    category_name: 'samsung',
    condition_type: 'excellent',
    mobile_number: '+8801711482630',
    location: 'Dhanmondi 27, Dhaka',
    description: 'Sealed box, never used. Price is firm.',
    purchase_year: 2025,
    price: 9000,
    used_duration: '1 month',
    storage_gb: 256,
    ram_gb: 8,
    battery_health: 100,
    attested: true,
    imei: freshImei(),
    photos: [SEED_PHOTO],
    phone_details: { phone_name: name, phone_img: SEED_PHOTO, phone_camera: '50 MP', phone_processor: 'Exynos 1380' },
  });
  return insertedId;
}

describe('moderation', () => {
  it('a buyer reports a listing; the admin hides it from the reports queue; its page then says it is no longer available', async () => {
    const name = `Galaxy S24 ${runStamp()}`;
    const id = await listAsEstablishedSeller(name);

    // The buyer, on a phone, reports it from its page.
    const buyerContext = await newContext(browser, PHONE);
    const buyer = await buyerContext.newPage();
    const buyerWatch = watchPage(buyer, 'moderation-buyer');
    await logIn(buyer, 'buyer@recell.test');
    await buyer.goto(`/displayProducts/${id}`);
    await see(buyer.getByRole('heading', { level: 1, name }));
    await buyer.getByRole('button', { name: 'Report this listing' }).click();
    const report = buyer.getByRole('dialog', { name: 'Report this listing' });
    await report.getByRole('radio', { name: 'Price or scam' }).check();
    await report.getByLabel('Details (optional)').fill('Far below every other S24: the seller asks for a deposit first.');
    await expectAccessible(buyer, 'report dialog');
    // Reported until the admin hides it: the admin menu's count is the stack's, which another journey may be counting.
    await holdingAdminQueues(async () => {
      await report.getByRole('button', { name: 'Send report' }).click();
      await see(buyer.getByText('Thanks: an admin will look at this listing'));
      await gone(report);

      // The admin finds it in the reports queue (the menu counts reported listings) and hides it.
      const adminContext = await newContext(browser, DESKTOP);
      const admin = await adminContext.newPage();
      const adminWatch = watchPage(admin, 'moderation-admin');
      await logIn(admin, 'admin@recell.test');
      await admin.goto('/dashboard');
      const reportsLink = admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Reports/ });
      await see(reportsLink.getByText(/\d+ reported/));
      await reportsLink.click();
      await onPath(admin, '/dashboard/reports');
      const group = admin.getByRole('region', { name: `${name}, 1 report` });
      await see(group.getByText('Far below every other S24: the seller asks for a deposit first.', { exact: false }));
      await expectAccessible(admin, 'reports queue');
      await group.getByRole('button', { name: `Hide listing ${name}` }).click();
      const hide = admin.getByRole('dialog', { name: 'Hide this listing?' });
      await hide.getByLabel('Reason the seller reads').fill('Reported as a deposit scam. Contact support to discuss.');
      await hide.getByRole('button', { name: 'Hide listing' }).click();
      await see(admin.getByText('Listing hidden'));
      await gone(group);
      adminWatch.expectNoErrors();
      await adminContext.close();
    });

    buyerWatch.expectNoErrors();
    await buyerContext.close();

    // Whoever opens its link now (browsers keep a public listing up to 15 s, so a fresh one) reads that it is gone.
    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/displayProducts/${id}`);
    await see(visitor.getByRole('heading', { level: 1, name: 'This listing is no longer available' }));
    await expectAccessible(visitor, 'listing no longer available');
    await visitorContext.close();
  });
});
