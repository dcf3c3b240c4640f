import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../scripts/lib/firebase-admin';
import { DESKTOP, expectAccessible, launchBrowser, newContext, PHONE } from './support/browser';
import { logIn, onPath, pickMeetingTime, see, watchPage } from './support/journey';

let browser: Browser;

/** Screens this journey passes, kept in test-results/ for people to look at (390 and 1440 px wide). */
const SHOTS = new URL('./test-results/', import.meta.url).pathname;
async function shot(page: Page, name: string, size: { width: number; height: number }) {
  const before = page.viewportSize();
  await page.setViewportSize(size);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}price-drop-${name}-${size.width}.png`, fullPage: true });
  if (before) await page.setViewportSize(before);
}
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone only this journey edits (seller@recell.test's, available in the seed at ৳19,500 with no drop). */
const PHONE_ID = 'seed-huawei-p30-pro';
const PHONE_NAME = 'Huawei P30 Pro';

describe('a price drop', () => {
  it('the seller lowers a price from My products; a buyer sees "Price dropped" with the old price struck through', async () => {
    const sellerContext = await newContext(browser);
    const seller = await sellerContext.newPage();
    const sellerWatch = watchPage(seller, 'price-drop-seller');
    await logIn(seller, 'seller@recell.test');

    // My products: Edit on the row opens the listing's form, filled in.
    await seller.goto('/my-products');
    const row = seller.getByRole('row', { name: new RegExp(PHONE_NAME) });
    await see(row);
    // The booked phone of the seed offers no edit, and says why.
    const booked = seller.getByRole('row', { name: /Galaxy S22 Ultra/ });
    expect(await booked.getByRole('button', { name: /^Edit / }).isDisabled()).toBe(true);
    await see(booked.getByText('Locked while booked'));
    await row.getByRole('link', { name: `Edit ${PHONE_NAME}` }).click();
    await onPath(seller, `/dashboard/products/${PHONE_ID}/edit`);
    const form = seller.getByRole('form', { name: 'Edit your product' });
    await see(form);
    expect(await form.getByLabel('Phone name').inputValue()).toBe(PHONE_NAME);
    expect(await form.getByLabel(/^Price/).inputValue()).toBe('19500');
    await see(form.getByRole('list', { name: 'Chosen photos' }).locator('[data-photo]').first().getByText('Cover'));
    await expectAccessible(seller, 'edit product');
    for (const size of [PHONE, DESKTOP]) await shot(seller, 'edit', size);

    await form.getByLabel(/^Price/).fill('17500');
    await form.getByRole('button', { name: 'Save changes' }).click();
    // Saved once the lists it changes are refetched (header counts too): slow on a busy machine's cold emulator.
    await seller.getByText('Changes saved').waitFor({ state: 'visible', timeout: 60_000 });
    await onPath(seller, '/my-products');
    await see(row.getByText('৳17,500/-'));
    await see(row.getByText('৳19,500/-'));
    for (const size of [PHONE, DESKTOP]) await shot(seller, 'my-products', size);
    const stored = (await db().collection('products').doc(PHONE_ID).get()).data();
    expect(stored).toMatchObject({ price: 17500, previous_price: 19500 });
    expect(Date.now() - Date.parse(stored!.price_dropped_at as string)).toBeLessThan(5 * 60_000);
    sellerWatch.expectNoErrors();
    await sellerContext.close();

    // A buyer on a phone: the card and the product page say the price dropped, the old price struck through.
    const buyerContext = await newContext(browser);
    const buyer = await buyerContext.newPage();
    const buyerWatch = watchPage(buyer, 'price-drop-buyer');
    // Logged in at desktop width (a phone keeps Logout in its menu), then on a phone's screen.
    await logIn(buyer, 'buyer@recell.test');
    await buyer.setViewportSize(PHONE);
    await buyer.goto('/categories/huawei');
    const card = buyer.getByRole('article', { name: PHONE_NAME });
    await see(card);
    await see(card.getByText('Price dropped'));
    await see(card.getByText('৳17,500/-', { exact: true }));
    const oldOnCard = card.locator('s', { hasText: '৳19,500/-' });
    await see(oldOnCard);
    expect(await oldOnCard.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
    for (const size of [PHONE, DESKTOP]) await shot(buyer, 'cards', size);

    await card.getByRole('link', { name: PHONE_NAME }).click();
    await onPath(buyer, `/displayProducts/${PHONE_ID}`);
    await see(buyer.getByRole('heading', { level: 1, name: PHONE_NAME }));
    await see(buyer.getByText('Price dropped'));
    await see(buyer.locator('main s', { hasText: '৳19,500/-' }));
    await expectAccessible(buyer, 'product page with a price drop');
    for (const size of [PHONE, DESKTOP]) await shot(buyer, 'product', size);

    // Booking while offline: the request fails, the button comes back and an error toast says why.
    await buyer.getByRole('button', { name: 'Book Now' }).first().click();
    const booking = buyer.getByRole('dialog', { name: new RegExp(PHONE_NAME) });
    await see(booking);
    await booking.getByLabel('Meeting location').fill('Bashundhara City');
    await pickMeetingTime(booking, 'Meeting time 1', 1, '16:00');
    await buyerContext.setOffline(true);
    await booking.getByRole('button', { name: 'Submit' }).click();
    await see(buyer.getByText('We could not reach ReCell. Check your connection and try again.'));
    const submit = booking.getByRole('button', { name: 'Submit' });
    await see(submit);
    expect(await submit.isEnabled()).toBe(true);
    expect((await db().collection('products').doc(PHONE_ID).get()).data()).toMatchObject({ status: 'available' });

    // Back online, the same button books it.
    await buyerContext.setOffline(false);
    await submit.click();
    await see(buyer.getByText('Order confirmed'));
    expect((await db().collection('products').doc(PHONE_ID).get()).data()).toMatchObject({ status: 'booked' });
    buyerWatch.expectNoErrors();
    await buyerContext.close();
  });
});
